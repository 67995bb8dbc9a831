/**
 * The parse cache: a result kept under the hash of the text it read, in a folder named for the parsers; a damaged or
 * missing entry is only a miss. Builds with it parse only what changed and write what a build without it writes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ParseCache, parserVersion } from '../../src/content/parseCache.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { ROOT } from '../helpers/site.ts';
import { folder } from '../helpers/folder.ts';
import { hashTree, tempSite } from '../fixtures/tempSite.ts';
import { mdFiles } from '../fixtures/brokenContent.ts';

const freshRoot = () => folder({});

describe('the parse cache', () => {
  it('gives a later build what was kept for the same text, and nothing for any other text or kind', async () => {
    const root = freshRoot();
    const text = '# A post\n\nWith ![a cat](blog/a.jpg).';
    const first = new ParseCache(root);
    assert.equal(first.get('md', text), undefined);
    first.set('md', text, renderMarkdown(text));
    await first.flush();
    assert.deepEqual(first.stats, { cached: 0, parsed: 1 });
    const later = new ParseCache(root);
    // Kept as JSON: the same values (a missing title stays missing).
    assert.deepEqual(later.get('md', text), JSON.parse(JSON.stringify(renderMarkdown(text))));
    assert.equal(later.get('md', `${text} `), undefined, 'one more space is another text');
    assert.equal(later.get('md-shifted', text), undefined, 'another kind of result');
    assert.deepEqual(later.stats, { cached: 1, parsed: 0 });
  });

  it("takes a damaged entry as a miss; keeps entries in a folder named for the parsers, removing older parsers'", async () => {
    const root = freshRoot();
    const old = path.join(root, 'v-0000000000000000');
    mkdirSync(old);
    writeFileSync(path.join(old, 'md-x.json'), '{}');
    const cache = new ParseCache(root);
    cache.get('md', 'a');
    assert.ok(existsSync(old), 'reading alone changes nothing');
    cache.set('fm', 'text', { data: {} });
    await cache.flush();
    assert.deepEqual(readdirSync(root), [parserVersion()]);
    assert.match(parserVersion(), /^v-[0-9a-f]{16}$/);
    const dir = path.join(root, parserVersion());
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"data": {');
    assert.equal(new ParseCache(root).get('fm', 'text'), undefined);
  });
});

describe('builds with the parse cache', () => {
  /** `npm run build` in a fresh process (no parse kept in memory), with its own parse cache folder. */
  const build = (content: string, out: string, parseCache: string) => {
    const args = ['--quiet', '--usage', '--content', content, '--out', out, '--parse-cache', parseCache];
    const options = { cwd: ROOT, encoding: 'utf8', timeout: 170_000 } as const;
    const run = spawnSync(process.execPath, [path.join('bin', 'build.mjs'), ...args], options);
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').pop()!) as { parses: { parsed: number; cached: number } };
  };

  // A rebuild of unchanged content would parse nothing: the edited rebuild below parses the edited file alone.
  it('a rebuild parses only an edited post, and writes what an uncached build writes', (t) => {
    const site = tempSite('parse-cache-site-');
    t.after(() => site.remove());
    const work = freshRoot();
    const [cache, out] = [path.join(work, 'cache'), (n: number) => path.join(work, `out-${n}`)];
    // That an empty cache gives nothing is the cold build's below.
    const { parsed } = build(site.content, out(1), cache).parses;
    // The post's body and front matter change; every other text is the same.
    const [post] = mdFiles('blog');
    const id = parseFrontMatter(readFileSync(path.join(site.content, post), 'utf8')).file!.data.id;
    site.edit(post, (text) => `${text.trimEnd()}\n\nA paragraph about the *parse cache* edit.\n`);
    const edited = build(site.content, out(2), cache);
    assert.deepEqual(edited.parses, { parsed: 2, cached: parsed - 2 }, 'the edited file: its front matter and body');
    const page = readFileSync(path.join(out(2), 'blog', String(id), 'index.html'), 'utf8');
    assert.ok(page.includes('A paragraph about the <em>parse cache</em> edit.'), 'the page shows the edit');
    assert.equal(build(site.content, out(3), path.join(work, 'cold')).parses.cached, 0);
    assert.equal(hashTree(out(2)), hashTree(out(3)), 'a build from the cache writes what one that parsed all writes');
  });
});
