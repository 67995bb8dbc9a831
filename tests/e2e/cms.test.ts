/**
 * The CMS at /admin/, driven in Chromium as an editor drives it, with the
 * dev server's local backend on a copy of the repository (tempSite), offline.
 * Any console error fails a test.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, MOBILE, openPage, type Watched } from '../helpers/browser.ts';
import { content, ROOT } from '../helpers/site.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** Starting the dev server: its first build, and on a first run the local backend's install. */
const START_MS = 180_000;
/** One step of the editor's (a click, an upload, a save), on a busy machine. */
const STEP_MS = 60_000;

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = STEP_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await check();
    if (got !== undefined) return got;
    if (Date.now() > deadline) assert.fail(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the CMS at /admin/ with the local backend', () => {
  let site: TempSite;
  let dev: ChildProcess;
  let output = '';
  let url = '';
  let browser: Browser;
  const opened: Watched[] = [];

  before(async () => {
    site = tempSite('he-cms-', { copiedImages: true });
    dev = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'dev', 'dev.ts'),
        '--port',
        '0',
        '--out',
        path.join(site.root, 'dist'),
        '--content',
        site.content,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    dev.stdout!.on('data', (d) => (output += d));
    dev.stderr!.on('data', (d) => (output += d));
    [browser, url] = await Promise.all([
      launch(),
      until('the dev server', () => /Serving .* at (http\S+)/.exec(output)?.[1], START_MS),
    ]);
  });
  after(async () => {
    await Promise.all(opened.map((w) => w.context.close().catch(() => {})));
    await browser?.close();
    dev?.kill('SIGTERM');
    site?.remove();
  });

  /** /admin/ signed in to the local backend, with every request it makes recorded. */
  async function admin(viewport?: { width: number; height: number }): Promise<Watched & { requests: string[] }> {
    const w = await openPage(browser, { baseURL: url, viewport });
    opened.push(w);
    const requests: string[] = [];
    w.page.on('request', (r) => requests.push(r.url()));
    await w.page.goto('/admin/');
    await w.page.getByRole('button', { name: 'Login' }).click({ timeout: STEP_MS });
    await w.page.getByRole('heading', { name: 'Blog posts' }).waitFor({ timeout: STEP_MS });
    return { ...w, requests };
  }

  const errors = (w: Watched) => w.problems.filter((p) => !p.startsWith('warning:'));
  const posts = () => readdirSync(path.join(site.content, 'blog')).sort();
  const status = async () =>
    (await (await fetch(`${url}/__dev/status`)).json()) as {
      generation: number;
      builds: number;
      building: boolean;
      waiting: boolean;
      failure: string | null;
    };

  /** Writes a post through the form as an editor does, with a photo, bold words and today's date, and publishes it. */
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
    await page.getByRole('button', { name: 'Choose selected' }).click({ timeout: STEP_MS });
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
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
  }

  it('a post written in the CMS with a category, a photo and bold words is a file of content/blog and a page the blog lists with its photo', async () => {
    const w = await admin();
    const { page } = w;
    const before = posts();
    const built = (await status()).generation;
    const category = (
      JSON.parse(readFileSync(path.join(site.content, 'pages', 'blog.json'), 'utf8')) as {
        categories: { name: string }[];
      }
    ).categories.at(-1)!.name;
    // A phone's photo named like a photo another post already uses.
    const used = content().blog[0].image;
    const clash = path.posix.basename(used);
    const folder = path.posix.dirname(used);
    const clashBytes = readFileSync(path.join(site.content, 'images', used));
    const title = 'A Walk With the Ferry Cats';

    await writePost(page, { title, category, photo: { name: clash, bytes: clashBytes } });

    const added = await until('the new post file', () => posts().find((f) => !before.includes(f)));
    const text = readFileSync(path.join(site.content, 'blog', added), 'utf8');
    assert.match(text, new RegExp(`^category: ${category}$`, 'm'));
    assert.match(text, /\*\*all three of them\*\*/);
    const image = new RegExp(`^image: (${folder}/\\S+)$`, 'm').exec(text)?.[1];
    assert.ok(image && image !== used, `the photo gets a name of its own in ${folder}/, not ${clash}: ${text}`);
    assert.ok(existsSync(path.join(site.content, 'images', image)), `${image} is written`);
    assert.deepEqual(
      readFileSync(path.join(site.content, 'images', used)),
      clashBytes,
      "the other post's photo is untouched",
    );
    const id = /^id: (\d+)$/m.exec(text)?.[1];
    assert.ok(id && added.startsWith(`${id}-`), `the post is numbered without the editor choosing one: ${added}`);

    const done = await until('the rebuild', async () => {
      const s = await status();
      return s.generation > built && !s.building && !s.waiting ? s : undefined;
    });
    assert.equal(done.failure, null);
    const list = await openPage(browser, { baseURL: url });
    opened.push(list);
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
    assert.equal((await list.page.goto(`/blog/${id}`))?.status(), 200);
    assert.deepEqual(errors(w), []);
    assert.deepEqual(errors(list), []);
  });

  it('on a phone (375 px) the form fits the screen and an editor writes a post with a photo and publishes it', async () => {
    const w = await admin(MOBILE);
    const before = posts();
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
      bytes: readFileSync(path.join(site.content, 'images', content().blog[0].image)),
    };
    await writePost(w.page, { title: 'Written on a Phone', category: content().pages.blog.categories[0].name, photo });
    const added = await until('the post written on a phone', () => posts().find((f) => !before.includes(f)));
    assert.match(readFileSync(path.join(site.content, 'blog', added), 'utf8'), /^image: \S+\/img-0001-\S+\.jpg$/m);
    assert.deepEqual(errors(w), []);
  });

  it("Publish with a required field left empty shows the field's message and writes nothing", async () => {
    const w = await admin();
    const { page } = w;
    const before = posts();
    await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await page.getByText(/Excerpt is required/i).waitFor({ timeout: STEP_MS });
    assert.deepEqual(posts(), before);
    assert.deepEqual(errors(w), []);
  });

  it('a price changed in the company form changes only its line of site.json, and the pages show the new price', async () => {
    const w = await admin();
    const { page } = w;
    const file = path.join(site.content, 'site.json');
    const before = readFileSync(file, 'utf8');
    const old = (JSON.parse(before) as { prices: { perPerson: number } }).prices.perPerson;
    const built = (await status()).generation;
    await page.goto('/admin/#/collections/settings/entries/site');
    await page.getByLabel('Per Person', { exact: true }).fill(String(old + 5));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const after = await until('site.json saved', () => {
      const text = readFileSync(file, 'utf8');
      return text !== before ? text : undefined;
    });
    assert.equal(
      after,
      before.replace(`"perPerson": ${old}`, `"perPerson": ${old + 5}`),
      'every other line, and the order of every key, is as it was',
    );
    await until('the rebuild', async () => {
      const s = await status();
      return s.generation > built && !s.building && !s.waiting ? s : undefined;
    });
    assert.equal((await status()).failure, null);
    const home = await (await fetch(`${url}/`)).text();
    assert.ok(home.includes(`$${old + 5}`), 'the home page quotes the new price');
    assert.deepEqual(errors(w), []);
  });

  it('/admin/ loads nothing from another host', async () => {
    const w = await admin();
    const origin = new URL(url).origin;
    assert.deepEqual(
      w.requests.filter((r) => /^https?:/.test(r) && new URL(r).origin !== origin),
      [],
    );
    assert.deepEqual(errors(w), []);
  });
});
