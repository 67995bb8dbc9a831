/** The pages an editor writes in Markdown (content/pages/{name}.md), where the content has any. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { all, text } from '../../tools/html.ts';

const c = content();

for (const p of c.markdownPages) {
  it(`${p.href}, written in Markdown, opens with its title and shows its text, with no island`, () => {
    const d = doc(p.href);
    assert.deepEqual(all(d, 'h1').map(text), [p.hero?.title ?? p.title]);
    const prose = d.querySelector('main .prose');
    assert.ok(prose, 'the text is on the page');
    // The text's own words, without its markup, are all there.
    const words = p.html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z]+;/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{4,}$/.test(w));
    for (const w of words) assert.ok(text(prose).includes(w), `${w} is missing`);
    assert.equal(d.querySelector('[data-island]'), null);
    assert.ok(d.title.startsWith(p.title), d.title);
    assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), p.description);
  });
}
