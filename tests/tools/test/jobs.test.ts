/**
 * How npm test shares processes: browser test files run in a few groups of
 * about equal size, each file once; and a browser test file that shares a
 * process keeps its hooks and tests in one suite of its own, so its pages and
 * its browser connection close when its own tests end, not when the whole
 * group's do (open pages keep animating and slow the next file's tests).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupsBySize, jobsFor, testFiles } from '../../../tools/test/jobs.ts';
import { ROOT } from '../../helpers/site.ts';

describe('groupsBySize', () => {
  // a weighs 50, b 40 ... e 10.
  const files = ['a', 'b', 'c', 'd', 'e'].map((file, i) => ({ file, size: 50 - 10 * i }));

  it('puts every file in exactly one group, the heaviest first into the lightest group', () => {
    const groups = groupsBySize(files, 2);
    assert.deepEqual(groups.flat().sort(), ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(groups, [
      ['a', 'd', 'e'],
      ['b', 'c'],
    ]);
  });

  it('makes no empty group when files are fewer than groups, and the same groups in any order', () => {
    assert.deepEqual(groupsBySize(files.slice(0, 2), 5), [['a'], ['b']]);
    assert.deepEqual(groupsBySize([...files].reverse(), 3), groupsBySize(files, 3));
  });
});

describe('the jobs of this repository', () => {
  const jobs = jobsFor(ROOT);

  it('run every browser test file once', () => {
    const e2e = jobs.filter((j) => j.stage === 'e2e').flatMap((j) => j.files);
    assert.deepEqual([...e2e].sort(), testFiles(ROOT, 'tests/e2e'));
  });

  it('keep the hooks and tests of a browser test file sharing a process inside one suite of its own', () => {
    const shared = jobs.filter((j) => j.stage === 'e2e' && j.files.length > 1).flatMap((j) => j.files);
    assert.ok(shared.length > 1, 'some browser test files share a process');
    for (const file of shared) {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      const topLevel = lines.filter((l) => /^(before|after|beforeEach|afterEach|it|test)\(/.test(l));
      assert.deepEqual(topLevel, [], `${file}: hooks or tests outside its suite`);
      assert.equal(lines.filter((l) => /^describe\(/.test(l)).length, 1, `${file}: one suite holds the whole file`);
    }
  });
});
