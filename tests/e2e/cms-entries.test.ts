/**
 * The CMS at /admin/ (tests/helpers/cms.ts): a tour written in it, and
 * entries published unchanged. Posts, pages and prices: cms.test.ts, on a dev
 * server of its own.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsSuite, go, publish, setText } from '../helpers/cms.ts';
import { content } from '../helpers/site.ts';

describe('the CMS at /admin/: tours, and entries published unchanged', () => {
  const cms = cmsSuite();

  it('a tour written in the CMS is a file of content/tours, a page of its own and a card where tours are listed', async () => {
    const w = await cms.admin();
    const { page } = w;
    const dir = path.join(cms.content, 'tours');
    const before = readdirSync(dir);
    const choose = page.getByRole('button', { name: 'Choose an image' });
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const title = 'Greenwich Village Historical Cat Tour';
    await go(page, '/collections/tours/new');
    // What a public tour needs (the build says which of these a public tour lacks; the form cannot, as the private tour has none).
    await field('Order').fill(String(Math.max(...content().tours.map((t) => t.order)) + 1));
    await field('Title').fill(title);
    await field('Short Title').fill('Greenwich Village');
    await field('Teaser').fill('Washington Square, brownstones and the cats of the Village.');
    await field('Description').fill('A walk through the Village and its cats, from Washington Square to the Hudson.');
    await field('Image Alt').fill('A cat on a Village stoop');
    await field('Item Id').fill('999003');
    await field('Kind').click();
    await page.getByRole('option', { name: 'public', exact: true }).click();
    await field('Max Group (optional)').fill('12');
    await field('Schedule (optional)').fill('Sundays at 11:00 AM');
    await field('Meeting Point (optional)').fill('Washington Square Park, by the arch.');
    await field('Title (optional)').fill(title);
    // The banner: a photo already in the library. Then the card's: one from the phone, uploaded last (Decap 3.16
    // forgets a photo uploaded for one field when the library is opened for another before Publish).
    const banner = content().tours.find((t) => t.hero)!.hero!.image;
    await choose.last().click();
    await page.getByText(path.posix.basename(banner), { exact: true }).click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await field('Image Alt (optional)').fill('Brownstones along a quiet Village street');
    await choose.first().click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'IMG_2001.JPG',
      mimeType: 'image/jpeg',
      buffer: readFileSync(path.join(cms.content, 'images', content().tours[0].image)),
    });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await field('Seo Description (optional)').fill(
      'A cat-history walk through Greenwich Village, {perPerson} per person.',
    );
    await page.getByRole('button', { name: 'Add stops' }).click();
    await field('Title').last().fill('Washington Square');
    await field('Description').last().fill('Where the Village cats hold court.');
    await page.locator('[data-slate-editor]').click();
    await page.keyboard.type('Meet the cats of the Village.');
    await publish(page);
    const added = readdirSync(dir).filter((f) => !before.includes(f));
    assert.equal(added.length, 1, `one new file in content/tours: ${added.join(', ')}`);
    const href = `/tours/${path.basename(added[0], '.md')}`;
    await cms.served(href, (html) => html.includes(title));
    await cms.served('/tours', (html) => html.includes(`href="${href}"`));
    assert.deepEqual(cms.errors(w), []);
  });

  // One entry of each folder collection and the files whose forms differ most (defaults, lists, objects, variants):
  // a walk over every entry would take minutes. tests/client/formats.test.ts proves, for every file of content/, that
  // what the CMS writes keeps every field, body and line.
  it('entries opened in the CMS and published unchanged leave every file of content/ as it was', async () => {
    const w = await cms.admin();
    const { page } = w;
    const files = () =>
      new Map(
        readdirSync(cms.content, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && !path.relative(cms.content, e.parentPath).startsWith('images'))
          .map((e) => [
            path.relative(cms.content, path.join(e.parentPath, e.name)),
            readFileSync(path.join(e.parentPath, e.name), 'utf8'),
          ]),
      );
    const first = (folder: string) =>
      readdirSync(path.join(cms.content, folder))
        .filter((f) => f.endsWith('.md'))
        .sort()[0]
        ?.replace(/\.md$/, '');
    const entries = [
      ...['blog', 'tours', 'pages'].flatMap((c) => (first(c) ? [`/collections/${c}/entries/${first(c)}`] : [])),
      '/collections/page-copy/entries/page-home',
      ...['site', 'menus', 'labels'].map((f) => `/collections/settings/entries/${f}`),
    ];
    const before = files();
    for (const entry of entries) {
      await go(page, entry);
      // Decap publishes only a form whose values differ from every version of the entry it has seen: a letter is
      // added and published, then, in the form loaded afresh, taken back and published, so the last save writes every
      // value of the form as it was.
      const field = page.locator('input[type=text]:visible, textarea:visible').first();
      const value = await field.inputValue();
      await setText(field, `${value}x`);
      await publish(page);
      await go(page, entry);
      await field.inputValue();
      await setText(field, value);
      await publish(page);
    }
    const after = files();
    const changed = [...before.keys()].filter((f) => after.get(f) !== before.get(f));
    assert.deepEqual(changed, [], `published unchanged: ${entries.join(', ')}`);
    assert.deepEqual(
      [...after.keys()].filter((f) => !before.has(f)),
      [],
      'no file added',
    );
    assert.deepEqual(cms.errors(w), []);
  });
});
