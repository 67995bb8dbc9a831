/**
 * npm run dev against an open page in Chromium: however a post is saved (in place, renamed over the file as git and
 * editors' safe write do, broken and fixed, undone, several saves at once or while a rebuild runs, a post added or
 * deleted), the page shows the last save, or the build's errors over the page, within BOUND_MS (the target is under
 * a second; each latency is printed). What the dev server wrote must equal a fresh build of the same content, built
 * with the dev build process's own options. The dev server runs on a copy of content/ (images linked, never copied).
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';
import { forgetParsed } from '../../src/content/loader.ts';
import { fullBuild, workerOptions } from '../../dev/worker.ts';
import { cspViolations, expect, recordCsp, test, watch, type Watched } from '../helpers/browser.ts';
import { ROOT } from '../helpers/site.ts';
import { DevServer } from '../helpers/devServer.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** Generous, so a busy 2-core machine does not fail the test; the measured latencies tell how fast it really is. */
const BOUND_MS = 10_000;

const BLOG = path.join(ROOT, 'content', 'blog');
const POST_NAME = readdirSync(BLOG)
  .filter((f) => f.endsWith('.md'))
  .sort()[2];
const ORIGINAL = readFileSync(path.join(BLOG, POST_NAME), 'utf8');
const POST_ROUTE = `/blog/${/^id:\s*(\d+)\s*$/m.exec(ORIGINAL)![1]}`;
const POST_REL = `content/blog/${POST_NAME}`;
// Read as YAML: the CMS writes a title unquoted, and folds a long one over lines.
const ORIGINAL_TITLE = String(matter(ORIGINAL).data.title);
const NEW_ID =
  Math.max(
    ...readdirSync(BLOG).map((f) => Number(/^id:\s*(\d+)/m.exec(readFileSync(path.join(BLOG, f), 'utf8'))?.[1] ?? 0)),
  ) + 1;

/** The post with a paragraph that says which save this is (markers of one length keep the file's size). */
const withMarker = (marker: string) => `${ORIGINAL.trimEnd()}\n\n${marker}\n`;
const MARKER = /DEVWATCH-[A-Z0-9-]+/g;

let site: TempSite;
let out: string;
let dev: DevServer;
let main: Watched;
const opened: Watched[] = [];
let tmpCount = 0;
/** Per step: from the save to the server's first line about it, and to the page showing it. */
const latencies: { step: string; server?: number; page: number }[] = [];

interface PageState {
  url: string;
  main: string;
  footer: string;
  /** The first post listed on /blog. */
  firstCard: string;
  /** The error dialog's text while it is open, else null. */
  error: string | null;
}

async function readPage(page: Page): Promise<PageState | undefined> {
  const state = await page
    .evaluate(() => {
      // A document still being parsed shows only its first part (the first cards of a list): not read.
      if (document.readyState === 'loading') return null;
      const dialog = document.getElementById('dev-build-error')?.shadowRoot?.querySelector('dialog');
      const text = (sel: string) => document.querySelector(sel)?.textContent ?? '';
      return {
        url: location.pathname,
        main: text('main'),
        footer: text('footer'),
        firstCard: text('#blog-posts > li'),
        error: dialog?.open ? (dialog.textContent ?? '') : null,
      };
    })
    .catch(() => null); // between two documents (a reload): the next look reads the new one
  return state ?? undefined;
}

const summary = (s: PageState | undefined) =>
  s
    ? `the page (${s.url}) shows markers [${s.main.match(MARKER)?.join(', ') ?? ''}], error ${s.error === null ? 'none' : JSON.stringify(s.error.slice(0, 300))}`
    : 'no page';

/** Waits until the page satisfies `check`, within BOUND_MS of `since`; records how long it took. */
async function expectPage(page: Page, step: string, check: (s: PageState) => boolean, since: number): Promise<void> {
  let last: PageState | undefined;
  const look = async () => {
    last = (await readPage(page)) ?? last;
    return last && check(last) ? 'shown' : summary(last);
  };
  await expect
    .poll(look, { message: step, timeout: Math.max(0, BOUND_MS - (performance.now() - since)), intervals: [15] })
    .toBe('shown');
  const printed = dev.chunks.find((t) => t > since);
  latencies.push({ step, server: printed && Math.round(printed - since), page: Math.round(performance.now() - since) });
}

