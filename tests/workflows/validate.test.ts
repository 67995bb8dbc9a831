/**
 * The GitHub Actions workflows (.github/workflows/): each one valid against
 * the GitHub Actions workflow schema (@action-validator/core, the npm build of
 * action-validator), and the check running the README's steps, `npm ci` then
 * `npm test`, with npm's cache and a browser for the browser tests.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { ROOT } from '../helpers/site.ts';

const DIR = path.join(ROOT, '.github', 'workflows');
const workflows = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f)).sort();
const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps?: Step[]; env?: Record<string, string> }>;
}

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
    const state = validateWorkflow('on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: npm test\n        timeout: 5\n');
    assert.ok(state.errors.length > 0);
  });

  it('sets up Node with npm\'s cache wherever it installs', () => {
    for (const file of workflows) {
      const wf = parse(read(file)) as Workflow;
      for (const [name, job] of Object.entries(wf.jobs)) {
        const steps = job.steps ?? [];
        if (!steps.some((s) => s.run?.startsWith('npm ci'))) continue;
        const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
        assert.equal(node?.with?.cache, 'npm', `${file} ${name}`);
      }
    }
  });
});

describe('the check', () => {
  const wf = parse(read('check.yml')) as Workflow;
  const job = Object.values(wf.jobs)[0];

  it('runs on every pull request and every push to main', () => {
    assert.ok('pull_request' in wf.on);
    assert.deepEqual((wf.on.push as { branches: string[] }).branches, ['main']);
  });

  it('runs the README\'s steps, npm ci then npm test, and nothing else', () => {
    assert.deepEqual(job.steps!.filter((s) => s.run).map((s) => s.run!.split(' ').slice(0, 2).join(' ')), ['npm ci', 'npm test']);
  });

  it('gives the browser tests the runner\'s Chrome (no browser is downloaded)', () => {
    assert.match(job.env?.CHROMIUM_PATH ?? '', /^\/usr\/bin\//);
  });
});
