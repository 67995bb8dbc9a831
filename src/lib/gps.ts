/**
 * Whether a photo's EXIF block says where it was taken: a GPS directory holding a latitude and a longitude. The built
 * site strips EXIF, but the repository keeps each original, so the build and the launch check name such photos.
 * `exif` is the block as sharp's metadata gives it ("Exif\0\0", then the TIFF structure), or the TIFF structure alone.
 */
export function hasGpsPosition(exif: Uint8Array | undefined): boolean {
  if (!exif) return false;
  const tiff = exif[0] === 0x45 ? exif.subarray(6) : exif;
  if (tiff.length < 8) return false;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = view.getUint16(0) === 0x4949;
  if (!little && view.getUint16(0) !== 0x4d4d) return false;
  /** The offset of the entry tagged `tag` in the directory at `dir`, or -1 (a damaged block is read as no position). */
  const entry = (dir: number, tag: number): number => {
    if (dir + 2 > tiff.length) return -1;
    for (let i = 0, n = view.getUint16(dir, little); i < n; i++) {
      const at = dir + 2 + i * 12;
      if (at + 12 > tiff.length) return -1;
      if (view.getUint16(at, little) === tag) return at;
    }
    return -1;
  };
  const pointer = entry(view.getUint32(4, little), 0x8825);
  if (pointer < 0) return false;
  const gps = view.getUint32(pointer + 8, little);
  // GPSLatitude and GPSLongitude: a directory with only its version or a time says nowhere.
  return entry(gps, 0x0002) >= 0 && entry(gps, 0x0004) >= 0;
}