/** The page shows this save (its marker, and no other) and no error. */
const showsMarker = (marker: string) => (s: PageState) =>
  s.error === null && s.url === POST_ROUTE && JSON.stringify(s.main.match(MARKER)) === JSON.stringify([marker]);
const showsError = (text: string) => (s: PageState) => !!s.error?.includes(text);

// Saving files the ways editors and git do.
const postFile = () => path.join(site.content, 'blog', POST_NAME);
function saveInPlace(file: string, text: string): number {
  writeFileSync(file, text);
  return performance.now();
}
/** A new file renamed over the old one (git checkout, vim, safe write); hidden and visible temporaries, as editors differ. */
function saveByRename(file: string, text: string): number {
  const n = tmpCount++;
  const tmp = n % 2 ? path.join(path.dirname(file), `.${path.basename(file)}.${n}.tmp`) : `${file}.${n}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
  return performance.now();
}

const COMPARED = /\.(html|xml|txt|json)$|^_(headers|redirects)$/;
const comparedFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPARED.test(path.basename(f)));

/** What the dev server wrote equals a fresh build of the same content. */
async function expectSameAsFreshBuild(when: string): Promise<void> {
  await dev.idle(BOUND_MS);
  // A fresh read of every Markdown file, whatever this process parsed before.
  forgetParsed(readdirSync(site.content, { recursive: true, encoding: 'utf8' }).map((f) => path.join(site.content, f)));
  const fresh = path.join(site.root, 'fresh-out');
  rmSync(fresh, { recursive: true, force: true });
  await fullBuild(workerOptions({ root: ROOT, contentDir: site.content, outDir: fresh }));
  const [devFiles, freshFiles] = [comparedFiles(out), comparedFiles(fresh)];
  const problems = [...new Set([...devFiles, ...freshFiles])].sort().flatMap((f) => {
    if (!devFiles.includes(f)) return [`${f}: missing from the dev output`];
    if (!freshFiles.includes(f)) return [`${f}: only in the dev output`];
    return readFileSync(path.join(out, f)).equals(readFileSync(path.join(fresh, f))) ? [] : [`${f}: differs`];
  });
  expect(problems, `${when}: the dev output differs from a fresh build`).toEqual([]);
  expect(freshFiles.length, 'files compared').toBeGreaterThan(30);
}

/** A page of the dev server (recording policy violations), open until the file's tests end unless closed. */
let newPage: (route: string) => Promise<Watched>;
/** Set when a step failed: the dev server's output is then printed to tell why. */
let failed = false;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  site = tempSite('devwatch-');
  out = path.join(site.root, 'dev-out');
  dev = await DevServer.start(['--out', out, '--content', site.content]);
  // Files are watched from this line on and the first full build is starting: this save lands while it runs.
  saveInPlace(postFile(), withMarker('DEVWATCH-FIRST-BUILD'));
  newPage = async (route) => {
    const context = await browser.newContext({ baseURL: dev.url });
    await recordCsp(context);
    const w = watch(await context.newPage());
    opened.push(w);
    // 'commit': the page may reload itself (a build finishing) before it would count as loaded.
    await w.page.goto(route, { waitUntil: 'commit' });
    return w;
  };
});

test.afterEach(() => {
  if (test.info().status !== test.info().expectedStatus) failed = true;
});
test.afterAll(async () => {
  const cell = (ms?: number) => (ms === undefined ? '-' : `${ms} ms`).padStart(8);
  if (latencies.length)
    console.log(
      `dev server latencies from the save:\n  server     page  step\n${latencies.map((l) => `${cell(l.server)} ${cell(l.page)}  ${l.step}`).join('\n')}`,
    );
  for (const w of opened) await w.context.close().catch(() => {});
  await dev?.stop();
  if (failed) console.log(`dev server output:\n${dev?.output}`);
  site?.remove();
});

test('serves on a free port, applies a save made during the first full build, and the page shows it', async () => {
  expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(new URL(dev.url).port).not.toBe('4321');
  main = await newPage(POST_ROUTE);
  await dev.waitFor(/^Built \d+ routes/m, 60_000);
  // The first build takes seconds: measured from its end, not from the save.
  await expectPage(
    main.page,
    'save during the first build (from its end)',
    showsMarker('DEVWATCH-FIRST-BUILD'),
    performance.now(),
  );
});

test('shows in-place saves and saves renamed over the file, and every save after a rename', async () => {
  const steps: [string, (file: string, text: string) => number][] = [
    ['in place', saveInPlace],
    ['renamed over', saveByRename],
    ['in place after a rename', saveInPlace],
    ['renamed over again', saveByRename],
    ['renamed over twice in a row', saveByRename],
    ['in place after two renames', saveInPlace],
    ['in place again', saveInPlace],
  ];
  for (const [i, [how, save]] of steps.entries())
    await expectPage(
      main.page,
      `save ${how}`,
      showsMarker(`DEVWATCH-SAVE-${i}`),
      save(postFile(), withMarker(`DEVWATCH-SAVE-${i}`)),
    );
  await expectSameAsFreshBuild('after in-place and renamed-over saves');
});

test('shows a broken save as an accessible, dismissable error, and reloads when a save fixes it', async () => {
  // A colon in a title left unquoted: YAML names that very line (an unclosed quote would be named where the parser
  // gave up looking for its end, which depends on the rest of the file).
  const broken = ORIGINAL.replace(/^title: .*$/m, 'title: Mango: a bodega cat: her corner');
  const titleLine = broken.split('\n').findIndex((l) => l.startsWith('title:')) + 1;
  const error = `${POST_REL}:${titleLine}: front matter is not valid YAML`;
  await expectPage(main.page, 'broken front matter (error shown)', showsError(error), saveInPlace(postFile(), broken));
  const dialog = main.page.getByRole('alertdialog', { name: 'Build failed' });
  await expect(dialog).toBeVisible({ timeout: BOUND_MS });
  await expect(main.page.getByRole('heading', { name: 'Build failed' })).toBeVisible();
  const look = await main.page.evaluate(() => {
    const root = document.getElementById('dev-build-error')!.shadowRoot!;
    const d = getComputedStyle(root.querySelector('dialog')!);
    return {
      focused: root.activeElement?.textContent ?? null,
      background: d.backgroundColor,
      border: d.borderTopColor,
    };
  });
  expect(look.focused, 'focus moves into the dialog').toBe('Dismiss (Esc)');
  expect(look, 'its styles apply under the CSP').toMatchObject({
    background: 'rgb(255, 255, 255)',
    border: 'rgb(179, 38, 30)',
  });
  await main.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden({ timeout: BOUND_MS });
  await expectPage(
    main.page,
    'fix after a broken save',
    showsMarker('DEVWATCH-FIXED'),
    saveInPlace(postFile(), withMarker('DEVWATCH-FIXED')),
  );
});

test('shows the error on a page opened while broken; undoing to the last good text clears it', async () => {
  const wrongCategory = withMarker('DEVWATCH-FIXED').replace(/^category: .*$/m, 'category: "Cat Gossip"');
  const line = wrongCategory.split('\n').findIndex((l) => l.startsWith('category:')) + 1;
  const error = `${POST_REL}:${line}: category: "Cat Gossip" is not one of the blog's categories`;
  await expectPage(
    main.page,
    'wrong category renamed over (error shown)',
    showsError(error),
    saveByRename(postFile(), wrongCategory),
  );
  const second = await newPage(POST_ROUTE);
  await expectPage(
    second.page,
    'page opened while broken (error shown)',
    (s) => showsError(error)(s) && s.main.includes('DEVWATCH-FIXED'),
    performance.now(),
  );
  // Back to the text of the last good build: no page changes, yet both pages drop the error.
  const undo = saveByRename(postFile(), withMarker('DEVWATCH-FIXED'));
  await expectPage(main.page, 'undo to the last good text', showsMarker('DEVWATCH-FIXED'), undo);
  await expectPage(second.page, 'undo to the last good text (second page)', showsMarker('DEVWATCH-FIXED'), undo);
  await second.context.close();
  opened.splice(opened.indexOf(second), 1);
  const original = saveInPlace(postFile(), ORIGINAL);
  await expectPage(
    main.page,
    'undo to the original text',
    (s) => s.error === null && !s.main.includes('DEVWATCH-') && s.main.includes(ORIGINAL_TITLE),
    original,
  );
});

