import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp, { type Sharp } from 'sharp';
import { Window as HappyWindow } from 'happy-dom';
import {
  fittedSize,
  heicRefusal,
  MAX_EDGE,
  prepareUploads,
  preparedPhoto,
  withoutMetadata,
} from '../../src/client/admin/uploads.ts';
import { nextId } from '../../src/client/admin/photoList.ts';
import { hasGpsPosition } from '../../src/lib/gps.ts';
import { GPS } from '../fixtures/companySite.ts';

const exif = {
  IFD0: { Make: 'Apple', Model: 'iPhone 13' },
  IFD3: GPS,
};
const tagged = (s: Sharp) =>
  s.withExif(exif).withIccProfile('srgb').withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>');
const picture = () => sharp({ create: { width: 32, height: 24, channels: 4, background: '#c86432c0' } });

describe('photos made ready for upload in the CMS', () => {
  it('a photo is scaled to at most 2,400 px on its long edge, never enlarged, in either orientation', () => {
    assert.deepEqual(fittedSize(4000, 3000), { width: MAX_EDGE, height: 1800 });
    assert.deepEqual(fittedSize(3000, 4000), { width: 1800, height: MAX_EDGE });
    assert.deepEqual(fittedSize(2400, 1600), { width: 2400, height: 1600 });
    assert.deepEqual(fittedSize(800, 600), { width: 800, height: 600 });
  });

  it('an encoded JPEG or PNG keeps its picture and loses its EXIF (GPS included), ICC profile and XMP', async () => {
    for (const [format, bytes] of [
      ['jpeg', await tagged(picture().jpeg()).toBuffer()],
      ['png', await tagged(picture().png()).toBuffer()],
    ] as const) {
      const before = await sharp(bytes).metadata();
      assert.ok(hasGpsPosition(before.exif) && before.icc && before.xmp, `the ${format} fixture carries metadata`);
      const clean = Buffer.concat(withoutMetadata(new Uint8Array(bytes)));
      const after = await sharp(clean).metadata();
      assert.deepEqual([after.format, after.exif, after.icc, after.xmp], [format, undefined, undefined, undefined]);
      assert.deepEqual(await sharp(clean).raw().toBuffer(), await sharp(bytes).raw().toBuffer(), 'the same pixels');
    }
  });

  it('a HEIC photo the browser cannot open is refused, saying what to do; a file that is no photo is only renamed', async () => {
    // Chromium's decoder, as far as HEIC goes.
    const global = globalThis as { Image?: unknown };
    global.Image = class {
      src = '';
      decode = () => Promise.reject(new Error('EncodingError'));
    };
    try {
      // Chromium gives a HEIC file no type at all.
      await assert.rejects(preparedPhoto(new File(['x'], 'IMG_0001.HEIC'), new Set()), {
        message: heicRefusal('IMG_0001.HEIC'),
      });
      assert.match(heicRefusal('IMG_0001.HEIC'), /JPEG/);
      const pdf = await preparedPhoto(new File(['%PDF'], 'Menu.pdf', { type: 'application/pdf' }), new Set());
      assert.match(pdf.name, /^menu-\d{8}-\d{6}-[0-9a-f]{4}\.pdf$/);
    } finally {
      delete global.Image;
    }
  });

  it("the page's own handlers see only the prepared files, in a change of their own; a refusal is told, the rest go on", async () => {
    const win = new HappyWindow() as unknown as Window & typeof globalThis;
    const told: string[] = [];
    win.alert = (m: string) => void told.push(m);
    prepareUploads(win, async (f) => {
      if (f.name.endsWith('.HEIC')) throw new Error(`no ${f.name}`);
      return new win.File([f], `ready-${f.name}`);
    });
    const input = win.document.createElement('input');
    input.type = 'file';
    win.document.body.append(input);
    const seen: string[][] = [];
    win.document.addEventListener('change', (e) =>
      seen.push([...(e.target as HTMLInputElement).files!].map((f) => f.name)),
    );
    const choose = async (...names: string[]) => {
      const dt = new win.DataTransfer();
      for (const n of names) dt.items.add(new win.File(['x'], n));
      input.files = dt.files;
      input.dispatchEvent(new win.Event('change', { bubbles: true }));
      assert.equal(input.getAttribute('aria-busy'), 'true', 'marked busy while preparing');
      await new Promise((r) => setTimeout(r, 20));
      assert.equal(input.getAttribute('aria-busy'), null);
    };
    await choose('a.jpg', 'IMG_2.HEIC', 'b.jpg');
    assert.deepEqual(seen, [['ready-a.jpg', 'ready-b.jpg']]);
    assert.deepEqual(told, ['no IMG_2.HEIC']);
    await choose('IMG_3.HEIC');
    assert.deepEqual(seen.length, 1, 'nothing left to upload: no change');
    assert.equal(input.files!.length, 0);
  });

  it("photos added to a list at once are numbered on from the largest id of the file's lists", () => {
    assert.equal(nextId({ tour: [{ id: 3 }, { id: 12 }], fans: [{ id: 101 }], homeIds: [500] }), 102);
    assert.equal(nextId({ members: [{ name: 'Rosa' }] }), 1);
  });
});
