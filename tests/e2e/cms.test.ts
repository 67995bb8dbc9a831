/**
 * The CMS at /admin/ (tests/helpers/cms.ts), walked as an editor walks it, on the worker's copy and dev server: a post
 * from a phone, a price, a page and its footer link refused until its address is right (a required field: the schema's
 * flag, pipeline/admin/config.test.ts). cms-forms.test.ts, on another worker, has the rest.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, MOBILE, expect, test } from '../helpers/browser.ts';
import { committed, decodedWidth, go, publish, setText } from '../helpers/cms.ts';
import { DevServer } from '../helpers/devServer.ts';
import { content, ROOT, unusedTitle } from '../helpers/site.ts';
import { tempSite } from '../fixtures/tempSite.ts';
import { GPS } from '../fixtures/companySite.ts';

// Each walk waits on the dev server's rebuilds after its saves.
test.describe.configure({ timeout: 180_000 });

/**
 * A 12-megapixel portrait photo as a phone stores it: 4,000 × 3,000 pixels turned a quarter with orientation 6, a
 * sensor's noise (which makes it as hard to compress as a real one), camera and GPS EXIF. `upright` is the picture.
 */
async function phonePhoto(): Promise<{ buffer: Buffer; upright: Buffer }> {
  const source = path.join(ROOT, 'content', 'images', content().tours[0].image);
  const upright = await sharp(source).resize(3000, 4000, { fit: 'cover' }).png().toBuffer();
  const { data, info } = await sharp(upright).rotate(-90).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, Math.max(0, data[i] + (Math.random() - 0.5) * 24));
  const buffer = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: GPS })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { buffer, upright };
}

async function writePost(
  page: Page,
  post: { title: string; category: string; photo: { name: string; buffer: Buffer } },
  beforePublish = async () => {},
) {
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title').fill(post.title);
  await page.getByLabel('Excerpt').fill('Three cats, one ferry landing and a very patient guide.');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles({ ...post.photo, mimeType: 'image/jpeg' });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Photo description').fill('A tabby on a ferry landing');
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
  await beforePublish();
  await publish(page);
}

test('/admin/ opened as npm run dev starts says the site is building, then reloads into the sign-in with the logo', async ({
  open,
}) => {
  const site = tempSite('he-cms-start-');
  const dev = await DevServer.start(['--out', path.join(site.root, 'dist'), '--content', site.content]);
  try {
    const { page, problems } = await open({ baseURL: dev.url });
    // The first answer read as it passes, before the page can reload (its body is gone once it has).
    const first = new Promise<[number, string]>((resolve) =>
      page.route(
        '/admin/',
        async (route) => {
          const response = await route.fetch();
          resolve([response.status(), await response.text()]);
          await route.fulfill({ response });
        },
        { times: 1 },
      ),
    );
    await page.goto('/admin/', { waitUntil: 'commit' });
    const [status, body] = await first;
    expect(status).toBe(200);
    expect(body, 'the first answer, while the first build runs').toContain('Building the site');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 120_000 });
    await expect(page).toHaveTitle(`Edit ${content().site.name}`);
    // The company's logo (which file: pipeline/admin/built.test.ts) shows, and Decap's credit under the button is hidden.
    expect(await decodedWidth(page.getByRole('img', { name: 'Logo' }))).toBeGreaterThan(0);
    await expect(page.locator('[class*="-NetlifyCreditIcon"]')).toBeHidden();
    expect(problems).toEqual([]);
  } finally {
    await dev.stop();
    site.remove();
  }
});

