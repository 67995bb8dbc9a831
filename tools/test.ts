/**
 * npm test: every test, in the order that lets each stage rely on the last.
 *   1. type-check (tsc --noEmit)
 *   2. build dist/ from content (the build-output, link and browser tests read it)
 *   3. unit and build-output tests (Node)
 *   4. component tests (happy-dom)
 *   5. browser tests (Debian Chromium via playwright-core)
 * Prints one closing "N passed, N failed" line over all stages.
 *   tsx tools/test.ts [--only unit|components|e2e] [--no-build]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.ts';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const CHROMIUM = CHROMIUM_PATH;

function find(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? find(path.join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))
    .sort();
}

function run(cmd: string, cmdArgs: string[], capture = false): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: process.env });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const totals = { pass: 0, fail: 0, skipped: 0 };
let failed = false;

async function nodeTests(label: string, files: string[], extra: string[] = []): Promise<void> {
  if (!files.length) return;
  console.log(`\n=== ${label}: ${files.length} files ===`);
  const { code, out } = await run(process.execPath, ['--import', 'tsx', ...extra, '--test', '--test-reporter=spec', ...files], true);
  const num = (key: string) => Number(new RegExp(`^ℹ ${key} (\\d+)`, 'm').exec(out)?.[1] ?? 0);
  totals.pass += num('pass');
  // A cancelled test (timed out, or its suite gave up) did not pass: count it as failed.
  totals.fail += num('fail') + num('cancelled');
  totals.skipped += num('skipped');
  if (code !== 0) failed = true;
}

const stage = (name: string) => !only || only === name;

if (!only) {
  console.log('=== type-check ===');
  const tsc = await run(process.execPath, [path.join('node_modules', 'typescript', 'bin', 'tsc'), '--noEmit']);
  if (tsc.code !== 0) {
    console.error('Type errors: stopping before the tests.');
    process.exit(1);
  }
}
if (!args.includes('--no-build') && (stage('unit') || stage('e2e'))) {
  console.log('\n=== build ===');
  const b = await run(process.execPath, ['--import', 'tsx', 'build.ts', '--quiet']);
  if (b.code !== 0) {
    console.error('The build failed: stopping before the tests.');
    process.exit(1);
  }
}
// Tests mirror the sources: tests/<folder>/… proves src/<folder>/… (and dev/, tools/); the built site's pages are proven in tests/routes.
const UNIT_DIRS = ['tests/lib', 'tests/content', 'tests/pipeline', 'tests/routes', 'tests/components', 'tests/dev', 'tests/tools'];
if (stage('unit')) await nodeTests('unit and build output', UNIT_DIRS.flatMap(find));
if (stage('components')) await nodeTests('islands (happy-dom)', find('tests/islands'), ['--import', './tests/helpers/dom.ts']);
if (stage('e2e')) {
  if (!existsSync(CHROMIUM)) {
    console.error(`\nChromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (never a downloaded browser).`);
    failed = true;
    totals.fail += 1;
  } else {
    await nodeTests('browser (Chromium)', find('tests/e2e'), ['--test-concurrency=2']);
  }
}

console.log(`\ntests: ${totals.pass} passed, ${totals.fail} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed || totals.fail ? 1 : 0);
