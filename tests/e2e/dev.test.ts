/**
 * npm run dev, on a copy of content/, against an open page: however a post is saved, the page shows the last save, or
 * the build's errors over it, within BOUND_MS (each latency printed). Every open page reloads on any change, so a post
 * added, deleted, redated or made a draft and a site.json save are proven on the answers (tests/dev/render.test.ts),
 * each reaching the watcher in tests/dev/watch.test.ts.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';
import { cspViolations, expect, test, watch, type Watched } from '../helpers/browser.ts';
import { ROOT } from '../helpers/site.ts';
import { DevServer } from '../helpers/devServer.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** Generous, so a busy 2-core machine does not fail the test; the measured latencies tell how fast it really is. */
const BOUND_MS = 10_000;
const BLOG = path.join(ROOT, 'content', 'blog');
const posts = fs.readdirSync(BLOG).sort();
const POST_NAME = posts.filter((f) => f.endsWith('.md'))[2];
const ORIGINAL = fs.readFileSync(path.join(BLOG, POST_NAME), 'utf8');
const POST_ROUTE = `/blog/${/^id:\s*(\d+)\s*$/m.exec(ORIGINAL)![1]}`;
// Read as YAML: the CMS writes a title unquoted, and folds a long one over lines.
const ORIGINAL_TITLE = String(matter(ORIGINAL).data.title);
/** The post with a paragraph that says which save this is (markers of one length keep the file's size). */
const marked = (marker: string) => `${ORIGINAL.trimEnd()}\n\nDEVWATCH-${marker}\n`;
const MARKER = /DEVWATCH-[A-Z0-9-]+/g;
/** The line of the post's `field` in `text`, as the error names it. */
const at = (text: string, field: string) =>
  `content/blog/${POST_NAME}:${text.split('\n').findIndex((l) => l.startsWith(`${field}:`)) + 1}`;

let site: TempSite;
let dev: DevServer;
let main: Watched;
let newPage: (route: string) => Promise<Watched>;
const opened: Watched[] = [];
/** Per step: from the save to the server's first line about it, and to the page showing it. */
const latencies: { step: string; server?: number; page: number }[] = [];
let failed = false;
let renames = 0;

/** Saves `text` into the post in place, or renamed over it from a hidden or visible temporary as editors do; returns when. */
function save(text: string, how: 'in place' | 'renamed' = 'in place'): number {
  const file = postFile();
  const n = renames++;
  const tmp = n % 2 ? path.join(path.dirname(file), `.${path.basename(file)}.${n}.tmp`) : `${file}.${n}.tmp`;
  fs.writeFileSync(how === 'renamed' ? tmp : file, text);
  if (how === 'renamed') fs.renameSync(tmp, file);
  return performance.now();
}
const postFile = () => path.join(site.content, 'blog', POST_NAME);

/** What the page shows: its path, main, and the error dialog's text while it is open. */
type Shown = { url: string; main: string; error: string | null };
/** The page shows this save (its marker, and no other) and no error; the error that names `text`. */
const showsMarker = (marker: string) => (s: Shown) =>
  s.error === null && s.url === POST_ROUTE && String(s.main.match(MARKER)) === `DEVWATCH-${marker}`;
const showsError = (text: string) => (s: Shown) => !!s.error?.includes(text);

/** Waits until the page satisfies `check`, within BOUND_MS of `since`; records how long it took. */
async function expectPage(
  step: string,
  check: (s: Shown) => boolean,
  since = performance.now(),
  page: Page = main.page,
) {
  const look = async () => {
    const s = await page
      .evaluate(() => {
        // A document still being parsed shows only its first part (the first cards of a list): not read.
        if (document.readyState === 'loading') return undefined;
        const dialog = document.getElementById('dev-build-error')?.shadowRoot?.querySelector('dialog');
        const text = (sel: string) => document.querySelector(sel)?.textContent ?? '';
        return {
          url: location.pathname,
          main: text('main'),
          error: dialog?.open ? (dialog.textContent ?? '') : null,
        };
      })
      .catch(() => undefined); // between two documents (a reload): the next look reads the new one
    // What the page shows is the poll's last value if it times out.
    return s && check(s) ? 'shown' : `${s?.url} markers ${s?.main.match(MARKER)} error ${s?.error?.slice(0, 300)}`;
  };
  await expect
    .poll(look, { message: step, timeout: Math.max(0, BOUND_MS - (performance.now() - since)), intervals: [15] })
    .toBe('shown');
  const printed = dev.chunks.find((t) => t > since);
  latencies.push({ step, server: printed && Math.round(printed - since), page: Math.round(performance.now() - since) });
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async ({ browser }) => {
  site = tempSite('devwatch-');
  dev = await DevServer.start(['--out', path.join(site.root, 'dev-out'), '--content', site.content]);
  // Files are watched from this line on and the first full build is starting: this save lands while it runs.
  save(marked('FIRST-BUILD'));
  newPage = async (route) => {
    opened.push(await watch(await (await browser.newContext({ baseURL: dev.url })).newPage()));
    // 'commit': the page may reload itself (a build finishing) before it would count as loaded.
    await opened.at(-1)!.page.goto(route, { waitUntil: 'commit' });
    return opened.at(-1)!;
  };
});
test.afterEach(() => {
  failed ||= test.info().status !== test.info().expectedStatus;
});
test.afterAll(async () => {
  const cell = (ms?: number) => (ms === undefined ? '-' : `${ms} ms`).padStart(8);
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
  await expectPage('save during the first build (from its end)', showsMarker('FIRST-BUILD'));
});

