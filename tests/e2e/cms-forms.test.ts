/**
 * The CMS at /admin/ (tests/helpers/cms.ts) on another worker's copy and dev server than cms.test.ts's walks, so the
 * two halves run side by side: a tour, a shoot of twelve gallery photos, and every kind of form as an editor meets it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '../helpers/browser.ts';
import { committed, go, publish, setText } from '../helpers/cms.ts';
import { content, ROOT } from '../helpers/site.ts';
import { GPS } from '../fixtures/companySite.ts';
import { fileTalk } from '../fixtures/cmsConfig.ts';

// Each walk waits on the dev server's rebuilds after its saves.
test.describe.configure({ timeout: 180_000 });

test('a tour written is a file, a page of its own and a card where tours are listed', async ({
  admin: { page },
  cms,
}) => {
  const before = cms.list('tours');
  const choose = page.getByRole('button', { name: 'Choose an image' });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const title = 'Greenwich Village Historical Cat Tour';
  await go(page, '/collections/tours/new');
  // What a public tour needs (the build says which of these a public tour lacks; the form cannot, as the private tour has none).
  for (const [label, value] of [
    ['Order', String(Math.max(...content().tours.map((t) => t.order)) + 1)],
    ['Title', title],
    ['Short title', 'Greenwich Village'],
    ['Teaser', 'Washington Square, brownstones and the cats of the Village.'],
    ['Description', 'A walk through the Village and its cats, from Washington Square to the Hudson.'],
    ['Photo description', 'A cat on a Village stoop'],
    ['Item ID', '999003'],
  ])
    await field(label).fill(value);
  await field('Kind').click();
  await page.getByRole('option', { name: 'public', exact: true }).click();
  await field('Maximum group (optional)').fill('12');
  await field('Schedule (optional)').fill('Sundays at 11:00 AM');
  await field('Meeting point (optional)').fill('Washington Square Park, by the arch.');
  await field('Title (optional)').fill(title);
  // The banner's photo and the card's, both new from the phone, and the same picture (the case Decap lost one of).
  const buffer = readFileSync(path.join(cms.site.content, 'images', content().tours[0].image));
  for (const [button, name] of [
    [choose.last(), 'IMG_2002.JPG'],
    [choose.first(), 'IMG_2001.JPG'],
  ] as const) {
    await button.click();
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
    await page.getByRole('button', { name: 'Choose selected' }).click();
  }
  await field('Photo description (optional)').fill('Brownstones along a quiet Village street');
  await field('Search description (optional)').fill(
    'A cat-history walk through Greenwich Village, {perPerson} per person.',
  );
  await page.getByRole('button', { name: 'Add stops' }).click();
  await field('Title').last().fill('Washington Square');
  await field('Description').last().fill('Where the Village cats hold court.');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('Meet the cats of the Village.');
  await publish(page);
  const added = cms.list('tours').filter((f) => !before.includes(f));
  expect(added, 'one new file in content/tours').toHaveLength(1);
  const photos = [...cms.read(`tours/${added[0]}`).matchAll(/^\s*image: (\S+)$/gm)].map((m) => m[1]);
  expect(new Set(photos).size, `the card's photo and the banner's: ${photos}`).toBe(2);
  for (const p of photos) expect(existsSync(path.join(cms.site.content, 'images', p)), `${p} is written`).toBe(true);
  const href = `/tours/${path.basename(added[0], '.md')}`;
  await cms.served(href, (html) => html.includes(title));
  await cms.served('/tours', (html) => html.includes(`href="${href}"`));
});

test('twelve photos of a shoot, picked at once and described one by one, are published together', async ({
  admin: { page },
  cms,
}) => {
  const before = JSON.parse(cms.read('gallery.json'));
  const shoot = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => ({
      name: `DSC_${String(i + 1).padStart(4, '0')}.JPG`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 20 * i, g: 90, b: 40 } },
      })
        .withExif({ IFD3: GPS })
        .jpeg()
        .toBuffer(),
    })),
  );
  await go(page, '/collections/settings/entries/gallery');
  await page.getByLabel('Add photos').first().setInputFiles(shoot);
  // Each photo becomes an open item of the first list with its photo set, its description to write.
  const empty = page.getByRole('textbox', { name: 'Description', exact: true }).and(page.locator('[value=""]'));
  await expect(empty).toHaveCount(12);
  for (let i = 1; i <= 12; i++) await empty.first().fill(`Photo ${i} of the shoot`);
  await publish(page);
  const after = JSON.parse(cms.read('gallery.json'));
  const list = Object.keys(before).find((k) => Array.isArray(before[k]) && before[k][0]?.src)!;
  const added = after[list].slice(before[list].length);
  expect(after[list].slice(0, before[list].length), 'the photos before are kept').toEqual(before[list]);
  expect(added.map((p: { alt: string }) => p.alt)).toEqual(shoot.map((_, i) => `Photo ${i + 1} of the shoot`));
  const ids = Object.values(after).flatMap((l) => (Array.isArray(l) ? l.map((p) => p.id).filter(Boolean) : []));
  expect(new Set(ids).size, 'every id is unique').toBe(ids.length);
  for (const { src } of added)
    expect(await committed(path.join(cms.site.content, 'images', src)), src).toMatchObject({
      ...{ width: 1600, height: 1200, exif: undefined, icc: undefined, gps: false },
    });
  await cms.served('/gallery', (html) => added.every((p: { alt: string }) => html.includes(p.alt)));
});

/** The first Markdown entry of each folder collection, then page copy and settings files: one form of each kind. */
const firstEntry = (folder: string) =>
  readdirSync(path.join(ROOT, 'content', folder))
    .sort()
    .find((f) => f.endsWith('.md'))
    ?.slice(0, -3);