test('shows the last of several quick saves: same-size, mixed, and with a broken one among them', async () => {
  let at = 0;
  for (const n of [1, 2, 3, 4]) at = saveInPlace(postFile(), withMarker(`DEVWATCH-RAPID-A${n}`));
  await expectPage(main.page, 'four same-size saves in place in a row', showsMarker('DEVWATCH-RAPID-A4'), at);
  saveByRename(postFile(), withMarker('DEVWATCH-RAPID-B1'));
  saveInPlace(postFile(), withMarker('DEVWATCH-RAPID-B2'));
  saveByRename(postFile(), withMarker('DEVWATCH-RAPID-B3'));
  at = saveInPlace(postFile(), withMarker('DEVWATCH-RAPID-B4'));
  await expectPage(main.page, 'renamed-over and in-place saves in a row', showsMarker('DEVWATCH-RAPID-B4'), at);

  // A save while the build of the one before runs: often within 50 ms of it, where chokidar alone drops a file's second change.
  for (const n of [1, 2, 3]) {
    const before = (await dev.status()).builds;
    saveInPlace(postFile(), withMarker(`DEVWATCH-RAPID-D${n}`));
    // Counted, not caught in the act: a quick build may be over before a poll could see it running.
    await expect
      .poll(async () => (await dev.status()).builds, { message: 'the build starts', timeout: BOUND_MS, intervals: [0] })
      .toBeGreaterThan(before);
    at = saveInPlace(postFile(), withMarker(`DEVWATCH-RAPID-E${n}`));
    await expectPage(
      main.page,
      `a save while the one before builds (${n} of 3)`,
      showsMarker(`DEVWATCH-RAPID-E${n}`),
      at,
    );
  }

  // Two saves of one size with one time stamp, as two saves within one tick of the file system clock leave them:
  // size, time and inode all unchanged, so only the watcher can tell the second was made.
  const tick = new Date(1_700_000_000_000);
  const stamps: string[] = [];
  for (const marker of ['DEVWATCH-STAMP-1', 'DEVWATCH-STAMP-2']) {
    writeFileSync(postFile(), withMarker(marker));
    utimesSync(postFile(), tick, tick);
    at = performance.now();
    const st = statSync(postFile(), { bigint: true });
    stamps.push(`${st.size}:${st.mtimeNs}:${st.ino}`);
    await expectPage(main.page, `same size and time stamp (${marker.slice(-1)} of 2)`, showsMarker(marker), at);
  }
  expect(stamps[1], 'the two saves left the same stamp').toBe(stamps[0]);

  saveInPlace(postFile(), ORIGINAL.replace(/^title: .*$/m, 'title: "unterminated'));
  at = saveByRename(postFile(), withMarker('DEVWATCH-RAPID-C2'));
  await expectPage(main.page, 'a broken save fixed at once', showsMarker('DEVWATCH-RAPID-C2'), at);
  // Nothing built later takes the page back to an earlier save.
  await dev.idle(BOUND_MS);
  await expectPage(main.page, 'the page after the server settled', showsMarker('DEVWATCH-RAPID-C2'), performance.now());
});