test('shows a broken save as an accessible, dismissable error, and reloads when a save fixes it', async () => {
  // A colon in an unquoted title: YAML names that very line (an unclosed quote's line depends on the rest of the file).
  const broken = ORIGINAL.replace(/^title: .*$/m, 'title: Mango: a bodega cat: her corner');
  const error = `${at(broken, 'title')}: front matter is not valid YAML`;
  await expectPage('broken front matter (error shown)', showsError(error), save(broken));
  const dialog = main.page.getByRole('alertdialog', { name: 'Build failed' });
  await expect(dialog).toBeVisible({ timeout: BOUND_MS });
  await expect(main.page.getByRole('heading', { name: 'Build failed' })).toBeVisible();
  const look = await main.page.evaluate(() => {
    const root = document.getElementById('dev-build-error')!.shadowRoot!;
    const d = getComputedStyle(root.querySelector('dialog')!);
    return { focused: root.activeElement?.textContent, background: d.backgroundColor, border: d.borderTopColor };
  });
  // Focus moves into the dialog, and its styles apply under the CSP.
  expect(look).toEqual({ focused: 'Dismiss (Esc)', background: 'rgb(255, 255, 255)', border: 'rgb(179, 38, 30)' });
  await main.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden({ timeout: BOUND_MS });
  await expectPage('fix after a broken save', showsMarker('FIXED'), save(marked('FIXED')));
});

test('shows the error on a page opened while broken; undoing to the last good text clears it', async () => {
  const wrongCategory = marked('FIXED').replace(/^category: .*$/m, 'category: "Cat Gossip"');
  const error = `${at(wrongCategory, 'category')}: category: "Cat Gossip" is not one of the blog's categories`;
  await expectPage('wrong category renamed over (error shown)', showsError(error), save(wrongCategory, 'renamed'));
  const second = await newPage(POST_ROUTE);
  // The last good content under the error: tests/dev/render.test.ts.
  await expectPage('page opened while broken (error shown)', showsError(error), undefined, second.page);
  // Back to the text of the last good build: no page changes, yet both pages drop the error.
  const undo = save(marked('FIXED'), 'renamed');
  await expectPage('undo to the last good text', showsMarker('FIXED'), undo);
  await expectPage('undo to the last good text (second page)', showsMarker('FIXED'), undo, second.page);
  await second.context.close();
  opened.splice(opened.indexOf(second), 1);
  await expectPage(
    'undo to the original text',
    (s) => s.error === null && !s.main.includes('DEVWATCH-') && s.main.includes(ORIGINAL_TITLE),
    save(ORIGINAL),
  );
});

test('shows the last of several quick saves: mixed, one while the last builds, same stamps, a broken one among them', async () => {
  for (const n of [1, 2, 3]) save(marked(`RAPID-B${n}`), n % 2 ? 'renamed' : 'in place');
  await expectPage('renamed-over and in-place saves in a row', showsMarker('RAPID-B4'), save(marked('RAPID-B4')));
  // A save while the build of the one before runs: often within 50 ms of it, where chokidar alone drops a file's second change.
  for (const n of [1, 2, 3]) {
    const before = (await dev.status()).builds;
    save(marked(`RAPID-D${n}`));
    // Counted, not caught in the act: a quick build may be over before a poll could see it running.
    await expect
      .poll(async () => (await dev.status()).builds, { message: 'the build starts', timeout: BOUND_MS, intervals: [0] })
      .toBeGreaterThan(before);
    await expectPage(
      `a save while the one before builds (${n})`,
      showsMarker(`RAPID-E${n}`),
      save(marked(`RAPID-E${n}`)),
    );
  }
  // Two saves within one tick of the file system clock: size, time and inode unchanged, only the watcher can tell.
  const stamps: string[] = [];
  for (const n of [1, 2]) {
    const since = save(marked(`STAMP-${n}`));
    fs.utimesSync(postFile(), new Date(1_700_000_000_000), new Date(1_700_000_000_000));
    const st = fs.statSync(postFile(), { bigint: true });
    stamps.push(`${st.size}:${st.mtimeNs}:${st.ino}`);
    await expectPage(`same size and time stamp (${n} of 2)`, showsMarker(`STAMP-${n}`), since);
  }
  expect(stamps[1], 'the two saves left the same stamp').toBe(stamps[0]);
  save(ORIGINAL.replace(/^title: .*$/m, 'title: "unterminated'));
  await expectPage('a broken save fixed at once', showsMarker('RAPID-C2'), save(marked('RAPID-C2'), 'renamed'));
  // Nothing built later takes the page back to an earlier save.
  await dev.idle(BOUND_MS);
  await expectPage('the page after the server settled', showsMarker('RAPID-C2'));
});

test('no page met a CSP violation on the way, and the server still runs', async () => {
  for (const w of opened) expect([...(await cspViolations(w.page).catch(() => [])), ...w.csp]).toEqual([]);
  expect(dev.exited, 'the dev server is still running').toBe(false);
});
