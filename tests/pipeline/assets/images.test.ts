/**
 * Photos as editors have them, straight from a phone: stored sideways with an EXIF orientation, 12 MP and more,
 * carrying GPS and camera details, sometimes HEIC or damaged. Every fixture is drawn with sharp at test time into the
 * system's temporary folder: a blue picture whose stored top-left quarter is red, so where the red quarter lands tells
 * which way an output was turned.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ContentError } from '../../../src/content/load/loader.ts';
import {
  copyOriginal,
  GPS_NOTE,
  locatedPhotos,
  makeAvif,
  processImages,
  unreadableImages,
  widthsFor,
} from '../../../src/pipeline/assets/images.ts';
import type { ProcessedImage } from '../../../src/contract/image.ts';
import { tempSite, type TempSite } from '../../fixtures/tempSite.ts';
import { mdFiles } from '../../fixtures/brokenContent.ts';
import { folder } from '../../helpers/folder.ts';

const BLUE = '#0000ff';
const RED = '#ff0000';

const phoneExif = {
  IFD0: { Make: 'Phone', Model: 'X' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 42/1 4612/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '74/1 0/1 2160/100',
  },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Editor Name</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/** A blue picture of the stored size with its stored top-left quarter red. */
function marked(width: number, height: number): Sharp {
  const quarter = { create: { width: width / 2, height: height / 2, channels: 3 as const, background: RED } };
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: quarter, left: 0, top: 0 },
  ]);
}

/** An encoded picture carrying the phone's camera and GPS tags and the XMP. */
const tagged = (image: Sharp) => image.withExif(phoneExif).withXmp(xmp).toBuffer();

/** A phone photo: stored landscape, EXIF orientation, camera and GPS tags, XMP, IPTC. */
async function phoneJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  return withIptc(await tagged(marked(width, height).jpeg({ quality: 80 }).withMetadata({ orientation })));
}

/** Adds an IPTC record (a place name) the way photo tools do: an APP13 "Photoshop 3.0" segment after the JPEG's start marker. */
function withIptc(jpeg: Buffer): Buffer {
  const text = Buffer.from('Staten Island Ferry Terminal');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x5c, text.length >> 8, text.length & 0xff]), text]);
  const header = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4)]);
  header.writeUInt32BE(record.length, 8);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0'), header, record, Buffer.alloc(record.length % 2)]);
  const marker = Buffer.from([0xff, 0xed, 0, 0]);
  marker.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, payload, jpeg.subarray(2)]);
}

/** The bytes an iPhone's HEIC starts with (an ftyp box naming its brands), then anything. */
function fakeHeic(major = 'heic'): Buffer {
  return Buffer.concat([Buffer.from(`\0\0\0\x18ftyp${major}\0\0\0\0mif1heic`, 'latin1'), Buffer.alloc(2000, 0x5a)]);
}

/** Where the stored top-left quarter lands once upright: orientation 6 turns clockwise, 8 anticlockwise. */
async function assertRedQuarter(file: string, corner: 'top-left' | 'top-right' | 'bottom-left'): Promise<void> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  for (const [name, fx, fy] of [
    ['top-left', 0.25, 0.25],
    ['top-right', 0.75, 0.25],
    ['bottom-left', 0.25, 0.75],
    ['bottom-right', 0.75, 0.75],
  ] as const) {
    const at = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
    assert.ok(Math.abs(data[at] - data[at + 2]) > 128, `${path.basename(file)}: ${name} is clearly red or blue`);
    assert.equal(data[at] > data[at + 2], name === corner, `${path.basename(file)}: ${name} quarter is red`);
  }
}

/** Every output file of an image, with its width as published. */
function outputs(outDir: string, image: ProcessedImage): { file: string; width: number }[] {
  return [...image.avif, ...image.webp].map((v) => ({ file: path.join(outDir, path.basename(v.url)), width: v.width }));
}

async function assertNoMetadata(file: string): Promise<void> {
  const m = await sharp(file).metadata();
  const name = path.basename(file);
  assert.equal(m.exif, undefined, `${name} has no EXIF (GPS, camera)`);
  assert.equal(m.xmp, undefined, `${name} has no XMP`);
  assert.equal(m.iptc, undefined, `${name} has no IPTC`);
  assert.equal(m.comments, undefined, `${name} has no text chunks`);
  assert.equal(m.orientation, undefined, `${name} needs no orientation tag: it is stored upright`);
}

/** The ContentError a promise is rejected with. */
async function rejection(p: Promise<unknown>): Promise<ContentError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  assert.ok(e instanceof ContentError, `expected a ContentError, got ${String(e)}`);
  return e;
}

