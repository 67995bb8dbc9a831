/**
 * The CMS at /admin/ (tests/helpers/cms.ts), walked as an editor walks it, one dev server for every walk: blog posts
 * written (on a phone too), a post refused for a missing field, a price, a page and a footer link to it, a tour, and
 * entries published unchanged; /admin/ reaching no other host.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MOBILE } from '../helpers/browser.ts';
import { expect, go, publish, setText, test } from '../helpers/cms.ts';
import { content, unusedTitle } from '../helpers/site.ts';

// Each walk waits on the dev server's rebuilds after its saves.
test.describe.configure({ timeout: 180_000 });

async function writePost(
  page: Page,
  post: { title: string; category: string; photo: { name: string; bytes: Buffer } },
) {
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title').fill(post.title);
  await page.getByLabel('Excerpt').fill('Three cats, one ferry landing and a very patient guide.');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: post.photo.name, mimeType: 'image/jpeg', buffer: post.photo.bytes });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Image Alt').fill('A tabby on a ferry landing');
  await page
    .getByRole('button', { name: /^Today/ })
    .first()
    .click();
  await page.getByLabel('Author').fill('Rosa Delgado');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: post.category }).click();
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('We met them at the landing, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('all three of them');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await publish(page);
}

test('a post written with a category, a photo and bold words is a file of content/blog and a page the blog lists with its photo', async ({
  admin,
  cms,
  open,
}) => {
  const { page } = admin;
  const before = cms.posts();
  const category = JSON.parse(readFileSync(path.join(cms.site.content, 'pages', 'blog.json'), 'utf8')).categories.at(
    -1,
  ).name;
  // A phone's photo named like a photo another post already uses.
  const used = content().blog[0].image;
  const folder = path.posix.dirname(used);
  const clashBytes = readFileSync(path.join(cms.site.content, 'images', used));
  const title = 'A Walk With the Ferry Cats';
  await writePost(page, { title, category, photo: { name: path.posix.basename(used), bytes: clashBytes } });
  const added = cms.posts().find((f) => !before.includes(f));
  expect(added, 'a new file in content/blog').toBeTruthy();
  const text = readFileSync(path.join(cms.site.content, 'blog', added!), 'utf8');
  expect(text).toMatch(new RegExp(`^category: ${category}$`, 'm'));
  expect(text).toMatch(/\*\*all three of them\*\*/);
  const image = new RegExp(`^image: (${folder}/\\S+)$`, 'm').exec(text)?.[1];
  expect(image, `the photo gets a name of its own in ${folder}/`).toBeTruthy();
  expect(image).not.toBe(used);
  expect(existsSync(path.join(cms.site.content, 'images', image!)), `${image} is written`).toBe(true);
  expect(
    readFileSync(path.join(cms.site.content, 'images', used)).equals(clashBytes),
    "the other post's photo is untouched",
  ).toBe(true);
  const id = /^id: (\d+)$/m.exec(text)?.[1];
  expect(added, 'the post is numbered without the editor choosing one').toMatch(new RegExp(`^${id}-`));
  await cms.served(`/blog/${id}`);
  const list = await open();
  await list.page.goto('/blog');
  const img = list.page
    .locator('article, li')
    .filter({ has: list.page.getByRole('link', { name: title }) })
    .first()
    .locator('img')
    .first();
  await img.scrollIntoViewIfNeeded();
  expect(
    await img.evaluate((el: HTMLImageElement) =>
      el.decode().then(
        () => el.naturalWidth,
        () => 0,
      ),
    ),
    "the card shows the post's photo",
  ).toBeGreaterThan(0);
  expect(admin.errors()).toEqual([]);
  expect(list.problems).toEqual([]);
});

