/**
 * /favicon.ico, which browsers and crawlers ask for whatever a page's <link rel="icon"> says: a 6-byte header, one
 * 16-byte directory entry, then a PNG (which every browser since 2007 reads in an ICO).
 */
const HEADER = 6;
const ENTRY = 16;
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An ICO holding one square PNG of `size` px (at most 256, which ICO writes as 0). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('icoFromPng: the image is not a PNG');
  if (!Number.isInteger(size) || size < 1 || size > 256)
    throw new Error(`icoFromPng: an ICO image is 1 to 256 px, not ${size}`);
  const head = Buffer.alloc(HEADER + ENTRY);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size % 256, 6); // width; 0 means 256
  head.writeUInt8(size % 256, 7); // height
  head.writeUInt8(0, 8); // no palette
  head.writeUInt8(0, 9); // reserved
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(HEADER + ENTRY, 18); // the PNG follows the directory
  return Buffer.concat([head, png]);
}
