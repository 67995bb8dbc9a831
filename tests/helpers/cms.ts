/**
 * The CMS at /admin/, driven in Chromium as an editor drives it, with the dev
 * server's local backend on a copy of the repository (tempSite), offline.
 * Each CMS test file gets a copy and a dev server of its own (on a free port,
 * its local backend on the same address), so its walks run beside another
 * file's. Any console error, and any failed request, fails a walk.
 */
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, ElementHandle, Locator, Page } from 'playwright-core';
import { launch, openPage, type Watched } from './browser.ts';
import { DevServer } from './devServer.ts';
import { until } from './settle.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** Starting the dev server: its first build, and on a first run the local backend's install. */
const START_MS = 180_000;
/** One step of the editor's (a click, an upload, a save), on a busy machine. */
const STEP_MS = 60_000;

export function cmsSuite() {
  let site: TempSite;
  let dev: DevServer;
  let url = '';
  let browser: Browser;
  const opened: Watched[] = [];
  const failed = new Map<Watched, string[]>();

  before(async () => {
    site = tempSite('he-cms-', { copiedImages: true });
    dev = new DevServer(['--port', '0', '--out', path.join(site.root, 'dist'), '--content', site.content]);
    [browser, [, url]] = await Promise.all([launch(), dev.waitFor(/Serving .* at (http\S+)/, START_MS)]);
    dev.url = url;
  });
  after(async () => {
    await Promise.all(opened.map((w) => w.context.close().catch(() => {})));
    await browser?.close();
    await dev?.stop();
    // Its build process may still be writing as it stops: retried, as rm -rf would be by hand.
    if (site) rmSync(site.root, { recursive: true, force: true, maxRetries: 5 });
  });

  /** A page of the dev server, its console and its failed requests (with their addresses, which the console omits) watched. */
  async function watched(viewport?: { width: number; height: number }): Promise<Watched> {
    const w = await openPage(browser, { baseURL: url, viewport });
    // Every step an editor takes (a load, a click, an upload, a save) may take this long on a busy machine.
    w.context.setDefaultTimeout(STEP_MS);
    opened.push(w);
    const list: string[] = [];
    w.page.on('response', (r) => {
      if (r.status() >= 400) list.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    // A request cut short because the page moved on (net::ERR_ABORTED) is no failure.
    w.page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      if (!why.includes('ERR_ABORTED')) list.push(`${why} ${r.method()} ${r.url()}`);
    });
    failed.set(w, list);
    return w;
  }

  return {
    get content() {
      return site.content;
    },
    get url() {
      return url;
    },
    watched,
    /** /admin/ signed in to the local backend, with every request it makes recorded. */
    async admin(viewport?: { width: number; height: number }): Promise<Watched & { requests: string[] }> {
      const w = await watched(viewport);
      const requests: string[] = [];
      w.page.on('request', (r) => requests.push(r.url()));
      await w.page.goto('/admin/');
      await w.page.getByRole('button', { name: 'Login' }).click();
      await w.page.getByRole('heading', { name: 'Blog posts' }).waitFor();
      return { ...w, requests };
    },
    /** Console errors, and every request that failed. */
    errors: (w: Watched) => [...w.problems.filter((p) => !p.startsWith('warning:')), ...(failed.get(w) ?? [])],
    posts: () => readdirSync(path.join(site.content, 'blog')).sort(),
    /**
     * What a publish leads to, as the dev server serves it: waits until `pathname` answers with a page `check`
     * accepts, then until the dev server is idle, and says its last build passed. Returns the page.
     */
    async served(pathname: string, check: (html: string) => boolean = () => true): Promise<string> {
      const html = await until(
        `${pathname} as published`,
        async () => {
          const r = await fetch(`${url}${pathname}`);
          const text = await r.text();
          if (r.status === 200 && check(text)) return text;
          // A build that failed with nothing left to build is an answer too.
          const s = await dev.status();
          if (!s.building && !s.waiting && s.failure) assert.fail(`the dev server's build failed: ${s.failure}`);
          return undefined;
        },
        STEP_MS,
        undefined,
        100,
      );
      assert.equal((await dev.idle(STEP_MS)).failure, null);
      return html;
    },
  };
}

/** Presses Publish, then Publish now, and waits for the local backend's answer to the save (the files are then all written). */
export async function publish(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1') && /"action":"persistEntry"/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  assert.equal((await saved).status(), 200, 'the local backend wrote the entry');
}

/**
 * Opens a view of the CMS by its address after the "#", loaded afresh: an entry's form opened from another entry's
 * shows that entry's state, empty, until its file is read, where a fresh load shows the form once it holds the file.
 * (The dev server serves /admin/ at /admin; the sign-in is remembered.)
 */
export async function go(page: Page, route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/admin#${route}`);
}

/**
 * Sets a text field's value. Decap's text field puts the caret back where it was when it takes focus, after
 * Playwright has selected its text, so a fill into a field without focus adds to its text instead of replacing it.
 */
export async function setText(field: Locator | ElementHandle, text: string): Promise<void> {
  await field.focus();
  await field.fill(text);
  assert.equal(await field.inputValue(), text);
}
