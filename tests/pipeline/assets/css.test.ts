import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStyles } from '../../../src/pipeline/assets/css.ts';
import type { BuiltCss } from '../../../src/contract/render.ts';
import { precedenceOf, styleKey } from '../../../src/contract/Styles.tsx';
import { ROOT } from '../../helpers/site.ts';
import { folder } from '../../helpers/folder.ts';

const SRC = path.join(ROOT, 'src');

/** Every CSS file under a folder, relative to it. */
const cssFilesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => f.split(path.sep).join('/'));

describe('buildStyles', () => {
  let styles: Map<string, BuiltCss>;
  before(async () => {
    styles = await buildStyles(SRC);
  });

  it('builds every CSS file of src/, keyed by its path there without .css, each with a hashed file name', () => {
    assert.deepEqual(
      [...styles.keys()].sort(),
      cssFilesUnder(SRC)
        .map((f) => f.slice(0, -4))
        .sort(),
    );
    for (const [key, css] of styles) {
      assert.match(
        css.file,
        new RegExp(`^${path.posix.basename(key).replace(/[.[\]]/g, '\\$&')}-[0-9a-f]{10}\\.css$`),
        key,
      );
      assert.ok(css.code.length > 0, `${key} is empty`);
      assert.doesNotMatch(css.code, /\/\*|\n {2}/, `${key} is not minified`);
    }
  });

  it("inlines a file's @imports (an island's CSS carries the parts it renders in the browser)", () => {
    assert.match(
      readFileSync(path.join(SRC, 'islands', 'ContactForm.css'), 'utf8'),
      /@import '\.\/shared\/Toast\.css'/,
    );
    const contact = styles.get('islands/ContactForm')!.code;
    assert.ok(contact.includes(styles.get('islands/shared/Toast')!.code));
    assert.doesNotMatch(contact, /@import/);
  });

  it("lowers nesting for the site's browsers and keeps custom properties", async () => {
    const dir = folder({
      'components/Card.css':
        '.card { color: var(--ink); & .card-title { margin: 0; } &:hover { color: var(--accent); } }\n',
    });
    const built = await buildStyles(dir);
    assert.deepEqual([...built.keys()], ['components/Card']);
    assert.equal(
      built.get('components/Card')!.code,
      '.card{color:var(--ink)}.card .card-title{margin:0}.card:hover{color:var(--accent)}',
    );
  });

  it('names the file and line of a CSS mistake', async () => {
    const dir = folder({ 'Broken.css': ".a {\n  color: red;\n}\n@import './b.css';\n" });
    await assert.rejects(buildStyles(dir), (e: Error & { fileName?: string; loc?: { line: number } }) => {
      assert.equal(e.fileName, path.join(dir, 'Broken.css'));
      assert.equal(e.loc?.line, 4);
      return true;
    });
  });
});

describe('a component names its own CSS', () => {
  it('by its module (import.meta.url) or the CSS file itself, as its path under src/', () => {
    assert.equal(styleKey(pathToFileURL(path.join(SRC, 'components', 'Hero.tsx'))), 'components/Hero');
    assert.equal(styleKey(pathToFileURL(path.join(SRC, 'routes', 'blog', '[id].tsx')).href), 'routes/blog/[id]');
    assert.equal(
      styleKey(new URL('../../../src/islands/PhotoGallery.lightbox.css', import.meta.url)),
      'islands/PhotoGallery.lightbox',
    );
    assert.throws(() => styleKey(pathToFileURL(path.join(ROOT, 'build.ts'))), /is not under src\//);
  });

  it('and takes the precedence of its folder, in cascade order', () => {
    const cases = {
      'styles/base': 'base',
      'layouts/Header': 'layout',
      'components/Hero': 'component',
      'components/tours/PublicTour': 'component',
      'islands/Accordion': 'component',
      'routes/index': 'route',
    };
    for (const [key, precedence] of Object.entries(cases)) assert.equal(precedenceOf(key), precedence, key);
    assert.throws(() => precedenceOf('client/enhance'), /CSS lives in src\/styles/);
  });
});