test('applies saves made while a rebuild of every page runs', async () => {
  const siteJson = path.join(site.content, 'site.json');
  const siteText = readFileSync(siteJson, 'utf8');
  const tagline = JSON.parse(siteText).tagline as string;
  let newTagline = '';
  let during = false;
  // The footer of every page shows the tagline: changing it renders every route, long enough to save during it.
  for (let attempt = 1; attempt <= 3 && !during; attempt++) {
    const before = (await dev.status()).generation;
    newTagline = `${tagline} (edit ${attempt})`;
    saveInPlace(siteJson, siteText.replace(JSON.stringify(tagline), JSON.stringify(newTagline)));
    let running: { generation: number } | null = null;
    // Building (the saves below land during it), or already built (missed: the next attempt).
    await expect
      .poll(
        async () => {
          const s = await dev.status();
          running = s.building ? s : null;
          return s.building || (s.generation > before && !s.waiting);
        },
        { message: 'the rebuild starts', intervals: [15] },
      )
      .toBe(true);
    if (running) {
      saveInPlace(postFile(), withMarker('DEVWATCH-DURING-1'));
      saveInPlace(postFile(), withMarker('DEVWATCH-DURING-2'));
      // Still the same build: it had not finished when the saves were made.
      const now = await dev.status();
      during = now.building && now.generation === (running as { generation: number }).generation;
    }
  }
  expect(during, 'the saves landed while the rebuild ran').toBe(true);
  const at = saveByRename(postFile(), withMarker('DEVWATCH-DURING-3'));
  await expectPage(
    main.page,
    'saves during a rebuild of every page',
    (s) => showsMarker('DEVWATCH-DURING-3')(s) && s.footer.includes(newTagline),
    at,
  );
});

