/**
 * Every photo chosen for upload is made ready in the browser before Decap reads it: named so it collides with
 * nothing (uploadNames.ts), turned upright, scaled down to MAX_EDGE on its long edge and encoded afresh, which leaves
 * its EXIF (the GPS position, the camera) and every other metadata behind. A 12 MP phone photo so goes into the
 * repository, which is public on GitHub Pages' free plan, at about 1 MB instead of 3–6 MB and its location. HEIC,
 * the iPhone's default, is converted where the browser can decode it and refused, saying what to do, where not.
 */
import { uniqueUploadName } from './uploadNames.ts';

/** The long edge of a committed photo: 1.5× the widest size the site serves (1,600 px). */
export const MAX_EDGE = 2400;
/** What a committed phone photo may weigh: one heavier is encoded again at a lower quality. */
const MAX_BYTES = 1_500_000;
const QUALITY = 85;
const LOWEST_QUALITY = 65;

/** The size a photo of `width`×`height` is committed at: never enlarged, its long edge at most `max`. */
export function fittedSize(width: number, height: number, max: number = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The parts of an encoded JPEG or PNG that make the picture, without its metadata: of a JPEG, every APP segment but
 * JFIF's (APP0) and Adobe's colour transform (APP14), and comments; of a PNG, every chunk but the header, palette,
 * transparency, data and end. A browser's encoder adds an ICC profile (Chromium) or EXIF (some others) of its own.
 */
export function withoutMetadata(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>[] {
  const kept = [bytes.subarray(0, bytes[0] === 0xff ? 2 : 8)];
  if (bytes[0] === 0xff)
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; ) {
      const marker = bytes[at + 1];
      // Start of scan: the picture itself, to the end of the file.
      if (marker === 0xda) return [...kept, bytes.subarray(at)];
      const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
      if (!((marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe))
        kept.push(bytes.subarray(at, end));
      at = end;
    }
  else
    for (let at = 8; at + 12 <= bytes.length; ) {
      const end = at + 12 + new DataView(bytes.buffer, bytes.byteOffset + at).getUint32(0);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(type)) kept.push(bytes.subarray(at, end));
      at = end;
    }
  return kept;
}

/** What the editor is told when the browser cannot open a HEIC photo (Chromium cannot). */
export function heicRefusal(name: string): string {
  return `"${name}" is a HEIC photo, the iPhone's own format, which this browser cannot open. Save it as JPEG and upload that: on a Mac, open it in Preview and choose File → Export → JPEG; on the iPhone, Settings → Camera → Formats → Most Compatible takes every new photo as JPEG.`;
}

/**
 * The file committed for `file`. A photo the browser cannot decode is refused (thrown, in the editor's words); a
 * file that is no photo is only renamed, and the build says what is wrong with it. `taken` holds the digests of the
 * files prepared so far: Decap keeps an unsaved entry's new photos by their content's digest, so a second upload
 * with the same bytes (one photo chosen for a tour's card and its banner) would replace the first and leave its
 * field pointing at a file never committed. A repeat is encoded again, imperceptibly differently.
 */
export async function preparedPhoto(file: File, taken: Set<string>): Promise<File> {
  const kind = `${file.type} ${file.name}`.toLowerCase();
  // Chromium gives a HEIC file no type: its name says what it is.
  const heic = /image\/hei[cf]|\.hei[cf]$/.test(kind);
  if (!heic && !/image\/(jpeg|png|webp|avif)|\.(jpe?g|png|webp|avif)$/.test(kind))
    return new File([file], uniqueUploadName(file.name), { type: file.type });
  // An <img> is drawn as every current browser shows it, turned by its EXIF orientation.
  const picture = new Image();
  picture.src = URL.createObjectURL(file);
  await picture.decode().catch(() => {
    URL.revokeObjectURL(picture.src);
    throw new Error(
      heic ? heicRefusal(file.name) : `"${file.name}" could not be opened as a photo. Export it again as JPEG.`,
    );
  });
  const canvas = document.createElement('canvas');
  Object.assign(canvas, fittedSize(picture.naturalWidth, picture.naturalHeight));
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  URL.revokeObjectURL(picture.src);
  // A PNG may be transparent (a logo): it stays PNG. Every other photo is committed as JPEG.
  const type = /image\/png|\.png$/.test(kind) ? 'image/png' : 'image/jpeg';
  const name = uniqueUploadName(type === 'image/png' ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg');
  for (let quality = QUALITY; ; ) {
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, type, quality / 100));
    if (!blob) throw new Error(`"${file.name}" could not be prepared for upload.`);
    if (type === 'image/jpeg' && blob.size > MAX_BYTES && quality > LOWEST_QUALITY) {
      quality -= 10;
      continue;
    }
    const clean = new Blob(withoutMetadata(new Uint8Array(await blob.arrayBuffer())), { type });
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await clean.arrayBuffer())).join();
    if (!taken.has(digest)) {
      taken.add(digest);
      return new File([clean], name, { type });
    }
    // A repeat: a lossless PNG differs by one corner pixel's opacity, a JPEG by the next quality down.
    if (type === 'image/jpeg') quality--;
    else {
      const corner = context.getImageData(0, 0, 1, 1);
      corner.data[3] += corner.data[3] > 127 ? -1 : 1;
      context.putImageData(corner, 0, 0);
    }
  }
}

/**
 * Prepares the files of every file input as they are chosen, before the page's own handlers (Decap's) see them: the
 * change is stopped first (a listener on the window, capturing), and once the files are ready, the input holds them
 * and announces a change of its own. While they are prepared, the input is marked aria-busy (admin.css shows it).
 */
export function prepareUploads(win: Window & typeof globalThis = window, prepare = preparedPhoto): void {
  const ours = new WeakSet<Event>();
  const taken = new Set<string>();
  win.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (ours.has(event) || input?.type !== 'file' || !input.files?.length) return;
      event.stopImmediatePropagation();
      const chosen = [...input.files];
      input.setAttribute('aria-busy', 'true');
      void (async () => {
        const ready = new win.DataTransfer();
        for (const file of chosen)
          await prepare(file, taken).then(
            (f) => ready.items.add(f),
            (e: Error) => win.alert(e.message),
          );
        input.removeAttribute('aria-busy');
        input.files = ready.files;
        if (!ready.files.length) return;
        const again = new win.Event('change', { bubbles: true });
        ours.add(again);
        input.dispatchEvent(again);
      })();
    },
    { capture: true },
  );
}
