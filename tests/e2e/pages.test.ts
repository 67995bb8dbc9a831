/** GitHub Pages sends no headers, so the policy is each page's <meta> alone: the Pages workflow's build, served bare. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readHeaderBlocks } from '../../dev/preview.ts';
import { openingTags } from '../../tools/html.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';
import { cspViolations, drawing, expect, settled, test, exercise } from '../helpers/browser.ts';
import { DIST, ROOT, content, publicTours, startSite } from '../helpers/site.ts';

const MISSING = '/this-cat-is-not-here';
const c = content();
/** The home page (carousel, gallery, video), a tour (FAQ, calendar), a post, /booking's calendar, the not-found page. */
const routes = ['/', publicTours()[0].href, c.blog[0].href, '/booking', MISSING];

let work: string;
let out: string;
let site: Awaited<ReturnType<typeof startSite>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The Pages workflow's build job: the commands it runs after installing, and the folder it publishes.
  const wf = parse(readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8'));
  const steps: { uses?: string; run?: string; with?: Record<string, string> }[] = Object.values<any>(wf.jobs).flatMap(
    (j) => j.steps ?? [],
  );
  const published = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))?.with?.path;
  expect(published, 'it publishes what the build writes').toBe('dist');
  const commands = steps.filter((s) => s.run && !s.run.startsWith('npm ci')).map((s) => s.run!.trim());
  const builds = commands.length > 0 && commands.every((cmd) => cmd.startsWith('npm run build'));
  expect(builds, `it builds with npm run build: ${commands}`).toBe(true);
  // The same commands, into a folder of this test's own (dist/ is what the other tests read).
  work = mkdtempSync(path.join(os.tmpdir(), 'he-pages-'));
  out = path.join(work, 'site');
  const { GITHUB_ACTIONS: _a, GITHUB_STEP_SUMMARY: _s, GITHUB_OUTPUT: _o, ...env } = process.env;
  for (const cmd of commands) {
    const run = spawnSync('sh', ['-c', `${cmd} --quiet --out "${out}"`], { cwd: ROOT, env, encoding: 'utf8' });
    expect(run.status, `${cmd}:\n${run.stdout}\n${run.stderr}`).toBe(0);
  }
  expect(existsSync(path.join(out, '_headers')), 'no header file: Pages would not read one').toBe(false);
  site = await startSite(out);
});
test.afterAll(async () => {
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

test("each page's <meta> is the policy a header host sends for it, less frame-ancestors", () => {
  const blocks = readHeaderBlocks(DIST);
  for (const route of routes.filter((r) => r !== MISSING)) {
    const header = blocks.find((b) => b.pattern === route)?.headers['Content-Security-Policy'];
    expect(header, `dist/_headers has ${route}'s policy`).toBeTruthy();
    const html = readFileSync(path.join(out, outputFile(route)), 'utf8');
    const meta = openingTags(html, 'meta').find((t) => t.attrs['http-equiv'] === 'Content-Security-Policy')?.attrs
      .content;
    expect(meta, route).toBe(header!.replace("; frame-ancestors 'none'", ''));
  }
});

for (const route of routes)
  test(`${route === MISSING ? '404' : route}: no violation or console error, usual third parties; injections refused`, async ({
    open,
  }) => {
    const visit = async () => {
      const w = await open({ baseURL: site.url });
      return { w, res: await w.page.goto(route, { waitUntil: 'networkidle' }) };
    };
    let { w, res } = await visit();
    // A page Chromium does not draw is Chromium's fault, not the page's (drawing()): a new one takes its place, once.
    if (!(await drawing(w.page))) {
      console.log(`# ${route}: Chromium drew no frame of the page in 5 s; a new page takes its place`);
      ({ w, res } = await visit());
      expect(await drawing(w.page), 'Chromium draws the new page').toBe(true);
    }
    const policy = res?.headers()['content-security-policy'];
    expect(policy, 'the server sent no policy: only the <meta> governs').toBeUndefined();
    await settled(w.page);
    // What the page reached on its own, before the visitor does anything (as every-route.test.ts records it).
    const onLoad = [...w.external];
    await exercise(w.page);
    expect(await cspViolations(w.page), 'securitypolicyviolation events').toEqual([]);
    expect(w.csp, 'CSP console messages').toEqual([]);
    const problems = w.problems.filter(
      (p) => !(route === MISSING && /status of 404/.test(p)) && !/net::ERR_NAME_NOT_RESOLVED/.test(p),
    );
    expect(problems, 'console errors').toEqual([]);
    const thirdParty = onLoad.filter((u) => !allowedOnLoad(route, u, c.site.analytics));
    expect(thirdParty, 'third-party requests on load').toEqual([]);
    // The calendar /booking opens with is requested (and fails here, offline): the policy let it through.
    if (route === '/booking') {
      const calendar = onLoad.some((u) => allowedOnLoad(route, u));
      expect(calendar, 'the booking calendar was requested').toBe(true);
    }
    // A script, a style block and a style attribute injected into the page used are refused.
    const before = await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await w.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(255, 0, 0) !important }';
      document.head.append(style);
      document.querySelector('main')!.setAttribute('style', 'display: none');
    });
    // Each violation is reported in a task of its own.
    await expect
      .poll(async () => (await cspViolations(w.page)).map((v) => v.split(' ')[0]).sort())
      .toEqual(['script-src-elem', 'style-src-attr', 'style-src-elem']);
    expect(await w.page.evaluate(() => (window as any).__injected), 'the script did not run').toBeUndefined();
    const after = await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(after, 'the style block did not apply').toBe(before);
    await expect(w.page.locator('main'), 'the style attribute did not apply').toBeVisible();
  });
