import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { drawJob, JOBS, type Job } from '../../tools/placeholders/catalogue.ts';
import { rasterise } from '../../tools/placeholders/rasterise.ts';

function job(file: string): Job {
  const found = JOBS.find((j) => j.file === file);
  assert.ok(found, `${file} is in the catalogue`);
  return found;
}

/** The brand logos sit in the site header, so they carry no placeholder text. */
const UNLABELLED = new Set(['brand/logo.png', 'brand/logo-alt.png', 'brand/logo-mark.png']);

describe('placeholder catalogue', () => {
  it('lists each path once, each a .jpg or .png with a positive size', () => {
    const files = JOBS.map((j) => j.file);
    assert.equal(new Set(files).size, files.length);
    for (const j of JOBS) {
      assert.match(j.file, /^[a-z]+\/[a-z0-9-]+\.(jpg|png)$/, j.file);
      assert.ok(j.w > 0 && j.h > 0, j.file);
    }
  });

  it('draws every image as SVG of the catalogue size, with its placeholder label', () => {
    for (const j of JOBS) {
      const svg = drawJob(j);
      assert.ok(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${j.w}" height="${j.h}" `), j.file);
      if (UNLABELLED.has(j.file)) continue;
      if (j.file.endsWith('.png')) assert.match(svg, />\(placeholder[^<]*\)<\/text>/, j.file);
      else assert.match(svg, />Placeholder · [^<]+<\/text><\/svg>$/, `${j.file}: the label is the last thing drawn`);
    }
  });

  it('draws the same markup every time, whatever was drawn before', () => {
    const first = new Map(JOBS.map((j) => [j.file, drawJob(j)]));
    for (const j of [...JOBS].reverse()) assert.equal(drawJob(j), first.get(j.file), j.file);
  });
});

describe('placeholder rasters', () => {
  // A street photo with people, a portrait reel, and a transparent logo.
  for (const file of ['gallery/tour-01.jpg', 'misc/reel-4.jpg', 'press/logo-npr.png']) {
    it(`${file}: byte-identical twice, at the catalogue size and format`, async () => {
      const j = job(file);
      const a = await rasterise(drawJob(j), j.file, j.w, j.h);
      const b = await rasterise(drawJob(j), j.file, j.w, j.h);
      assert.ok(a.buffer.equals(b.buffer), 'same bytes');
      assert.equal(a.quality, b.quality);
      const meta = await sharp(a.buffer).metadata();
      assert.equal(meta.width, j.w);
      assert.equal(meta.height, j.h);
      assert.equal(meta.format, file.endsWith('.png') ? 'png' : 'jpeg');
      if (file.endsWith('.png')) assert.equal(meta.hasAlpha, true, 'logos keep a transparent background');
    });
  }
});
