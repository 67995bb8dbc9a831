/**
 * The GitHub Actions workflows: each valid against the workflow schema, and the check running the README's steps
 * (`npm ci`, `npm test`) with npm's cache, a browser, Node from .nvmrc and the build's .cache/ kept between runs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { ROOT } from '../helpers/site.ts';

const DIR = path.join(ROOT, '.github', 'workflows');
const workflows = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = {
  steps?: Step[];
  env?: Record<string, string>;
  strategy?: { matrix?: { include?: Record<string, string>[] } };
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

/** Each job that installs the project (runs `npm ci`), with its file's name. */
const installing = workflows.flatMap((file) =>
  Object.entries((parse(read(file)) as Workflow).jobs)
    .filter(([, job]) => (job.steps ?? []).some((s) => s.run?.startsWith('npm ci')))
    .map(([name, job]) => ({ where: `${file} ${name}`, job, steps: job.steps! })),
);
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
/** package.json's engines as its alternatives, each `^X.Y.Z`: the lowest version of each. */
const allowed = pkg.engines.node.split('||').map((r) => /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(r)?.slice(1).map(Number));

describe('every workflow file', () => {
  it('there are the check, the Pages publication and the daily rebuild', () => {
    assert.deepEqual(workflows, ['check.yml', 'daily.yml', 'pages.yml']);
  });

  for (const file of workflows) {
    it(`${file} is valid against the GitHub Actions workflow schema`, () => {
      const state = validateWorkflow(read(file));
      assert.equal(state.actionType, 'workflow');
      assert.deepEqual(state.errors, []);
    });
  }

  it('the validator refuses what GitHub would refuse: a step key that does not exist', () => {
    const state = validateWorkflow(
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: npm test\n        timeout: 5\n',
    );
    assert.ok(state.errors.length > 0);
  });

  it("sets up Node from .nvmrc (the check also from its matrix) with npm's cache wherever it installs", () => {
    assert.ok(installing.length > 0);
    for (const { where, job, steps } of installing) {
      const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with;
      assert.equal(node?.cache, 'npm', where);
      const file = node?.['node-version-file'];
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      if (file === '${{ matrix.node-version-file }}') {
        const fromNvmrc = job.strategy?.matrix?.include?.some((m) => m['node-version-file'] === '.nvmrc');
        assert.ok(fromNvmrc, where);
      } else assert.equal(file, '.nvmrc', where);
    }
  });

  it('restores and saves .cache/ before installing, keyed by a hash of what the build reads', () => {
    for (const { where, steps } of installing) {
      const at = steps.findIndex((s) => s.uses?.startsWith('actions/cache@'));
      const install = steps.findIndex((s) => s.run?.startsWith('npm ci'));
      assert.ok(at >= 0 && at < install, `${where}: a cache step before npm ci`);
      const w = steps[at].with!;
      assert.equal(w.path, '.cache', where);
      for (const input of ['package-lock.json', 'src/**', 'content/**'])
        assert.ok(String(w.key).includes(`'${input}'`), `${where}: the key hashes ${input}`);
      assert.ok(String(w['restore-keys']).trim().length > 0, `${where}: falls back to an older entry`);
    }
  });
});

describe('the Node version', () => {
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();

  it(".nvmrc names one major version, which package.json's engines allows (Vercel reads engines)", () => {
    assert.match(nvmrc, /^\d+$/);
    assert.ok(allowed.every(Boolean), `engines alternatives of the form ^X.Y.Z: ${pkg.engines.node}`);
    const allows = allowed.some((v) => v![0] === Number(nvmrc));
    assert.ok(allows, `engines ${pkg.engines.node} allows Node ${nvmrc}`);
  });

  it('netlify.toml sets no Node version of its own (Netlify reads .nvmrc)', () => {
    assert.doesNotMatch(readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8'), /NODE_VERSION/);
  });
});

describe('the check', () => {
  const wf = parse(read('check.yml')) as Workflow;
  const job = Object.values(wf.jobs)[0];

  it('runs on every pull request and every push to main', () => {
    assert.ok('pull_request' in wf.on);
    assert.deepEqual((wf.on.push as { branches: string[] }).branches, ['main']);
  });

  it("runs the README's steps, npm ci then npm test, and nothing else", () => {
    const commands = job.steps!.filter((s) => s.run).map((s) => s.run!.split(' ').slice(0, 2).join(' '));
    assert.deepEqual(commands, ['npm ci', 'npm test']);
  });

  it('runs on the oldest Node that engines allows too', () => {
    const oldest = allowed
      .map((v) => v!)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])[0]
      .join('.');
    const onOldest = job.strategy?.matrix?.include?.some((m) => String(m['node-version']) === oldest);
    assert.ok(onOldest, `a matrix entry on Node ${oldest}`);
  });

  it("gives the browser tests the runner's Chrome (no browser is downloaded)", () => {
    assert.match(job.env?.CHROMIUM_PATH ?? '', /^\/usr\/bin\//);
  });
});
