/**
 * npm run dev against an open page in Chromium: however a post is saved (in
 * place, renamed over the file as git and editors' safe write do, broken and
 * fixed, undone, several saves at once or while a rebuild runs, a post added
 * or deleted), the page shows the last save, or the build's errors over the
 * page, within BOUND_MS (the target is under a second; each latency is
 * printed). What the dev server wrote must equal a fresh build of the same
 * content, built with the dev build process's own options.
 *
 * The dev server runs as a child process on a free port, on a copy of
 * content/ (images linked, never copied); every wait is on an event or a
 * poll of the page or the server with a deadline.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
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
import type { Browser, Page } from 'playwright-core';
import { forgetParsed } from '../../src/content/load/loader.ts';
import { fullBuild, workerOptions } from '../../dev/worker.ts';
import { RECORD_CSP_VIOLATIONS, cspViolations, launch, openPage, type Watched } from '../helpers/browser.ts';
import { ROOT } from '../helpers/site.ts';
import { DevServer } from '../helpers/devServer.ts';
import { until } from '../helpers/settle.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** Generous, so a busy 2-core machine does not fail the test; the measured latencies tell how fast it really is. */
const BOUND_MS = 10_000;
const START_MS = 60_000;
/** No step may hang the run (a page that never answers, a server that never settles). */
const STEP = { timeout: 90_000 };

const POST_NAME = readdirSync(path.join(ROOT, 'content', 'blog'))
  .filter((f) => f.endsWith('.md'))
  .sort()[2];
const ORIGINAL = readFileSync(path.join(ROOT, 'content', 'blog', POST_NAME), 'utf8');
const POST_ID = Number(/^id:\s*(\d+)\s*$/m.exec(ORIGINAL)![1]);
const POST_ROUTE = `/blog/${POST_ID}`;
const POST_REL = `content/blog/${POST_NAME}`;
// Read as YAML: the CMS writes a title unquoted, and folds a long one over lines.
const ORIGINAL_TITLE = String(matter(ORIGINAL).data.title);
const NEW_ID =
  Math.max(
    ...readdirSync(path.join(ROOT, 'content', 'blog')).map((f) =>
      Number(/^id:\s*(\d+)/m.exec(readFileSync(path.join(ROOT, 'content', 'blog', f), 'utf8'))?.[1] ?? 0),
    ),
  ) + 1;

/** The post with a paragraph that says which save this is (markers of one length keep the file's size). */
const withMarker = (marker: string) => `${ORIGINAL.trimEnd()}\n\n${marker}\n`;
const MARKER = /DEVWATCH-[A-Z0-9-]+/g;

let site: TempSite;
let out: string;
let fresh: string;
let dev: DevServer;
let browser: Browser;
let open: Watched[] = [];
let tmpCount = 0;
/** Per step: from the save to the server's first line about it, and to the page showing it. */
const latencies: { step: string; server?: number; page: number }[] = [];
/** Set when the setup or a step failed: the dev server's output is then printed to tell why. */
let failed = false;

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
  try {
    const state = await page.evaluate(() => {
      // A document still being parsed shows only its first part (the first cards of a list, not the rest): not read.
      if (document.readyState === 'loading') return null;
      const dialog = document.getElementById('dev-build-error')?.shadowRoot?.querySelector('dialog');
      return {
        url: location.pathname,
        main: document.querySelector('main')?.textContent ?? '',
        footer: document.querySelector('footer')?.textContent ?? '',
        firstCard: document.querySelector('#blog-posts > li')?.textContent ?? '',
        error: dialog?.open ? (dialog.textContent ?? '') : null,
      };
    });
    return state ?? undefined;
  } catch {
    // Between two documents (a reload): the next look reads the new one.
    return undefined;
  }
}

const summary = (s: PageState | undefined) =>
  s
    ? `the page (${s.url}) shows markers [${s.main.match(MARKER)?.join(', ') ?? ''}], error ${s.error === null ? 'none' : JSON.stringify(s.error.slice(0, 300))}`
    : 'no page';

