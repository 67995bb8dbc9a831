/**
 * The ICO container of /favicon.ico: one PNG image behind a header and one
 * directory entry, as browsers and feed readers read it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { icoFromPng } from '../../../src/pipeline/assets/ico.ts';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 1 } } })
    .png()
    .toBuffer();

describe('icoFromPng', () => {
  it('writes an icon header, one directory entry for its size (256 px as 0, as the format requires), then the PNG unchanged', async () => {
    for (const size of [48, 256]) {
      const image = await png(size);
      const ico = icoFromPng(image, size);
      assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 1]);
      assert.deepEqual([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)], [size % 256, size % 256, 1, 32]);
      assert.equal(ico.readUInt32LE(14), image.length);
      assert.equal(ico.readUInt32LE(18), 22);
      assert.ok(ico.subarray(22).equals(image));
      assert.equal(ico.length, 22 + image.length);
    }
  });

  it('refuses what is not a PNG, and sizes an ICO cannot hold', async () => {
    assert.throws(() => icoFromPng(Buffer.from('GIF89a not a png'), 48), /not a PNG/);
    const image = await png(16);
    assert.throws(() => icoFromPng(image, 0), /1 to 256 px/);
    assert.throws(() => icoFromPng(image, 257), /1 to 256 px/);
  });
});
