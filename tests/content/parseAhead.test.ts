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
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

/** A content folder with `posts` posts (one with a fact token, one with broken YAML) and one tour. */
function content(posts: number): { dir: string; cache: ParseCache; texts: { text: string; shift: boolean }[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parse-ahead-'));
  dirs.push(dir);
  for (const sub of ['blog', 'tours']) mkdirSync(path.join(dir, sub));
  const texts = Array.from({ length: posts }, (_, i) => {
    const body =
      i === 1 ? 'Groups of {maxGroup} at most.\n' : `# Post ${i}\n\nA *walk* & a "talk" > ![a cat](blog/c${i}.jpg)\n`;
    const text = i === 2 ? '---\ntitle: [unclosed\n---\nBody\n' : `---\nid: ${i}\ntitle: Post ${i}\n---\n${body}`;
    writeFileSync(path.join(dir, 'blog', `${i}-post.md`), text);
    return { text, shift: true };
  });
  const tour = '---\ntitle: A tour\n---\n## Stops\n\nThe <b>harbour</b>.\n';
  writeFileSync(path.join(dir, 'tours', 'a-tour.md'), tour);
  return { dir, cache: new ParseCache(path.join(dir, 'cache')), texts: [...texts, { text: tour, shift: false }] };
}

describe('parsing ahead', () => {
  it("primes the cache with each file's front matter and body exactly as the loader parses them", async () => {
    const { dir, cache, texts } = content(150);
    assert.equal(await parseAhead(dir, cache), texts.length);
    for (const { text, shift } of texts) {
      const fm = parseFrontMatter(text);
      assert.deepEqual(cache.get('fm', text), asJson(fm));
      const body = fm.file?.body;
      // A body with a fact token is rendered once the token is filled, by the loader.
      if (body !== undefined)
        assert.deepEqual(
          cache.get(shift ? 'md-shifted' : 'md', body),
          body.includes('{') ? undefined : asJson(renderMarkdown(body, { shiftHeadings: shift })),
        );
    }
  });

  it('leaves a few files to the loader, and files the cache holds already', async () => {
    const few = content(3);
    assert.equal(await parseAhead(few.dir, few.cache), 0);
    assert.equal(few.cache.get('fm', few.texts[0].text), undefined);
    const many = content(150);
    for (const { text } of many.texts.slice(0, 100)) many.cache.set('fm', text, parseFrontMatter(text));
    await many.cache.flush();
    const later = new ParseCache(path.join(many.dir, 'cache'));
    assert.equal(await parseAhead(many.dir, later), 0, 'the misses left are too few for threads');
  });
});