/** Waits until the page satisfies `check`; records and returns how long it took since `since`. */
async function expectPage(
  page: Page,
  step: string,
  check: (s: PageState) => boolean,
  since: number,
): Promise<PageState> {
  let last: PageState | undefined;
  const state = await until(
    step,
    async () => {
      last = (await readPage(page)) ?? last;
      return last && check(last) ? last : undefined;
    },
    BOUND_MS - (performance.now() - since),
    () => summary(last),
  );
  const printed = dev.chunks.find((t) => t > since);
  latencies.push({
    step,
    server: printed === undefined ? undefined : Math.round(printed - since),
    page: Math.round(performance.now() - since),
  });
  return state;
}

/** The page shows this save (its marker, and no other) and no error. */
const showsMarker = (marker: string) => (s: PageState) =>
  s.error === null && s.url === POST_ROUTE && JSON.stringify(s.main.match(MARKER)) === JSON.stringify([marker]);
const showsError = (text: string) => (s: PageState) => !!s.error?.includes(text);

/** Waits until the dev server has nothing left to do (no batch, no pending change, no build running). */
const settled = () => dev.idle(BOUND_MS);

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

// The dev output against a fresh build.

const COMPARED = /\.(html|xml|txt|json)$|^_(headers|redirects)$/;

const comparedFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPARED.test(path.basename(f)));

async function expectSameAsFreshBuild(when: string): Promise<void> {
  await settled();
  // A fresh read of every Markdown file, whatever this process parsed before.
  forgetParsed(readdirSync(site.content, { recursive: true, encoding: 'utf8' }).map((f) => path.join(site.content, f)));
  rmSync(fresh, { recursive: true, force: true });
  await fullBuild(workerOptions({ root: ROOT, contentDir: site.content, outDir: fresh }));
  const devFiles = new Set(comparedFiles(out));
  const freshFiles = new Set(comparedFiles(fresh));
  const problems: string[] = [];
  for (const f of [...new Set([...devFiles, ...freshFiles])].sort()) {
    if (!devFiles.has(f)) problems.push(`${f}: missing from the dev output`);
    else if (!freshFiles.has(f)) problems.push(`${f}: only in the dev output`);
    else if (!readFileSync(path.join(out, f)).equals(readFileSync(path.join(fresh, f)))) problems.push(`${f}: differs`);
  }
  assert.deepEqual(problems, [], `${when}: the dev output differs from a fresh build:\n${problems.join('\n')}`);
  assert.ok(freshFiles.size > 30, `compared ${freshFiles.size} files`);
}

async function newPage(route: string): Promise<Watched> {
  const w = await openPage(browser, { baseURL: dev.url });
  await w.context.addInitScript(RECORD_CSP_VIOLATIONS);
  open.push(w);
  // 'commit': the page may reload itself (a build finishing) before it would count as loaded.
  await w.page.goto(route, { waitUntil: 'commit' });
  return w;
}

/** Violations the page recorded, and those only the console names. */
async function violationsOf(w: Watched): Promise<string[]> {
  const recorded = await cspViolations(w.page).catch(() => []);
  return [...recorded, ...w.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))];
}

/** One step of the sequence; they run in order, each building on the last. */
function step(name: string, fn: () => Promise<void>): void {
  it(name, STEP, async () => {
    try {
      await fn();
    } catch (e) {
      failed = true;
      throw e;
    }
  });
}

