/**
 * GitHub Pages sends no headers: a visitor there gets the Content-Security-
 * Policy only from each page's <meta>. This runs the build command of the
 * Pages workflow (.github/workflows/pages.yml) into a folder of its own,
 * serves that folder with no security header at all, and checks in Chromium
 * that the <meta> alone holds:
 *  - each page's <meta> is its header policy as a header host gets it (the
 *    same hashes), less frame-ancestors, which a <meta> cannot carry;
 *  - pages of each kind load, settle and are used (scrolled through, an FAQ
 *    question and the Tours dropdown opened) with no violation, no console
 *    error, and the third parties reached as tests/e2e/every-route.test.ts
 *    expects (the calendar /booking loads at once is requested, not blocked);
 *  - a script, a style block and a style attribute injected into a page are
 *    refused.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage } from 'playwright-core';
import { parse } from 'yaml';
import { readHeaderBlocks, serve } from '../../dev/preview.ts';
import { openingTags } from '../../tools/html.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';
import { CSP_CONSOLE, RECORD_CSP_VIOLATIONS, cspViolations, scrollThrough } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { DIST, ROOT, content, publicTours } from '../helpers/site.ts';
import { settled } from '../helpers/settle.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

/** The Pages workflow's build job: the commands it runs after installing, and the folder it publishes. */
function pagesWorkflow(): { commands: string[]; published: string } {
  const wf = parse(readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8')) as {
    jobs: Record<string, { steps?: Step[] }>;
  };
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps ?? []);
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(upload?.with?.path, 'the workflow publishes a folder');
  const commands = steps.filter((s) => s.run && !s.run.startsWith('npm ci')).map((s) => s.run!.trim());
  return { commands, published: upload.with.path };
}

const MISSING = '/this-cat-is-not-here';
const metaPolicy = (html: string) =>
  openingTags(html, 'meta').find((t) => t.attrs['http-equiv'] === 'Content-Security-Policy')?.attrs.content;

describe('the GitHub Pages build, served with no headers', () => {
  let work: string;
  let out: string;
  let server: Server;
  let url: string;
  const suite = browserSuite();
  const c = content();
  /**
   * Pages of each kind: the home page (carousel, gallery, video), a tour (FAQ, calendar, gallery), a post, the calendar
   * /booking loads at once, the not-found page. Every route is walked under the header policy by every-route.test.ts.
   */
  const routes = ['/', publicTours()[0].href, c.blog[0].href, '/booking', MISSING];

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'he-pages-'));
    out = path.join(work, 'site');
    const { commands, published } = pagesWorkflow();
    assert.equal(published, 'dist', 'the workflow publishes what the build writes');
    assert.ok(
      commands.length > 0 && commands.every((cmd) => cmd.startsWith('npm run build')),
      `the workflow builds with npm run build: ${commands.join('; ')}`,
    );
    // The same commands, into a folder of this test's own (dist/ is what the other tests read).
    const { GITHUB_ACTIONS: _a, GITHUB_STEP_SUMMARY: _s, GITHUB_OUTPUT: _o, ...env } = process.env;
    for (const cmd of commands) {
      const run = spawnSync('sh', ['-c', `${cmd} --quiet --out "${out}"`], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        timeout: 170_000,
      });
      assert.equal(run.status, 0, `${cmd}:\n${run.stdout}\n${run.stderr}`);
    }
    assert.ok(!existsSync(path.join(out, '_headers')), 'no header file: Pages would not read one');
    ({ server, url } = await serve({ dir: out }));
  });

  after(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("each page's <meta> is the policy a header host sends for it, less frame-ancestors", () => {
    const blocks = readHeaderBlocks(DIST);
    for (const route of routes.filter((r) => r !== MISSING)) {
      const header = blocks.find((b) => b.pattern === route)?.headers['Content-Security-Policy'];
      assert.ok(header, `dist/_headers has ${route}'s policy`);
      assert.equal(
        metaPolicy(readFileSync(path.join(out, outputFile(route)), 'utf8')),
        header.replace("; frame-ancestors 'none'", ''),
        route,
      );
    }
  });

  for (const route of routes) {
    test(`${route === MISSING ? 'the not-found page' : route}: no violation, no console error, third parties reached as on a host with headers`, async () => {
      const w = await suite.open({ baseURL: url });
      const csp: string[] = [];
      w.page.on('console', (m: ConsoleMessage) => void (CSP_CONSOLE.test(m.text()) && csp.push(m.text())));
      await w.context.addInitScript(RECORD_CSP_VIOLATIONS);
      const res = await w.page.goto(route, { waitUntil: 'networkidle' });
      assert.equal(
        res?.headers()['content-security-policy'],
        undefined,
        'the server sent no policy: only the <meta> governs',
      );
      await settled(w.page);
      // What the page reached on its own, before the visitor does anything (as every-route.test.ts records it).
      const onLoad = [...w.external];
      // Scrolled through (islands near the viewport wake), then an FAQ question and the Tours dropdown opened.
      await scrollThrough(w.page);
      await settled(w.page);
      for (const selector of ['.accordion-button', '[data-dropdown-toggle]']) {
        const el = w.page.locator(selector).first();
        if ((await el.count()) && (await el.isVisible())) await el.click();
      }
      await settled(w.page);
      assert.deepEqual(await cspViolations(w.page), [], 'securitypolicyviolation events');
      assert.deepEqual(csp, [], 'CSP console messages');
      const problems = w.problems.filter(
        (p) => !(route === MISSING && /status of 404/.test(p)) && !/net::ERR_NAME_NOT_RESOLVED/.test(p),
      );
      assert.deepEqual(problems, [], 'console errors');
      assert.deepEqual(
        onLoad.filter((u) => !allowedOnLoad(route, u, c.site.analytics)),
        [],
        'third-party requests before any interaction',
      );
      // The calendar /booking opens with is requested (and fails here, offline): the policy let it through.
      if (route === '/booking')
        assert.ok(
          onLoad.some((u) => allowedOnLoad(route, u)),
          'the booking calendar was requested',
        );
    });
  }

  test('a script, a style block and a style attribute injected into a page are refused', async () => {
    const w = await suite.open({ baseURL: url });
    await w.context.addInitScript(RECORD_CSP_VIOLATIONS);
    await w.page.goto('/');
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
    await w.page.waitForFunction(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length >= 3,
    );
    const seen = await cspViolations(w.page);
    assert.ok(
      seen.some((v) => v.startsWith('script-src')),
      `the script was refused: ${seen.join(', ')}`,
    );
    assert.ok(
      seen.some((v) => v.startsWith('style-src-elem')),
      `the style block was refused: ${seen.join(', ')}`,
    );
    assert.ok(
      seen.some((v) => v.startsWith('style-src-attr')),
      `the style attribute was refused: ${seen.join(', ')}`,
    );
    assert.equal(
      await w.page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      undefined,
      'the script did not run',
    );
    assert.equal(
      await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      before,
      'the style block did not apply',
    );
    assert.ok(await w.page.locator('main').isVisible(), 'the style attribute did not apply');
  });
});
