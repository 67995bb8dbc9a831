/**
 * The browser tests (tests/e2e/) on Playwright's runner, in Debian's Chromium (tools/chromium.ts; never a downloaded
 * browser), against dist/ served as a production host serves it (dev/preview.ts). docs/testing.md says how to run them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_ARGS } from './tools/chromium.ts';

if (!existsSync(CHROMIUM_PATH))
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (never a downloaded browser), or name another with CHROMIUM_PATH.`,
  );
/** SITE_DIST: another build than dist/ (tests/fixtures/build-edited.ts prints one). */
const DIST = path.resolve(process.env.SITE_DIST ?? 'dist');
if (!existsSync(path.join(DIST, 'index.html')))
  throw new Error(`${DIST} is missing: run \`npm run build\` (npm test does it first)`);
// A port of this checkout's own, so two checkouts on one machine can run their tests at once.
const PORT = Number(
  process.env.TEST_PORT ??
    40_000 +
      (createHash('sha256')
        .update(import.meta.dirname)
        .digest()[0] <<
        4),
);
const SERVE = `const { serve } = await import('./dev/preview.ts'); await serve({ dir: ${JSON.stringify(DIST)}, port: ${PORT} });`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // A worker more than the cores: the tests spend much of their time waiting on the page (network quiet, idle time,
  // animations) and on the dev server's rebuilds; a fourth made a whole run longer here (docs/testing.md).
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A failed test runs once more, traced (a trace costs every test about a seventh more CPU, so only a retry records
  // one). One that passes only then is reported as flaky, with its trace, and does not fail the run: on a busy
  // machine Chromium has stopped giving a page frames mid-visit (docs/testing.md). A flaky test is still to be fixed.
  retries: 1,
  webServer: {
    command: `node --import tsx --input-type=module -e ${JSON.stringify(SERVE)}`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // The retry's trace (test-results/): its steps and the page's DOM at each; screenshots would cost it CPU.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS] },
  },
});
