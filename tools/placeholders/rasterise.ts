/**
 * SVG markup to the encoded file bytes, with sharp: transparent palette PNG
 * for .png paths (logos), JPEG on white for everything else. The result is
 * checked against the size the catalogue asked for.
 */
import sharp from 'sharp';

/** JPEG quality starts here and steps down only for images over the byte budget. */
export const JPEG_QUALITY = 72;
const JPEG_MIN_QUALITY = 50;
export const JPEG_BUDGET = 46 * 1024;

export interface Raster {
  buffer: Buffer;
  /** the JPEG quality used; undefined for PNG */
  quality?: number;
}

export async function rasterise(svg: string, file: string, w: number, h: number): Promise<Raster> {
  const raster = await sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 0 }).toBuffer();
  let buffer: Buffer;
  let quality: number | undefined;
  if (file.endsWith('.png')) {
    buffer = await sharp(raster).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10, dither: 0.5 }).toBuffer();
  } else {
    quality = JPEG_QUALITY;
    buffer = await encodeJpeg(raster, quality);
    while (buffer.length > JPEG_BUDGET && quality > JPEG_MIN_QUALITY) {
      quality = Math.max(JPEG_MIN_QUALITY, quality - 4);
      buffer = await encodeJpeg(raster, quality);
    }
  }
  const meta = await sharp(buffer).metadata();
  if (meta.width !== w || meta.height !== h) throw new Error(`${file}: got ${meta.width}x${meta.height}, want ${w}x${h}`);
  return { buffer, quality };
}

function encodeJpeg(raster: Buffer, quality: number): Promise<Buffer> {
  return sharp(raster).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