test('on a phone (375 px) the form fits the screen and an editor writes a post with a photo and publishes it', async ({
  admin,
  cms,
}) => {
  const { page } = admin;
  await page.setViewportSize(MOBILE);
  const before = cms.posts();
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing to scroll sideways').toBe(
    MOBILE.width,
  );
  await page.goBack();
  const bytes = readFileSync(path.join(cms.site.content, 'images', content().blog[0].image));
  await writePost(page, {
    title: 'Written on a Phone',
    category: content().pages.blog.categories[0].name,
    photo: { name: 'IMG_0001.JPG', bytes },
  });
  const added = cms.posts().find((f) => !before.includes(f));
  expect(added, 'a new file in content/blog').toBeTruthy();
  expect(readFileSync(path.join(cms.site.content, 'blog', added!), 'utf8')).toMatch(/^image: \S+\/img-0001-\S+\.jpg$/m);
  expect(admin.errors()).toEqual([]);
});

test("Publish with a required field left empty shows the field's message and writes nothing", async ({
  admin,
  cms,
}) => {
  const { page } = admin;
  const before = cms.posts();
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title').fill('Only a title');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByText(/Excerpt is required/i).waitFor();
  expect(cms.posts()).toEqual(before);
  expect(admin.errors()).toEqual([]);
});

test('a price changed in the company form changes only its line of site.json, and the pages show the new price', async ({
  admin,
  cms,
}) => {
  const { page } = admin;
  const file = path.join(cms.site.content, 'site.json');
  const before = readFileSync(file, 'utf8');
  const old = JSON.parse(before).prices.perPerson as number;
  await go(page, '/collections/settings/entries/site');
  await page.getByLabel('Per Person', { exact: true }).fill(String(old + 5));
  await publish(page);
  // Every other line, and the order of every key, is as it was.
  expect(readFileSync(file, 'utf8')).toBe(before.replace(`"perPerson": ${old}`, `"perPerson": ${old + 5}`));
  await cms.served('/', (html) => html.includes(`$${old + 5}`));
  expect(admin.errors()).toEqual([]);
});

