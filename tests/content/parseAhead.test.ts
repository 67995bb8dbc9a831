/**
 * Parsing ahead on worker threads: a first build's many Markdown files are parsed on other threads into the
 * parse cache, giving exactly what the loader's own parse gives; a few files are left to the loader.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAhead } from '../../src/content/parseAhead.ts';
import { ParseCache } from '../../src/content/parseCache.ts';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A content folder with `posts` posts (one with a fact token, one with broken YAML) and one tour. */
function content(posts: number): { dir: string; texts: { text: string; shift: boolean }[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parse-ahead-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'blog'));
  mkdirSync(path.join(dir, 'tours'));
  const texts: { text: string; shift: boolean }[] = [];
  for (let i = 0; i < posts; i++) {
    const body =
      i === 1 ? 'Groups of {maxGroup} at most.\n' : `# Post ${i}\n\nA *walk* & a "talk" > ![a cat](blog/c${i}.jpg)\n`;
    const text = i === 2 ? '---\ntitle: [unclosed\n---\nBody\n' : `---\nid: ${i}\ntitle: Post ${i}\n---\n${body}`;
    writeFileSync(path.join(dir, 'blog', `${i}-post.md`), text);
    texts.push({ text, shift: true });
  }
  const tour = '---\ntitle: A tour\n---\n## Stops\n\nThe <b>harbour</b>.\n';
  writeFileSync(path.join(dir, 'tours', 'a-tour.md'), tour);
  texts.push({ text: tour, shift: false });
  return { dir, texts };
}

describe('parsing ahead', () => {
  it("primes the cache with each file's front matter and body exactly as the loader parses them", async () => {
    const { dir, texts } = content(150);
    const cache = new ParseCache(path.join(dir, 'cache'));
    assert.equal(await parseAhead(dir, cache), texts.length);
    for (const { text, shift } of texts) {
      const fm = parseFrontMatter(text);
      assert.deepEqual(cache.get('fm', text), JSON.parse(JSON.stringify(fm)));
      const body = fm.file?.body;
      if (body === undefined) continue;
      const kind = shift ? 'md-shifted' : 'md';
      // A body with a fact token is rendered once the token is filled, by the loader.
      if (body.includes('{')) assert.equal(cache.get(kind, body), undefined);
      else
        assert.deepEqual(
          cache.get(kind, body),
          JSON.parse(JSON.stringify(renderMarkdown(body, { shiftHeadings: shift }))),
        );
    }
  });

  it('leaves a few files to the loader, and files the cache holds already', async () => {
    const few = content(3);
    const cache = new ParseCache(path.join(few.dir, 'cache'));
    assert.equal(await parseAhead(few.dir, cache), 0);
    assert.equal(cache.get('fm', few.texts[0].text), undefined);

    const many = content(150);
    const warm = new ParseCache(path.join(many.dir, 'cache'));
    for (const { text } of many.texts.slice(0, 100)) warm.set('fm', text, parseFrontMatter(text));
    await warm.flush();
    assert.equal(
      await parseAhead(many.dir, new ParseCache(path.join(many.dir, 'cache'))),
      0,
      'the misses left are too few for threads',
    );
  });
});