test('shows a post added and drops it when deleted', async () => {
  const added = path.join(site.content, 'blog', `${NEW_ID}-devwatch-added.md`);
  const title = 'A Post the Dev Server Must Notice';
  const text = ORIGINAL.replace(/^id: .*$/m, `id: ${NEW_ID}`).replace(
    /^title: .*$/m,
    `title: ${JSON.stringify(title)}`,
  );
  // The reload the last build sent may still cut this navigation short (net::ERR_ABORTED); once the server has
  // settled no other reload follows, so the second try lands.
  await dev.idle(BOUND_MS);
  const toBlog = () => main.page.goto('/blog', { waitUntil: 'commit' });
  await toBlog().catch((e: Error) => (e.message.includes('ERR_ABORTED') ? toBlog() : Promise.reject(e)));
  const onBlog = (more: (s: PageState) => boolean) => (s: PageState) => s.url === '/blog' && more(s);
  await expectPage(
    main.page,
    'open /blog',
    onBlog((s) => s.main.includes(ORIGINAL_TITLE)),
    performance.now(),
  );
  await expectPage(
    main.page,
    'post added (in /blog)',
    onBlog((s) => s.main.includes(title)),
    saveByRename(added, text),
  );
  expect((await fetch(`${dev.url}/blog/${NEW_ID}`)).status).toBe(200);
  await expectSameAsFreshBuild('with a post added');

  // A date that makes the post the newest moves it to the top of /blog (and in the sitemap).
  const newest = ORIGINAL.replace(/^date: .*$/m, 'date: 2099-01-01');
  await expectPage(
    main.page,
    "post's date moved (first in /blog)",
    onBlog((s) => s.firstCard.includes(ORIGINAL_TITLE)),
    saveByRename(postFile(), newest),
  );
  // A draft is shown by the dev server (a build leaves it out), marked so it is never taken for published.
  const draft = text.replace(/^---\n/, '---\ndraft: true\n');
  await expectPage(
    main.page,
    'post made a draft (still in /blog, marked Draft)',
    onBlog((s) => s.main.includes(title) && s.main.includes('Draft')),
    saveByRename(added, draft),
  );
  expect(await (await fetch(`${dev.url}/blog/${NEW_ID}`)).text(), "the draft's own page says it is a draft").toMatch(
    /class="draft-notice"[^>]*>.*Draft/s,
  );
  await expectSameAsFreshBuild('with a draft');

  unlinkSync(added);
  await expectPage(
    main.page,
    'post deleted (gone from /blog)',
    onBlog((s) => !s.main.includes(title) && s.main.includes(ORIGINAL_TITLE)),
    performance.now(),
  );
  expect((await fetch(`${dev.url}/blog/${NEW_ID}`)).status).toBe(404);
  expect(existsSync(path.join(out, 'blog', String(NEW_ID), 'index.html'))).toBe(false);
});

test('wrote what a fresh build of the same content writes, with no CSP violation on the way', async () => {
  await expectSameAsFreshBuild('at the end');
  for (const w of opened) {
    const recorded = await cspViolations(w.page).catch(() => []);
    expect([...recorded, ...w.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))]).toEqual([]);
  }
  expect(dev.exited, 'the dev server is still running').toBe(false);
});
