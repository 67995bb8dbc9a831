/** The CMS at /admin/ as an editor drives it, the dev server's local backend on a copy (tempSite): fixtures and steps. */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasGpsPosition } from '../../src/lib/gps.ts';
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { DevServer } from './devServer.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** One step of the editor's (a click, an upload, a save), on a busy machine. */
const STEP_MS = 60_000;

export interface Cms {
  site: TempSite;
  dev: DevServer;
  /** The browser's storage once signed in to the CMS, which the `admin` fixture's pages start with. */
  signedIn: BrowserContextOptions['storageState'];
  /** A file of the copy's content/ (`rel`: "site.json"), its text, or its folder's file names with `list`. */
  read(rel: string): string;
  list(rel: string): string[];
  /**
   * What a publish leads to, as the dev server serves it: waits until `pathname` answers with a page `check` accepts
   * (a failed build with nothing left to build fails at once), then until the server is idle with its last build passed.
   */
  served(pathname: string, check?: (html: string) => boolean): Promise<void>;
}

/**
 * One copy of the repository and one dev server on it for a worker's CMS walks (the `cms` fixture of
 * tests/helpers/browser.ts), signed in once: each load of the CMS costs seconds of the machine's time.
 */
export async function cmsFixture({ browser }: { browser: Browser }, use: (cms: Cms) => Promise<void>): Promise<void> {
  const site = tempSite('he-cms-', { copiedImages: true });
  // Its first build, and on a first run the local backend's install.
  const dev = await DevServer.start(['--out', path.join(site.root, 'dist'), '--content', site.content], 180_000);
  await dev.waitFor(/^Serving .* at /m, 180_000);
  const context = await browser.newContext({ baseURL: dev.url });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Blog posts' }).waitFor({ timeout: STEP_MS });
  const signedIn = await context.storageState();
  await context.close();
  await use({
    site,
    dev,
    signedIn,
    read: (rel) => readFileSync(path.join(site.content, rel), 'utf8'),
    list: (rel) => readdirSync(path.join(site.content, rel)).sort(),
    async served(pathname, check = () => true) {
      const look = async () => {
        const r = await fetch(`${dev.url}${pathname}`);
        if (r.status === 200 && check(await r.text())) return 'served';
        const s = await dev.status();
        return !s.building && !s.waiting && s.failure ? `the dev server's build failed: ${s.failure}` : 'waiting';
      };
      await expect
        .poll(look, { message: `${pathname} as published`, timeout: STEP_MS, intervals: [100] })
        .not.toBe('waiting');
      expect(await look()).toBe('served');
      expect((await dev.idle(STEP_MS)).failure).toBeNull();
    },
  });
  await dev.stop();
  // Its build process may still be writing as it stops: retried, as rm -rf would be by hand.
  rmSync(site.root, { recursive: true, force: true, maxRetries: 5 });
}

/**
 * The test's page, signed in, its first go() loading the CMS (so a walk loads it once); a console error, failed
 * request or request to another host fails the test.
 */
export async function adminFixture<W extends { page: Page; problems: string[] }>(
  { w, cms }: { w: W; cms: Cms },
  use: (admin: W) => Promise<void>,
): Promise<void> {
  const { page } = w;
  page.context().setDefaultTimeout(STEP_MS);
  const failed: string[] = [];
  const origin = new URL(cms.dev.url).origin;
  page.on(
    'request',
    (r) => /^https?:/.test(r.url()) && new URL(r.url()).origin !== origin && failed.push(`another host: ${r.url()}`),
  );
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.request().method()} ${r.url()}`));
  // A request cut short because the page moved on (net::ERR_ABORTED) is no failure.
  page.on(
    'requestfailed',
    (r) => !r.failure()?.errorText.includes('ERR_ABORTED') && failed.push(`${r.failure()?.errorText} ${r.url()}`),
  );
  await use(w);
  expect(
    [...w.problems.filter((p) => !p.startsWith('warning:')), ...failed],
    'console errors and failed requests',
  ).toEqual([]);
}

/** Presses Publish, then Publish now, and waits for the local backend's answer to the save (the files are then all written). */
export async function publish(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1') && /"action":"persistEntry"/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  expect((await saved).status(), 'the local backend wrote the entry').toBe(200);
}

/** Opens a view of the CMS by its address after the "#", loaded afresh: one opened from another shows its state at first. */
export async function go(page: Page, route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/admin#${route}`);
}

/** Sets a text field's value, focused first: Decap puts the caret back on focus, so a fill without it adds to the text. */
export async function setText(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.fill(text);
  await expect(field).toHaveValue(text);
}

/** The width an image decodes at, or 0 when it cannot be decoded: whether it shows a picture. */
export const decodedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) =>
    el.decode().then(
      () => el.naturalWidth,
      () => 0,
    ),
  );

/** A committed photo's size, format and what it carries besides the picture. */
export async function committed(file: string) {
  const { width, height, format, orientation, exif, icc, xmp, iptc } = await sharp(file).metadata();
  return { width, height, format, orientation, exif, icc, xmp, iptc, gps: hasGpsPosition(exif) };
}