const READABLE = 'JPEG, PNG, WebP or AVIF';
/** What an editor is told of each kind of unreadable photo, word for word. */
const UNREADABLE = {
  heic: 'cannot be read as an image (it looks like HEIC, the iPhone format): export or convert it to JPEG and refer to the .jpg',
  damaged: `cannot be read as an image (it looks like JPEG but is damaged or cut short): export it again as ${READABLE}`,
  empty: 'cannot be read as an image (the file is empty, perhaps an unfinished copy): copy the photo again',
  other: `cannot be read as an image (it is not a ${READABLE} file, whatever its name says): save it as ${READABLE}`,
};
/** A problem or note reported on a photo of content/images/. */
const onPhoto = (src: string, message: string) => ({ file: `content/images/${src}`, path: '', message });

const work = folder({});

describe('widthsFor', () => {
  it('keeps the folder widths a source can fill, and only the source width when it fills none', () => {
    // A source wider than every width, and one narrower than all, are rows of the phone photos' UPRIGHT table.
    assert.deepEqual(widthsFor('heroes/a.jpg', 1000), [640, 960]);
    assert.deepEqual(widthsFor('blog/a.jpg', 960), [480, 960]);
  });
});

/** processImages, then every source's AVIF too (a page showing each), with the counts of both. */
async function processAll(opts: Parameters<typeof processImages>[0]) {
  const made = await processImages(opts);
  const avif = await makeAvif(made.images.keys(), { ...opts, sources: made.sources });
  const stats = { encoded: made.stats.encoded + avif.encoded, reused: made.stats.reused + avif.reused };
  return { ...made, stats };
}