test('a page written is a page of its own, and the footer link to it is refused at the field until its address is right', async ({
  admin,
  cms,
}) => {
  const { page } = admin;
  const { title, slug } = unusedTitle('Cancellation Policy', cms.site.content);
  await go(page, '/collections/pages/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('When a tour can be cancelled or moved, and what comes back.');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('Cancel up to a day before the tour and the whole price comes back.');
  await publish(page);
  expect(existsSync(path.join(cms.site.content, 'pages', `${slug}.md`)), `content/pages/${slug}.md is written`).toBe(
    true,
  );
  await cms.served(`/${slug}`, (html) => html.includes(title));

  const menus = path.join(cms.site.content, 'menus.json');
  const before = readFileSync(menus, 'utf8');
  await go(page, '/collections/settings/entries/menus');
  // The form holds the file's data once the header's list counts its entries.
  await page
    .getByText(`${JSON.parse(before).header.items.length} items`, { exact: true })
    .first()
    .waitFor();
  // The footer's lists (the second list field of the form, after the header's items), then a link at the end of its first list.
  await page.getByRole('button', { name: 'Expand' }).nth(1).click();
  await page.getByRole('button', { name: 'Add items' }).nth(1).click();
  const label = page.getByRole('textbox', { name: 'Label', exact: true }).and(page.locator('[value=""]'));
  const item = page
    .locator('div')
    .filter({ has: label })
    .filter({ has: page.getByRole('textbox', { name: 'Href (optional)' }) })
    .last();
  // Held by its id: the locators above find the new item by its empty fields, which are soon filled.
  const href = page.locator(
    `[id="${await item.getByRole('textbox', { name: 'Href (optional)' }).getAttribute('id')}"]`,
  );
  // A slip of the keyboard: no such page, said at the field, and nothing is written.
  const slip = '/cancelation-policy';
  await setText(href, slip);
  await label.fill(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByText(`"${slip}" is not a page of the site`).waitFor();
  expect(readFileSync(menus, 'utf8')).toBe(before);
  await setText(href, `/${slug}`);
  await publish(page);
  const link = new RegExp(`<a [^>]*href="/${slug}"[^>]*>${title}</a>`);
  await cms.served('/', (html) => link.test(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''));
  expect(admin.errors()).toEqual([]);
});

test('a tour written is a file of content/tours, a page of its own and a card where tours are listed', async ({
  admin,
  cms,
}) => {
  const { page } = admin;
  const dir = path.join(cms.site.content, 'tours');
  const before = readdirSync(dir);
  const choose = page.getByRole('button', { name: 'Choose an image' });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const title = 'Greenwich Village Historical Cat Tour';
  await go(page, '/collections/tours/new');
  // What a public tour needs (the build says which of these a public tour lacks; the form cannot, as the private tour has none).
  const fields: [string, string][] = [
    ['Order', String(Math.max(...content().tours.map((t) => t.order)) + 1)],
    ['Title', title],
    ['Short Title', 'Greenwich Village'],
    ['Teaser', 'Washington Square, brownstones and the cats of the Village.'],
    ['Description', 'A walk through the Village and its cats, from Washington Square to the Hudson.'],
    ['Image Alt', 'A cat on a Village stoop'],
    ['Item Id', '999003'],
  ];
  for (const [label, value] of fields) await field(label).fill(value);
  await field('Kind').click();
  await page.getByRole('option', { name: 'public', exact: true }).click();
  await field('Max Group (optional)').fill('12');
  await field('Schedule (optional)').fill('Sundays at 11:00 AM');
  await field('Meeting Point (optional)').fill('Washington Square Park, by the arch.');
  await field('Title (optional)').fill(title);
  // The banner: a photo already in the library. Then the card's: one from the phone, uploaded last (Decap 3.16 forgets
  // a photo uploaded for one field when the library is opened for another before Publish).
  const banner = content().tours.find((t) => t.hero)!.hero!.image;
  await choose.last().click();
  await page.getByText(path.posix.basename(banner), { exact: true }).click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await field('Image Alt (optional)').fill('Brownstones along a quiet Village street');
  await choose.first().click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'IMG_2001.JPG',
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(cms.site.content, 'images', content().tours[0].image)),
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
  expect(added, 'one new file in content/tours').toHaveLength(1);
  const href = `/tours/${path.basename(added[0], '.md')}`;
  await cms.served(href, (html) => html.includes(title));
  await cms.served('/tours', (html) => html.includes(`href="${href}"`));
  expect(admin.errors()).toEqual([]);
});

// One entry of each folder collection and the files whose forms differ most (defaults, lists, objects, variants): a
// walk over every entry would take minutes. tests/client/formats.test.ts proves, for every file of content/, that what
// the CMS writes keeps every field, body and line.
test('entries opened and published unchanged leave every file of content/ as it was', async ({ admin, cms }) => {
  const { page } = admin;
  const content = cms.site.content;
  const files = () =>
    new Map(
      readdirSync(content, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !path.relative(content, e.parentPath).startsWith('images'))
        .map((e) => [
          path.relative(content, path.join(e.parentPath, e.name)),
          readFileSync(path.join(e.parentPath, e.name), 'utf8'),
        ]),
    );
  const first = (folder: string) =>
    readdirSync(path.join(content, folder))
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
    // Decap publishes only a form whose values differ from every version of the entry it has seen: a letter is added
    // and published, then, in the form loaded afresh, taken back and published, so the last save writes every value
    // of the form as it was.
    await go(page, entry);
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
  expect(
    [...before.keys()].filter((f) => after.get(f) !== before.get(f)),
    `published unchanged: ${entries.join(', ')}`,
  ).toEqual([]);
  expect(
    [...after.keys()].filter((f) => !before.has(f)),
    'no file added',
  ).toEqual([]);
  expect(admin.errors()).toEqual([]);
});

test('/admin/ loads nothing from another host', async ({ admin, cms }) => {
  const origin = new URL(cms.dev.url).origin;
  expect(admin.requests.filter((r) => /^https?:/.test(r) && new URL(r).origin !== origin)).toEqual([]);
  expect(admin.errors()).toEqual([]);
});
