/**
 * The CMS at /admin/ (tests/helpers/cms.ts): blog posts written as an editor
 * writes them, on a phone too, a post refused for a missing field, a price,
 * a page and a footer link to it, and /admin/ reaching no other host. Tours
 * and entries published unchanged: cms-entries.test.ts, on a dev server of
 * its own.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { MOBILE } from '../helpers/browser.ts';
import { cmsSuite, go, publish, setText } from '../helpers/cms.ts';
import { content, unusedTitle } from '../helpers/site.ts';

describe('the CMS at /admin/: posts, pages and prices', () => {
  const cms = cmsSuite();

  async function writePost(
    page: Page,
    { title, category, photo }: { title: string; category: string; photo: { name: string; bytes: Buffer } },
  ): Promise<void> {
    await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Three cats, one ferry landing and a very patient guide.');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.bytes });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByLabel('Image Alt').fill('A tabby on a ferry landing');
    await page
      .getByRole('button', { name: /^Today/ })
      .first()
      .click();
    await page.getByLabel('Author').fill('Rosa Delgado');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: category }).click();
    const editor = page.locator('[data-slate-editor]');
    await editor.click();
    await page.keyboard.type('We met them at the landing, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('all three of them');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await publish(page);
  }

  it('a post written in the CMS with a category, a photo and bold words is a file of content/blog and a page the blog lists with its photo', async () => {
    const w = await cms.admin();
    const { page } = w;
    const before = cms.posts();
    const category = (
      JSON.parse(readFileSync(path.join(cms.content, 'pages', 'blog.json'), 'utf8')) as {
        categories: { name: string }[];
      }
    ).categories.at(-1)!.name;
    // A phone's photo named like a photo another post already uses.
    const used = content().blog[0].image;
    const clash = path.posix.basename(used);
    const folder = path.posix.dirname(used);
    const clashBytes = readFileSync(path.join(cms.content, 'images', used));
    const title = 'A Walk With the Ferry Cats';

    await writePost(page, { title, category, photo: { name: clash, bytes: clashBytes } });

    const added = cms.posts().find((f) => !before.includes(f));
    assert.ok(added, 'a new file in content/blog');
    const text = readFileSync(path.join(cms.content, 'blog', added), 'utf8');
    assert.match(text, new RegExp(`^category: ${category}$`, 'm'));
    assert.match(text, /\*\*all three of them\*\*/);
    const image = new RegExp(`^image: (${folder}/\\S+)$`, 'm').exec(text)?.[1];
    assert.ok(image && image !== used, `the photo gets a name of its own in ${folder}/, not ${clash}: ${text}`);
    assert.ok(existsSync(path.join(cms.content, 'images', image)), `${image} is written`);
    assert.deepEqual(
      readFileSync(path.join(cms.content, 'images', used)),
      clashBytes,
      "the other post's photo is untouched",
    );
    const id = /^id: (\d+)$/m.exec(text)?.[1];
    assert.ok(id && added.startsWith(`${id}-`), `the post is numbered without the editor choosing one: ${added}`);

    await cms.served(`/blog/${id}`);
    const list = await cms.watched();
    await list.page.goto('/blog');
    const card = list.page
      .locator('article, li')
      .filter({ has: list.page.getByRole('link', { name: title }) })
      .first();
    const img = card.locator('img').first();
    await img.scrollIntoViewIfNeeded();
    assert.ok(
      await img.evaluate((el: HTMLImageElement) =>
        el.decode().then(
          () => el.naturalWidth,
          () => 0,
        ),
      ),
      "the card shows the post's photo",
    );
    assert.deepEqual(cms.errors(w), []);
    assert.deepEqual(cms.errors(list), []);
  });

  it('on a phone (375 px) the form fits the screen and an editor writes a post with a photo and publishes it', async () => {
    const w = await cms.admin(MOBILE);
    const before = cms.posts();
    await w.page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
    await w.page.getByLabel('Title').waitFor();
    assert.equal(
      await w.page.evaluate(() => document.documentElement.scrollWidth),
      MOBILE.width,
      'nothing to scroll sideways',
    );
    await w.page.goBack();
    const photo = {
      name: 'IMG_0001.JPG',
      bytes: readFileSync(path.join(cms.content, 'images', content().blog[0].image)),
    };
    await writePost(w.page, { title: 'Written on a Phone', category: content().pages.blog.categories[0].name, photo });
    const added = cms.posts().find((f) => !before.includes(f));
    assert.ok(added, 'a new file in content/blog');
    assert.match(readFileSync(path.join(cms.content, 'blog', added), 'utf8'), /^image: \S+\/img-0001-\S+\.jpg$/m);
    assert.deepEqual(cms.errors(w), []);
  });

  it("Publish with a required field left empty shows the field's message and writes nothing", async () => {
    const w = await cms.admin();
    const { page } = w;
    const before = cms.posts();
    await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await page.getByText(/Excerpt is required/i).waitFor();
    assert.deepEqual(cms.posts(), before);
    assert.deepEqual(cms.errors(w), []);
  });

  it('a price changed in the company form changes only its line of site.json, and the pages show the new price', async () => {
    const w = await cms.admin();
    const { page } = w;
    const file = path.join(cms.content, 'site.json');
    const before = readFileSync(file, 'utf8');
    const old = (JSON.parse(before) as { prices: { perPerson: number } }).prices.perPerson;
    await go(page, '/collections/settings/entries/site');
    await page.getByLabel('Per Person', { exact: true }).fill(String(old + 5));
    await publish(page);
    const after = readFileSync(file, 'utf8');
    assert.equal(
      after,
      before.replace(`"perPerson": ${old}`, `"perPerson": ${old + 5}`),
      'every other line, and the order of every key, is as it was',
    );
    const home = await cms.served('/', (html) => html.includes(`$${old + 5}`));
    assert.ok(home.includes(`$${old + 5}`), 'the home page quotes the new price');
    assert.deepEqual(cms.errors(w), []);
  });

  it('a page written in the CMS is a page of its own, and the footer link to it is refused at the field until its address is right', async () => {
    const w = await cms.admin();
    const { page } = w;
    const { title, slug } = unusedTitle('Cancellation Policy', cms.content);
    const file = path.join(cms.content, 'pages', `${slug}.md`);
    await go(page, '/collections/pages/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('When a tour can be cancelled or moved, and what comes back.');
    await page.locator('[data-slate-editor]').click();
    await page.keyboard.type('Cancel up to a day before the tour and the whole price comes back.');
    await publish(page);
    assert.ok(existsSync(file), `content/pages/${slug}.md is written`);
    await cms.served(`/${slug}`, (html) => html.includes(title));

    const menus = path.join(cms.content, 'menus.json');
    const before = readFileSync(menus, 'utf8');
    await go(page, '/collections/settings/entries/menus');
    // The form holds the file's data once the header's list counts its entries.
    await page
      .getByText(`${(JSON.parse(before) as { header: { items: unknown[] } }).header.items.length} items`, {
        exact: true,
      })
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
    // A slip of the keyboard: no such page, said at the field, and nothing is written.
    const slip = '/cancelation-policy';
    // Held as an element: the locators above find the new item by its empty fields, which are soon filled.
    const href = (await item.getByRole('textbox', { name: 'Href (optional)' }).elementHandle())!;
    await setText(href, slip);
    await label.fill(title);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await page.getByText(`"${slip}" is not a page of the site`).waitFor();
    assert.equal(readFileSync(menus, 'utf8'), before);
    await setText(href, `/${slug}`);
    await publish(page);
    const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    const link = new RegExp(`<a [^>]*href="/${slug}"[^>]*>${title}</a>`);
    await cms.served('/', (html) => link.test(footer(html)));
    assert.deepEqual(cms.errors(w), []);
  });

  it('/admin/ loads nothing from another host', async () => {
    const w = await cms.admin();
    const origin = new URL(cms.url).origin;
    assert.deepEqual(
      w.requests.filter((r) => /^https?:/.test(r) && new URL(r).origin !== origin),
      [],
    );
    assert.deepEqual(cms.errors(w), []);
  });
});