describe('processImages on phone photos', () => {
  let imagesDir: string;
  let outDir: string;
  let cacheDir: string;
  let images: Map<string, ProcessedImage>;
  let firstStats: { encoded: number; reused: number };
  /** Each source: its widths (those of its folder it can fill), its upright size (its largest variant's), where its stored top-left lands. */
  const UPRIGHT: [string, number[], [number, number], 'top-left' | 'top-right' | 'bottom-left'][] = [
    ['blog/phone-6.jpg', [480, 960], [960, 1280], 'top-right'],
    ['blog/phone-8.jpg', [480, 960], [960, 1280], 'bottom-left'],
    // Narrower than every blog width: never enlarged.
    ['blog/small.jpg', [300], [300, 200], 'top-left'],
    // Stored 1000 wide, but 300 wide once upright: its upright width counts.
    ['blog/narrow-sideways.jpg', [300], [300, 1000], 'top-right'],
    ['gallery/large.png', [400, 800], [800, 600], 'top-left'],
    ['gallery/large.webp', [400, 800], [800, 600], 'top-left'],
    ['gallery/photo.avif', [400, 800], [800, 600], 'top-left'],
  ];
  const sources = UPRIGHT.map(([src]) => src);

  before(async () => {
    outDir = path.join(work, 'phone', 'out');
    cacheDir = path.join(work, 'phone', 'cache');
    imagesDir = folder({
      'blog/phone-6.jpg': await phoneJpeg(4032, 3024, 6),
      'blog/phone-8.jpg': await phoneJpeg(1600, 1200, 8),
      'blog/small.jpg': await marked(300, 200).jpeg().withExif(phoneExif).toBuffer(),
      'blog/narrow-sideways.jpg': await phoneJpeg(1000, 300, 6),
      'gallery/large.png': await tagged(marked(4032, 3024).png({ compressionLevel: 1 })),
      'gallery/large.webp': await tagged(marked(4032, 3024).webp({ quality: 60, effort: 0 })),
      'gallery/photo.avif': await marked(1200, 900).avif({ quality: 40, effort: 0 }).withExif(phoneExif).toBuffer(),
    });
    const result = await processAll({ imagesDir, sources, outDir, cacheDir });
    images = result.images;
    firstStats = result.stats;
  });

  it('starts from fixtures that really carry orientation, GPS, camera, XMP and IPTC', async () => {
    const m = await sharp(path.join(imagesDir, 'blog/phone-6.jpg')).metadata();
    assert.deepEqual([m.width, m.height, m.orientation], [4032, 3024, 6]);
    assert.ok(m.exif?.includes('Phone'), 'camera make');
    assert.ok(m.exif?.includes(Buffer.from([0x25, 0x88])), 'GPS directory (tag 0x8825)');
    assert.ok(m.xmp?.includes('Editor Name'), 'XMP');
    assert.ok(m.iptc?.includes('Staten Island'), 'IPTC');
    for (const src of ['gallery/large.png', 'gallery/large.webp']) {
      const other = await sharp(path.join(imagesDir, src)).metadata();
      assert.ok(other.exif?.includes('Phone') && other.xmp, `${src} carries EXIF and XMP`);
    }
  });

  it('publishes each source (12 MP JPEG, PNG, WebP; AVIF) upright in AVIF and WebP, at each width it can fill, never wider, bare of EXIF, XMP, IPTC', async (t) => {
    for (const [src, widths, [width, height], corner] of UPRIGHT)
      await t.test(src, async () => {
        const image = images.get(src)!;
        assert.deepEqual([image.avif.map((v) => v.width), image.webp.map((v) => v.width)], [widths, widths]);
        assert.deepEqual([image.width, image.height], [width, height], 'the upright size, for the HTML aspect ratio');
        for (const { file, width: w } of outputs(outDir, image)) {
          const m = await sharp(file).metadata();
          assert.deepEqual([m.width, m.height], [w, Math.round((w * height) / width)], path.basename(file));
          await assertRedQuarter(file, corner);
          await assertNoMetadata(file);
        }
      });
  });

  it('reuses every cached output on the next run: nothing is encoded twice', async () => {
    assert.equal(
      firstStats.encoded,
      [...images.values()].reduce((n, i) => n + i.avif.length + i.webp.length, 0),
    );
    // Entries cached before the GPS flag existed: their outputs are still reused, the flag read once more.
    for (const f of readdirSync(cacheDir).filter((f) => f.endsWith('.json'))) {
      const { width, height } = JSON.parse(readFileSync(path.join(cacheDir, f), 'utf8'));
      writeFileSync(path.join(cacheDir, f), JSON.stringify({ width, height }));
    }
    const again = await processAll({ imagesDir, sources, outDir: path.join(work, 'phone', 'out-2'), cacheDir });
    assert.deepEqual(again.stats, { encoded: 0, reused: firstStats.encoded });
    assert.deepEqual([...again.images.entries()], [...images.entries()], 'same URLs and sizes');
    // Every phone photo records where it was taken: the build notes each by its file (build.ts prints these).
    assert.deepEqual(
      locatedPhotos(again.sources),
      [...sources].sort().map((src) => onPhoto(src, GPS_NOTE)),
    );
  });

  it('does not serve outputs cached by the old pipeline (keyed by source hash alone, not rotated)', async () => {
    const src = 'blog/phone-8.jpg';
    const file = path.join(imagesDir, src);
    const oldHash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    const oldCache = folder({});
    writeFileSync(path.join(oldCache, `${oldHash}.json`), JSON.stringify({ width: 1600, height: 1200 }));
    // What the old code made: the stored landscape pixels.
    for (const width of [480, 960])
      for (const format of ['webp', 'avif'] as const) {
        const pixels = await sharp(file).resize({ width }).toFormat(format).toBuffer();
        writeFileSync(path.join(oldCache, `${oldHash}-${width}.${format}`), pixels);
      }
    const out = path.join(work, 'phone', 'out-old');
    const { images: fresh, stats } = await processAll({ imagesDir, sources: [src], outDir: out, cacheDir: oldCache });
    assert.deepEqual(stats, { encoded: 4, reused: 0 });
    const image = fresh.get(src)!;
    assert.deepEqual([image.width, image.height], [960, 1280]);
    for (const v of [...image.avif, ...image.webp])
      assert.ok(!v.url.includes(oldHash.slice(0, 8)), `${v.url} has a new hash, so browsers fetch it anew`);
    for (const { file: output } of outputs(out, image)) await assertRedQuarter(output, 'bottom-left');
  });
});

describe('AVIF only for the images pages show', () => {
  it('processImages makes WebP and names the AVIF; makeAvif makes the AVIF of the sources asked for, each once', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const imagesDir = folder({ 'blog/shown.jpg': photo, 'blog/webp-only.jpg': photo });
    const outDir = path.join(work, 'demand', 'out');
    const cacheDir = path.join(work, 'demand', 'cache');
    const { images, sources } = await processImages({
      imagesDir,
      sources: ['blog/shown.jpg', 'blog/webp-only.jpg'],
      outDir,
      cacheDir,
    });
    // Every source's WebP, and makeAvif's outputs reused from the cache, are the phone photos' tests' (processAll).
    const avif = () => readdirSync(outDir).filter((f) => f.endsWith('.avif'));
    assert.deepEqual(avif(), [], 'no AVIF before any is asked for');
    const urls = images.get('blog/shown.jpg')!.avif.map((v) => path.basename(v.url));
    const stats = await makeAvif(['blog/shown.jpg', 'blog/shown.jpg'], { sources, outDir, cacheDir });
    assert.deepEqual(avif().sort(), [...urls].sort());
    assert.deepEqual(stats, { encoded: urls.length, reused: 0 });
    for (const f of urls) assert.equal((await sharp(path.join(outDir, f)).metadata()).format, 'heif');
  });
});