// One post written on a phone: the form at 375 px, a phone's photo, and that photo named like one another post uses.
test('on a phone a post with a category, bold words and a photo is a file and a listed page', async ({
  admin,
  cms,
  open,
}) => {
  const { page } = admin;
  await page.setViewportSize(MOBILE);
  await go(page, '/collections/blog');
  const before = cms.list('blog');
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title').waitFor();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(sideways, 'nothing to scroll sideways').toBe(MOBILE.width);
  await page.goBack();
  const category = JSON.parse(cms.read('pages/blog.json')).categories.at(-1).name;
  // A post's JPEG, whose name the phone's JPEG takes (any post's photo when none is a JPEG: the name then differs).
  const shown = content().blog.map((p) => p.image);
  const used = shown.find((s) => /\.jpe?g$/i.test(s)) ?? shown[0];
  const photo = () => readFileSync(path.join(cms.site.content, 'images', used));
  const original = photo();
  const { buffer, upright } = await phonePhoto();
  const title = 'A Walk With the Ferry Cats';
  // The preview (a pane of wider screens) shows the post's photo before it is published, as the site does.
  const previewed = async () => {
    await page.setViewportSize(DESKTOP);
    const img = page.frameLocator('iframe').first().locator('.post-image img');
    await expect(img).toBeVisible();
    expect(await decodedWidth(img)).toBeGreaterThan(0);
    await page.setViewportSize(MOBILE);
  };
  await writePost(
    page,
    { title, category, photo: { name: path.posix.basename(used).replace(/\.\w+$/, '.jpg'), buffer } },
    previewed,
  );
  const added = cms.list('blog').find((f) => !before.includes(f))!;
  expect(added, 'a new file in content/blog').toBeTruthy();
  const text = cms.read(`blog/${added}`);
  expect(text).toMatch(new RegExp(`^category: ${category}$`, 'm'));
  expect(text).toMatch(/\*\*all three of them\*\*/);
  const named = new RegExp(`^image: (${path.posix.dirname(used)}/\\S+)$`, 'm').exec(text)?.[1] ?? used;
  expect(named, 'the photo gets a name of its own in its folder').not.toBe(used);
  expect(photo().equals(original), "the other post's photo is untouched").toBe(true);
  // Its long edge 2,400 px, upright, with nothing but the picture: no EXIF (GPS position included), no profile.
  const file = path.join(cms.site.content, 'images', named);
  expect(await committed(file)).toEqual({
    ...{ width: 1800, height: 2400, format: 'jpeg', gps: false },
    ...{ orientation: undefined, exif: undefined, icc: undefined, xmp: undefined, iptc: undefined },
  });
  const bytes = statSync(file).size;
  expect(bytes, 'a 12-megapixel photo is committed at most 1.5 MB').toBeLessThanOrEqual(1_500_000);
  const look = (b: Buffer | string) => sharp(b).greyscale().resize(90, 120, { fit: 'fill' }).raw().toBuffer();
  const [a, b] = await Promise.all([look(file), look(upright)]);
  const off = a.reduce((n, v, i) => n + Math.abs(v - b[i]), 0) / a.length;
  expect(off, 'the committed photo is the picture upright').toBeLessThan(10);
  console.log(
    `the phone photo: ${buffer.length} bytes at 4000 × 3000 with GPS; committed ${bytes} bytes at 1800 × 2400`,
  );
  const id = /^id: (\d+)$/m.exec(text)?.[1];
  expect(added, 'the post is numbered without the editor choosing one').toMatch(new RegExp(`^${id}-`));
  await cms.served(`/blog/${id}`);
  const list = await open({ baseURL: cms.dev.url });
  await list.page.goto('/blog');
  const card = list.page.locator('article, li').filter({ has: list.page.getByRole('link', { name: title }) });
  const img = card.first().locator('img').first();
  await img.scrollIntoViewIfNeeded();
  expect(await decodedWidth(img), "the card shows the post's photo").toBeGreaterThan(0);
  expect(list.problems).toEqual([]);
});

test('a price changed changes only its line of site.json and shows on the pages', async ({ admin: { page }, cms }) => {
  const before = cms.read('site.json');
  const old = JSON.parse(before).prices.perPerson as number;
  await go(page, '/collections/settings/entries/site');
  await page.getByLabel('Per person', { exact: true }).fill(String(old + 5));
  await publish(page);
  // Every other line, and the order of every key, is as it was.
  expect(cms.read('site.json')).toBe(before.replace(`"perPerson": ${old}`, `"perPerson": ${old + 5}`));
  await cms.served('/', (html) => html.includes(`$${old + 5}`));
});

test('a page written is served; a footer link to it is refused until its address is right', async ({
  admin: { page },
  cms,
}) => {
  const { title, slug } = unusedTitle('Cancellation Policy', cms.site.content);
  await go(page, '/collections/pages/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('When a tour can be cancelled or moved, and what comes back.');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('Cancel up to a day before the tour and the whole price comes back.');
  await publish(page);
  expect(cms.list('pages'), `content/pages/${slug}.md is written`).toContain(`${slug}.md`);
  await cms.served(`/${slug}`, (html) => html.includes(title));

  const before = cms.read('menus.json');
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
  const hrefs = page.getByRole('textbox', { name: 'Link (optional)' });
  const item = page.locator('div').filter({ has: label }).filter({ has: hrefs }).last();
  // Held by its id: the locators above find the new item by its empty fields, which are soon filled.
  const href = page.locator(
    `[id="${await item.getByRole('textbox', { name: 'Link (optional)' }).getAttribute('id')}"]`,
  );
  // A slip of the keyboard: no such page, said at the field, and nothing is written.
  await setText(href, '/cancelation-policy');
  await label.fill(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByText('"/cancelation-policy" is not a page of the site').waitFor();
  expect(cms.read('menus.json')).toBe(before);
  await setText(href, `/${slug}`);
  await publish(page);
  const link = new RegExp(`<a [^>]*href="/${slug}"[^>]*>${title}</a>`);
  await cms.served('/', (html) => link.test(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''));
});
