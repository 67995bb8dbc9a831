/**
 * tools/placeholders/manifest.json, the record npm run launch-check reads to
 * recognise placeholder artwork, is the generator's current output: every
 * image's drawing is checked, and a few images are rasterised to check the
 * bytes (redrawing all of them takes over half a minute). A run with --only
 * keeps the rest of the record.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drawJob, JOBS } from '../../../tools/placeholders/catalogue.ts';
import { readManifest, sha256, writeManifest } from '../../../tools/placeholders/manifest.ts';
import { rasterise } from '../../../tools/placeholders/rasterise.ts';

const STALE = 'tools/placeholders/manifest.json is stale: run npm run placeholders';

describe('placeholder manifest', () => {
  const manifest = readManifest();

  it('records exactly the images the catalogue draws', () => {
    assert.deepEqual(Object.keys(manifest).sort(), JOBS.map((j) => j.file).sort(), STALE);
  });

  it("records each image's current drawing", () => {
    for (const job of JOBS) assert.equal(manifest[job.file]?.drawing, sha256(drawJob(job)), `${job.file}: ${STALE}`);
  });

  // A photo at full quality, one whose quality was lowered to fit its budget, and a transparent logo.
  for (const file of ['team/guide-1.jpg', 'heroes/home.jpg', 'press/logo-npr.png']) {
    it(`records the bytes the generator writes for ${file}`, async () => {
      const job = JOBS.find((j) => j.file === file);
      assert.ok(job, `${file} is in the catalogue`);
      const { buffer } = await rasterise(drawJob(job), job.file, job.w, job.h);
      assert.equal(manifest[file]?.file, sha256(buffer), STALE);
    });
  }

  describe('writing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'placeholder-manifest-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'manifest.json');

    it('replaces the images drawn, keeps the others, and drops those no longer in the catalogue', () => {
      writeManifest({ 'a.jpg': { drawing: 'a1', file: 'a2' }, 'b.jpg': { drawing: 'b1', file: 'b2' }, 'gone.jpg': { drawing: 'g1', file: 'g2' } }, ['a.jpg', 'b.jpg', 'gone.jpg'], file);
      writeManifest({ 'b.jpg': { drawing: 'b3', file: 'b4' } }, ['b.jpg', 'a.jpg'], file);
      assert.deepEqual(readManifest(file), { 'a.jpg': { drawing: 'a1', file: 'a2' }, 'b.jpg': { drawing: 'b3', file: 'b4' } });
      assert.doesNotThrow(() => JSON.parse(readFileSync(file, 'utf8')), 'valid JSON');
    });
  });
});
