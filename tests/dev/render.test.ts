/**
 * The dev server's build process, in this process: what a save asks of it, and answers rendered on request from the
 * last good Site, as the hosts answer. The browser's side (reloads, the overlay) is tests/e2e/dev.test.ts's.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/content/load/loader.ts';
import { ParseCache } from '../../src/content/parseCache.ts';
import type { Site } from '../../src/pipeline/site.ts';
import { changesFor, respond, update, type Change } from '../../dev/server.ts';
import { ROOT } from '../helpers/site.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { folder } from '../helpers/folder.ts';

const none: Change = { files: [], images: [], content: false, styles: false, scripts: false };
const change = (over: Partial<Change>): Change => ({ ...none, ...over });

describe('changesFor', () => {
  const dirs = { root: '/project', contentDir: '/elsewhere/content' };
  it('sorts saves by what they ask, wherever --content points, and passes over editors’ temporaries', () => {
    const saved = ['/elsewhere/content/blog/01-post.md', '/elsewhere/content/images/blog/a.jpg'];
    const temporaries = ['.01-post.md.swp', '01-post.md~', '01-post.md.tmp', '4913'].map(
      (n) => `/elsewhere/content/blog/${n}`,
    );
    assert.deepEqual(changesFor([...saved, ...temporaries], dirs), {
      change: change({ files: saved, images: ['blog/a.jpg'], content: true }),
      restart: false,
    });
    assert.deepEqual(changesFor(['/project/src/routes/blog/[id].css', '/project/src/client/enhance.ts'], dirs), {
      change: change({ styles: true, scripts: true }),
      restart: false,
    });
    for (const code of ['src/components/Hero.tsx', 'src/lib/today.ts', 'build.ts'])
      assert.deepEqual(changesFor([`/project/${code}`], dirs), { change: undefined, restart: true }, code);
    assert.deepEqual(changesFor(['/project/README.md', '/etc/hosts'], dirs), { change: undefined, restart: false });
  });
});

describe('answers rendered on request', () => {
  let site: TempSite;
  let current: Site;
  let out: string;
  let cssRoot: string;
  const cache = new ParseCache(folder({}));
  const ask = (pathname: string) => respond(current, out, pathname);
  const post = () =>
    readdirSync(path.join(site.content, 'blog'))
      .filter((f) => f.endsWith('.md'))
      .sort()[2];
  const idOf = (file: string) => /^id:\s*(\d+)/m.exec(readFileSync(path.join(site.content, 'blog', file), 'utf8'))![1];

  before(async () => {
    site = tempSite('dev-render-');
    out = path.join(site.root, 'dist');
    current = (await site.build(out, { preview: true })).site;
  });
  after(() => site?.remove());

  it('answers a page with its own policy, a redirect, a host file and the not-found page as the build wrote them', async () => {
    const home = await ask('/');
    assert.equal(home.status, 200);
    assert.equal(home.body, readFileSync(path.join(out, 'index.html'), 'utf8'));
    const built = readFileSync(path.join(out, '_headers'), 'utf8');
    assert.ok(
      built.includes(
        `/\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${home.headers['Content-Security-Policy']}\n`,
      ),
    );
    assert.equal(home.headers['X-Frame-Options'], 'DENY');
    assert.deepEqual([(await ask('/blog/')).status, (await ask('/blog/')).headers.Location], [301, '/blog']);
    const redirect = current.content.redirects.find((r) => !r.from.includes('*'))!;
    assert.deepEqual(
      [(await ask(redirect.from)).status, (await ask(redirect.from)).headers.Location],
      [301, redirect.to],
    );
    assert.equal((await ask('/sitemap.xml')).body, readFileSync(path.join(out, 'sitemap.xml'), 'utf8'));
    const missing = await ask('/no-such-page');
    assert.deepEqual([missing.status, missing.body], [404, readFileSync(path.join(out, '404.html'), 'utf8')]);
  });

  it('shows a post edited, added and deleted in the next answers, and keeps the last good Site on a broken save', async () => {
    const file = post();
    site.edit(`blog/${file}`, (t) => `${t.trimEnd()}\n\nDEV-RENDER-EDIT\n`);
    const files = [path.join(site.content, 'blog', file)];
    current = await update(current, change({ files, content: true }), out, cache);
    assert.ok((await ask(`/blog/${idOf(file)}`)).body.includes('DEV-RENDER-EDIT'));

    const id = Math.max(...current.content.blog.map((p) => p.id)) + 1;
    const added = `${id}-dev-render-added.md`;
    site.write(`blog/${added}`, readFileSync(files[0], 'utf8').replace(/^id: .*$/m, `id: ${id}`));
    current = await update(current, change({ content: true }), out, cache);
    assert.equal((await ask(`/blog/${id}`)).status, 200);
    site.delete(`blog/${added}`);
    current = await update(current, change({ content: true }), out, cache);
    assert.equal((await ask(`/blog/${id}`)).status, 404);

    site.edit(`blog/${file}`, (t) => t.replace(/^title: .*$/m, 'title: Mango: a bodega cat: her corner'));
    await assert.rejects(update(current, change({ files, content: true }), out, cache), ContentError);
    assert.ok((await ask(`/blog/${idOf(file)}`)).body.includes('DEV-RENDER-EDIT'), 'the last good content is served');
  });

  it('renders with the CSS built again after a CSS save, writing an on-demand file before the page that names it', async () => {
    // A root of its own with a copy of src/ to edit; the route modules stay the ones loaded.
    cssRoot = folder({});
    cpSync(path.join(ROOT, 'src'), path.join(cssRoot, 'src'), { recursive: true });
    current = { ...current, opts: { ...current.opts, root: cssRoot } };
    appendFileSync(
      path.join(cssRoot, 'src', 'components', 'Hero.css'),
      '\n.hero-subtitle {\n  letter-spacing: 0.01em;\n}\n',
    );
    appendFileSync(
      path.join(cssRoot, 'src', 'islands', 'PhotoGallery.lightbox.css'),
      '\n.lightbox-title {\n  letter-spacing: 0.01em;\n}\n',
    );
    current = await update(current, change({ styles: true }), out, cache);
    assert.match((await ask('/')).body, /\.hero-subtitle\{letter-spacing:\.01em\}/);
    const lightbox = current.styles.get('islands/PhotoGallery.lightbox')!.file;
    assert.ok((await ask('/gallery')).body.includes(`/assets/${lightbox}`));
    assert.ok(existsSync(path.join(out, 'assets', lightbox)), `${lightbox} is in the folder`);
  });
});