describe('processImages on unreadable sources', () => {
  let imagesDir: string;

  before(async () => {
    const good = await phoneJpeg(800, 600, 6);
    // Random bytes overwriting the middle of the picture data.
    const damaged = Buffer.from(good);
    for (let i = damaged.length - 2000; i < damaged.length - 1800; i++) damaged[i] = (i * 37) & 0xff;
    imagesDir = folder({
      'blog/fine.jpg': good,
      'blog/ferry.heic': fakeHeic(),
      // An iPhone photo renamed to .jpg; its major brand is the generic mif1, heic only listed as compatible.
      'blog/renamed.jpg': fakeHeic('mif1'),
      'blog/cut-short.jpg': good.subarray(0, Math.floor(good.length / 2)),
      'blog/damaged.jpg': damaged,
      'blog/notes.png': 'Meeting notes, not a picture at all.\n',
      'blog/empty.webp': '',
    });
  });

  const run = (sources: string[]) =>
    processImages({
      imagesDir,
      sources,
      outDir: path.join(work, 'bad', 'out'),
      cacheDir: path.join(work, 'bad', 'cache'),
    });

  const sources = () => readdirSync(path.join(imagesDir, 'blog')).map((f) => `blog/${f}`);

  it('stops with one ContentError naming every unreadable image with its hint; unreadableImages finds the same, encoding nothing', async () => {
    // Exact messages: one plain line each, nothing of sharp's. HEIC is told by its ftyp brand, whatever the extension.
    const expected = Object.entries({
      'cut-short.jpg': UNREADABLE.damaged,
      'damaged.jpg': UNREADABLE.damaged,
      'empty.webp': UNREADABLE.empty,
      'ferry.heic': UNREADABLE.heic,
      'notes.png': UNREADABLE.other,
      'renamed.jpg': UNREADABLE.heic,
    }).map(([f, message]) => onPhoto(`blog/${f}`, message));
    assert.deepEqual((await rejection(run(sources()))).issues, expected);
    const cacheDir = path.join(work, 'bad', 'check-cache');
    assert.deepEqual(
      await unreadableImages({ imagesDir, sources: [...sources(), 'blog/not-there.jpg'], cacheDir }),
      expected,
    );
    assert.deepEqual(
      readdirSync(cacheDir).filter((f) => /\.(avif|webp|jpe?g|png)$/.test(f)),
      [],
      'no image was encoded',
    );
  });

  it('reports a bad source the same way when its good neighbours are already cached', async () => {
    await run(['blog/fine.jpg']);
    const e = await rejection(run(['blog/fine.jpg', 'blog/ferry.heic']));
    assert.deepEqual(e.issues, [onPhoto('blog/ferry.heic', UNREADABLE.heic)]);
  });
});