describe('npm run dev', () => {
  let main: Watched;

  before(async () => {
    try {
      site = tempSite('devwatch-');
      out = path.join(site.root, 'dev-out');
      fresh = path.join(site.root, 'fresh-out');
      dev = new DevServer(['--port', '0', '--out', out, '--content', site.content]);
      const [, url] = await dev.waitFor(/^Dev server at (http:\/\/\S+)$/m, START_MS);
      dev.url = url;
      // Files are watched from this line on and the first full build is starting: this save lands while it runs.
      saveInPlace(postFile(), withMarker('DEVWATCH-FIRST-BUILD'));
      browser = await launch();
    } catch (e) {
      failed = true;
      throw e;
    }
  }, STEP);

  after(async () => {
    const cell = (ms: number | undefined) => (ms === undefined ? '-' : `${ms} ms`).padStart(8);
    const rows = latencies.map((l) => `${cell(l.server)} ${cell(l.page)}  ${l.step}`);
    if (rows.length) console.log(`dev server latencies from the save:\n  server     page  step\n${rows.join('\n')}`);
    for (const w of open) await w.context.close().catch(() => {});
    await browser?.close().catch(() => {});
    await dev?.stop();
    if (failed) console.log(`dev server output:\n${dev?.output}`);
    site?.remove();
  });

  step('serves on a free port, applies a save made during the first full build, and the page shows it', async () => {
    assert.match(dev.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(new URL(dev.url).port, '4321');
    main = await newPage(POST_ROUTE);
    await dev.waitFor(/^Built \d+ routes/m, START_MS);
    // The first build takes seconds: measured from its end, not from the save.
    await expectPage(
      main.page,
      'save during the first build (from its end)',
      showsMarker('DEVWATCH-FIRST-BUILD'),
      performance.now(),
    );
  });

  step('shows in-place saves and saves renamed over the file, and every save after a rename', async () => {
    const steps: [string, (file: string, text: string) => number][] = [
      ['in place', saveInPlace],
      ['renamed over', saveByRename],
      ['in place after a rename', saveInPlace],
      ['renamed over again', saveByRename],
      ['renamed over twice in a row', saveByRename],
      ['in place after two renames', saveInPlace],
      ['in place again', saveInPlace],
    ];
    for (const [i, [how, save]] of steps.entries()) {
      const marker = `DEVWATCH-SAVE-${i}`;
      await expectPage(main.page, `save ${how}`, showsMarker(marker), save(postFile(), withMarker(marker)));
    }
    await expectSameAsFreshBuild('after in-place and renamed-over saves');
  });

  step('shows a broken save as an accessible, dismissable error, and reloads when a save fixes it', async () => {
    // A colon in a title left unquoted: YAML names that very line (an unclosed quote would be named where the
    // parser gave up looking for its end, which depends on the rest of the file).
    const broken = ORIGINAL.replace(/^title: .*$/m, 'title: Mango: a bodega cat: her corner');
    // Named by the line the broken title is on.
    const titleLine = broken.split('\n').findIndex((l) => l.startsWith('title:')) + 1;
    await expectPage(
      main.page,
      'broken front matter (error shown)',
      showsError(`${POST_REL}:${titleLine}: front matter is not valid YAML`),
      saveInPlace(postFile(), broken),
    );

    const dialog = main.page.getByRole('alertdialog', { name: 'Build failed' });
    await dialog.waitFor({ state: 'visible', timeout: BOUND_MS });
    await main.page.getByRole('heading', { name: 'Build failed' }).waitFor({ timeout: BOUND_MS });
    const look = await main.page.evaluate(() => {
      const root = document.getElementById('dev-build-error')!.shadowRoot!;
      const d = getComputedStyle(root.querySelector('dialog')!);
      return {
        focused: root.activeElement?.textContent ?? null,
        background: d.backgroundColor,
        border: d.borderTopColor,
      };
    });
    assert.equal(look.focused, 'Dismiss (Esc)', 'focus moves into the dialog');
    assert.deepEqual(
      { background: look.background, border: look.border },
      { background: 'rgb(255, 255, 255)', border: 'rgb(179, 38, 30)' },
      'its styles apply under the CSP',
    );
    await main.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: BOUND_MS });

    await expectPage(
      main.page,
      'fix after a broken save',
      showsMarker('DEVWATCH-FIXED'),
      saveInPlace(postFile(), withMarker('DEVWATCH-FIXED')),
    );
  });

  step('shows the error on a page opened while broken; undoing to the last good text clears it', async () => {
    const wrongCategory = withMarker('DEVWATCH-FIXED').replace(/^category: .*$/m, 'category: "Cat Gossip"');
    const error = `${POST_REL}:${wrongCategory.split('\n').findIndex((l) => l.startsWith('category:')) + 1}: category: "Cat Gossip" is not one of the blog's categories`;
    await expectPage(
      main.page,
      'wrong category renamed over (error shown)',
      showsError(error),
      saveByRename(postFile(), wrongCategory),
    );

    const second = await newPage(POST_ROUTE);
    const opened = performance.now();
    await expectPage(
      second.page,
      'page opened while broken (error shown)',
      (s) => showsError(error)(s) && s.main.includes('DEVWATCH-FIXED'),
      opened,
    );

    // Back to the text of the last good build: no page changes, yet both pages drop the error.
    const undo = saveByRename(postFile(), withMarker('DEVWATCH-FIXED'));
    await expectPage(main.page, 'undo to the last good text', showsMarker('DEVWATCH-FIXED'), undo);
    await expectPage(second.page, 'undo to the last good text (second page)', showsMarker('DEVWATCH-FIXED'), undo);
    await second.context.close();
    open = open.filter((w) => w !== second);

    const original = saveInPlace(postFile(), ORIGINAL);
    await expectPage(
      main.page,
      'undo to the original text',
      (s) => s.error === null && !s.main.includes('DEVWATCH-') && s.main.includes(ORIGINAL_TITLE),
      original,
    );
  });

  step('shows the last of several quick saves: same-size, mixed, and with a broken one among them', async () => {
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
      await until(
        'the build starts',
        async () => ((await dev.status()).builds > before ? true : undefined),
        BOUND_MS,
        undefined,
        0,
      );
      at = saveInPlace(postFile(), withMarker(`DEVWATCH-RAPID-E${n}`));
      await expectPage(
        main.page,
        `a save while the one before builds (${n} of 3)`,
        showsMarker(`DEVWATCH-RAPID-E${n}`),
        at,
      );
    }

    // Two saves of one size with one time stamp, as two saves within one tick of the file system clock
    // leave them: size, time and inode all unchanged, so only the watcher can tell the second was made.
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
    assert.equal(stamps[1], stamps[0], 'the two saves left the same stamp');

    saveInPlace(postFile(), ORIGINAL.replace(/^title: .*$/m, 'title: "unterminated'));
    at = saveByRename(postFile(), withMarker('DEVWATCH-RAPID-C2'));
    await expectPage(main.page, 'a broken save fixed at once', showsMarker('DEVWATCH-RAPID-C2'), at);

    // Nothing built later takes the page back to an earlier save.
    await settled();
    const state = await until('the page after the server settled', () => readPage(main.page));
    assert.ok(showsMarker('DEVWATCH-RAPID-C2')(state), summary(state));
  });

  step('applies saves made while a rebuild of every page runs', async () => {
    const siteJson = path.join(site.content, 'site.json');
    const siteText = readFileSync(siteJson, 'utf8');
    const tagline = (JSON.parse(siteText) as { tagline: string }).tagline;
    let newTagline = '';
    let during = false;
    // The footer of every page shows the tagline: changing it renders every route, long enough to save during it.
    for (let attempt = 1; attempt <= 3 && !during; attempt++) {
      const before = (await dev.status()).generation;
      newTagline = `${tagline} (edit ${attempt})`;
      saveInPlace(siteJson, siteText.replace(JSON.stringify(tagline), JSON.stringify(newTagline)));
      const running = await until('the rebuild starts', async () => {
        const s = await dev.status();
        return s.building ? s : s.generation > before && !s.waiting ? null : undefined;
      });
      if (running) {
        saveInPlace(postFile(), withMarker('DEVWATCH-DURING-1'));
        saveInPlace(postFile(), withMarker('DEVWATCH-DURING-2'));
        // Still the same build: it had not finished when the saves were made.
        const now = await dev.status();
        during = now.building && now.generation === running.generation;
      }
    }
    assert.ok(during, 'the saves landed while the rebuild ran');
    const at = saveByRename(postFile(), withMarker('DEVWATCH-DURING-3'));
    await expectPage(
      main.page,
      'saves during a rebuild of every page',
      (s) => showsMarker('DEVWATCH-DURING-3')(s) && s.footer.includes(newTagline),
      at,
    );
  });

  step('shows a post added and drops it when deleted', async () => {
    const added = path.join(site.content, 'blog', `${NEW_ID}-devwatch-added.md`);
    const title = 'A Post the Dev Server Must Notice';
    const text = ORIGINAL.replace(/^id: .*$/m, `id: ${NEW_ID}`).replace(
      /^title: .*$/m,
      `title: ${JSON.stringify(title)}`,
    );
    // The reload the last build sent may still cut this navigation short (net::ERR_ABORTED); once the server has
    // settled no other reload follows, so the second try lands.
    await settled();
    const toBlog = () => main.page.goto('/blog', { waitUntil: 'commit' });
    await toBlog().catch((e: Error) => {
      if (!e.message.includes('ERR_ABORTED')) throw e;
      return toBlog();
    });
    await expectPage(
      main.page,
      'open /blog',
      (s) => s.url === '/blog' && s.main.includes(ORIGINAL_TITLE),
      performance.now(),
    );

    await expectPage(
      main.page,
      'post added (in /blog)',
      (s) => s.url === '/blog' && s.main.includes(title),
      saveByRename(added, text),
    );
    assert.equal((await fetch(`${dev.url}/blog/${NEW_ID}`)).status, 200);
    await expectSameAsFreshBuild('with a post added');

    // A date that makes the post the newest moves it to the top of /blog (and in the sitemap).
    const newest = ORIGINAL.replace(/^date: .*$/m, 'date: 2099-01-01');
    const firstCard = (s: PageState) => s.url === '/blog' && s.firstCard.includes(ORIGINAL_TITLE);
    await expectPage(main.page, "post's date moved (first in /blog)", firstCard, saveByRename(postFile(), newest));

    // A draft is shown by the dev server (a build leaves it out), marked so it is never taken for published.
    const draft = text.replace(/^---\n/, '---\ndraft: true\n');
    await expectPage(
      main.page,
      'post made a draft (still in /blog, marked Draft)',
      (s) => s.url === '/blog' && s.main.includes(title) && s.main.includes('Draft'),
      saveByRename(added, draft),
    );
    const draftPage = await (await fetch(`${dev.url}/blog/${NEW_ID}`)).text();
    assert.match(draftPage, /class="draft-notice"[^>]*>.*Draft/s, "the draft's own page says it is a draft");
    await expectSameAsFreshBuild('with a draft');

    unlinkSync(added);
    await expectPage(
      main.page,
      'post deleted (gone from /blog)',
      (s) => s.url === '/blog' && !s.main.includes(title) && s.main.includes(ORIGINAL_TITLE),
      performance.now(),
    );
    assert.equal((await fetch(`${dev.url}/blog/${NEW_ID}`)).status, 404);
    assert.equal(existsSync(path.join(out, 'blog', String(NEW_ID), 'index.html')), false);
  });

  step('wrote what a fresh build of the same content writes, with no CSP violation on the way', async () => {
    await expectSameAsFreshBuild('at the end');
    for (const w of open) assert.deepEqual(await violationsOf(w), []);
    assert.equal(dev.child.exitCode, null, 'the dev server is still running');
  });
});