const ENTRIES = [
  ...['blog', 'tours', 'pages'].flatMap((c) => (firstEntry(c) ? [`/collections/${c}/entries/${firstEntry(c)}`] : [])),
  '/collections/page-copy/entries/page-home',
  ...['site', 'menus', 'labels'].map((f) => `/collections/settings/entries/${f}`),
];
// Every kind of form as an editor meets it: what it says, and that a letter added to one field and published changes
// the files by that letter alone. One walk through them all, in one page.
test('every kind of form speaks to an editor, and a letter added and published changes its file by that letter alone', async ({
  admin: { page },
  cms,
}) => {
  test.setTimeout(600_000);
  const files = () =>
    new Map(
      readdirSync(cms.site.content, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(cms.site.content, path.join(e.parentPath, e.name)))
        .filter((f) => !f.startsWith('images'))
        .map((f) => [f, cms.read(f)]),
    );
  const before = files();
  for (const entry of ENTRIES)
    await test.step(entry, async () => {
      await go(page, entry);
      const field = page.locator('input[type=text]:visible, textarea:visible').first();
      const value = await field.inputValue();
      // What the form says, as shown: no file path, command, key or true/false in a label or a hint.
      const said = async (selector: string) => (await page.locator(selector).allTextContents()).filter(Boolean);
      const [labels, hints] = [await said('label'), await said('[class*="-ControlHint"]')];
      expect(hints.length, `hints shown in ${entry}`).toBeGreaterThan(0);
      expect([...labels.filter((l) => fileTalk(l, true)), ...hints.filter((h) => fileTalk(h))]).toEqual([]);
      // The file is then put back behind the CMS (each form is loaded afresh), for the next forms and other walks.
      await setText(field, `${value}x`);
      await publish(page);
      const after = files();
      const changed = [...before.keys()].filter((f) => after.get(f) !== before.get(f));
      expect(changed, `the one file ${entry} edits`).toHaveLength(1);
      const [was, now] = [before.get(changed[0])!, after.get(changed[0])!];
      let at = 0;
      while (at < was.length && now[at] === was[at]) at++;
      expect(now, `${changed[0]} as published by ${entry}: one letter added`).toBe(
        `${was.slice(0, at)}x${was.slice(at)}`,
      );
      expect(
        [...after.keys()].filter((f) => !before.has(f)),
        `no file added by ${entry}`,
      ).toEqual([]);
      writeFileSync(path.join(cms.site.content, changed[0]), was);
    });
});