describe('copyOriginal (social card, favicon)', () => {
  let imagesDir: string;
  let outDir: string;
  let cacheDir: string;

  before(async () => {
    outDir = path.join(work, 'orig', 'out');
    cacheDir = path.join(work, 'orig', 'cache');
    imagesDir = folder({
      'brand/card.jpg': await phoneJpeg(4032, 3024, 6),
      // A transparent PNG stored sideways (orientation 8, in its eXIf chunk).
      'brand/mark.png': await tagged(marked(160, 120).ensureAlpha(0.5).png().withMetadata({ orientation: 8 })),
      'brand/ferry.jpg': fakeHeic(),
      'brand/logo.png': await marked(120, 40).png({ palette: true }).withXmp(xmp).toBuffer(),
    });
  });

  const copy = (src: string) => copyOriginal({ imagesDir, src, outDir, cacheDir });

  it('re-encodes a photo in its own format, upright, at most 1200 px, transparency kept, bare of EXIF, XMP and IPTC, under a hashed name', async () => {
    const mark = await sharp(path.join(imagesDir, 'brand/mark.png')).metadata();
    assert.ok(mark.exif?.includes('Phone'), 'the PNG fixture carries EXIF (the JPEG is a phone photo as above)');
    // card.jpg is 3024×4032 upright, fitted inside 1200×1200: a social card never needs more.
    for (const [src, name, format, size, alpha, corner] of [
      ['brand/card.jpg', /^\/img\/brand-card-[0-9a-f]{8}\.jpg$/, 'jpeg', [900, 1200], false, 'top-right'],
      ['brand/mark.png', /^\/img\/brand-mark-[0-9a-f]{8}\.png$/, 'png', [120, 160], true, 'bottom-left'],
    ] as const) {
      const url = await copy(src);
      assert.match(url, name);
      const file = path.join(outDir, path.basename(url));
      const m = await sharp(file).metadata();
      assert.deepEqual([m.format, m.width, m.height, m.hasAlpha], [format, ...size, alpha]);
      await assertRedQuarter(file, corner);
      await assertNoMetadata(file);
    }
  });

  it('keeps a palette PNG (a logo) a palette PNG with exactly its pixels', async () => {
    const source = path.join(imagesDir, 'brand/logo.png');
    assert.equal((await sharp(source).metadata()).isPalette, true, 'the fixture is a palette PNG');
    const file = path.join(outDir, path.basename(await copy('brand/logo.png')));
    assert.equal((await sharp(file).metadata()).isPalette, true);
    const pixels = (f: string) => sharp(f).ensureAlpha().raw().toBuffer();
    assert.deepEqual(await pixels(file), await pixels(source));
    await assertNoMetadata(file);
  });

  it('serves the next build from the cache by source hash instead of encoding again', async () => {
    const url = await copy('brand/mark.png');
    const entry = readdirSync(cacheDir).find((f) => /-original(-\d+)?\.png$/.test(f));
    assert.ok(entry, 'the encoded copy is cached');
    // Mark the cached copy: if the next call encoded again, the mark would be gone.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(cacheDir, entry), marker);
    assert.equal(await copy('brand/mark.png'), url, 'same URL');
    assert.deepEqual(readFileSync(path.join(outDir, path.basename(url))), marker);
  });

  it('stops with a ContentError for a HEIC file named .jpg', async () => {
    const e = await rejection(copy('brand/ferry.jpg'));
    assert.deepEqual(e.issues, [onPhoto('brand/ferry.jpg', UNREADABLE.heic)]);
  });
});

describe('a build whose content has problems and whose photos are unreadable', () => {
  let site: TempSite;
  const expected: string[] = [];

  before(async () => {
    // The site's own content, with two impossible dates and four referenced photos gone wrong: one named by a post
    // that fails validation itself, three named by valid files.
    site = tempSite('images-and-content-', { writableImages: true });
    const read = (rel: string) => readFileSync(path.join(site.content, rel), 'utf8');
    const posts = mdFiles('blog').slice(0, 2);
    for (const post of posts) {
      site.edit(post, (s) => s.replace(/^date:.*$/m, 'date: 2024-02-31'));
      // Named with the line the field is on; a photo is a file without lines.
      const line =
        read(post)
          .split('\n')
          .findIndex((l) => l.startsWith('date:')) + 1;
      expected.push(`content/${post}:${line}: date: is not a real calendar day`);
    }
    const postImage = /^image:\s*"?([^"\s]+)"?\s*$/m.exec(read(posts[0]))![1];
    const galleryImage = (JSON.parse(read('gallery.json')) as { tour: { src: string }[] }).tour[0].src;
    const teamImage = (JSON.parse(read('team.json')) as { members: { image: string }[] }).members[0].image;
    // The default share card's source, which its card is also made from: reported once, with the others.
    const shareImage = (JSON.parse(read('site.json')) as { ogImage: string }).ogImage;
    assert.equal(new Set([postImage, galleryImage, teamImage, shareImage]).size, 4, 'four different photos');
    const photo = readFileSync(path.join(site.content, 'images', postImage));
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    const broken: [string, Buffer, string][] = [
      [postImage, photo.subarray(0, photo.length >> 1), UNREADABLE.damaged],
      [galleryImage, Buffer.alloc(0), UNREADABLE.empty],
      [teamImage, gif, UNREADABLE.other],
      [shareImage, fakeHeic('mif1'), UNREADABLE.heic],
    ];
    for (const [src, bytes] of broken) site.addImage(src, bytes);
    expected.push(...broken.map(([src, , message]) => `content/images/${src}: (file): ${message}`).sort());
  });

  after(() => site?.remove());

  // That a refused build leaves its output folder as it was is tests/content/loader.test.ts's.
  it('lists the content problems and every unreadable photo in one report, the photos after the rest', async () => {
    const e = await rejection(site.build(path.join(site.root, 'out')));
    assert.deepEqual(e.message.split('\n'), [`Content has ${expected.length} problems:`, ...expected]);
  });
});
