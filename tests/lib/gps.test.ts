import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp, { type Exif } from 'sharp';
import { hasGpsPosition } from '../../src/lib/gps.ts';

const at = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '40/1 41/1 5000/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '73/1 59/1 30/1',
};
/** The EXIF block sharp reads from a small JPEG written with `exif`. */
async function exifOf(exif?: Exif): Promise<Buffer | undefined> {
  const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });
  const bytes = await (exif ? photo.withExif(exif) : photo).jpeg().toBuffer();
  return (await sharp(bytes).metadata()).exif;
}

describe('whether a photo carries a GPS position', () => {
  it('a phone photo with its latitude and longitude does; camera details alone or no EXIF do not', async () => {
    assert.equal(hasGpsPosition(await exifOf({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: at })), true);
    assert.equal(hasGpsPosition(await exifOf({ IFD0: { Make: 'Apple', Model: 'iPhone 13' } })), false);
    assert.equal(hasGpsPosition(await exifOf({ IFD3: { GPSAltitude: '12/1' } })), false, 'GPS without a position');
    assert.equal(hasGpsPosition(await exifOf()), false);
    assert.equal(hasGpsPosition(undefined), false);
  });

  it('reads big-endian blocks, and a damaged block as no position', async () => {
    // Big-endian TIFF: IFD0 with one entry, the GPS pointer (0x8825) to a directory with latitude (2) and longitude (4).
    const be = Buffer.alloc(8 + 18 + 26);
    be.write('MM', 0, 'latin1');
    be.writeUInt16BE(42, 2);
    be.writeUInt32BE(8, 4);
    be.writeUInt16BE(1, 8);
    be.writeUInt16BE(0x8825, 10);
    be.writeUInt16BE(4, 12);
    be.writeUInt32BE(1, 14);
    be.writeUInt32BE(26, 18);
    be.writeUInt16BE(2, 26);
    be.writeUInt16BE(0x0002, 28);
    be.writeUInt16BE(0x0004, 40);
    assert.equal(hasGpsPosition(be), true);
    const gps = (await exifOf({ IFD3: at }))!;
    for (const cut of [4, 12, 40]) assert.equal(hasGpsPosition(gps.subarray(0, cut)), false, `cut at ${cut}`);
    assert.equal(hasGpsPosition(Buffer.from('not an exif block at all')), false);
  });
});
