/**
 * On GitHub Actions the build turns each content problem into an annotation on its file and line (a workflow command
 * the runner reads from standard output), so a pull request shows the problem beside the line to fix.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { annotation } from '../../src/pipeline/github.ts';
import { brokenContent } from '../fixtures/brokenContent.ts';
import { folder } from '../helpers/folder.ts';

describe('workflow commands', () => {
  it('escape what would end a property or the message early (",", ":", %, line breaks), and leave out the properties they do not have', () => {
    const full = { file: 'content/a,b.md', line: 3, title: 'stops.0: name', message: '50% off\nnext line' } as const;
    assert.equal(
      annotation({ level: 'error', ...full }),
      '::error file=content/a%2Cb.md,line=3,title=stops.0%3A name::50%25 off%0Anext line',
    );
    assert.equal(annotation({ level: 'warning', message: 'season' }), '::warning::season');
  });
});

describe('a broken content folder built under GITHUB_ACTIONS=true', () => {
  const { site, expected } = brokenContent();
  const work = folder({});
  after(() => site.remove());

  it('prints one ::error annotation per problem with its file, line and field, and a summary for the job', () => {
    const summary = path.join(work, 'summary.md');
    const run = spawnSync(
      process.execPath,
      [path.join('bin', 'build.mjs'), '--quiet', '--out', path.join(work, 'site')],
      {
        cwd: site.root,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
      },
    );
    assert.equal(run.status, 1, run.stderr);
    const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::error '));
    assert.equal(annotations.length, expected.length, run.stdout);
    for (const want of expected) {
      const line = annotations.find((a) =>
        a.startsWith(`::error file=${want.file},line=${want.line},title=${want.path.replaceAll(':', '%3A')}::`),
      );
      assert.ok(line, `no annotation for ${want.file}:${want.line} (${want.path}) in:\n${annotations.join('\n')}`);
      assert.match(line.slice(line.indexOf('::', 2) + 2), want.message);
    }
    const written = readFileSync(summary, 'utf8');
    for (const want of expected) assert.ok(written.includes(`\`${want.file}:${want.line}\``), written);
  });
});
