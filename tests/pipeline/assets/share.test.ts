/** Sources drawn with sharp at test time: a picture with a red half and a blue half shows which part a card kept. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { processImages, type ImageSource } from '../../../src/pipeline/assets/images.ts';
import {
  makeCards,
  MIN_LOGO_SIZE,
  publishSquareLogo,
  SHARE_CARD_SIZE,
  shareCard,
} from '../../../src/pipeline/assets/share.ts';
import { folder } from '../../helpers/folder.ts';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A picture whose first half (left, or top) is red and second half blue. */
function halves(width: number, height: number, split: 'left-right' | 'top-bottom') {
  const half = split === 'left-right' ? { width: width / 2, height } : { width, height: height / 2 };
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: { create: { ...half, channels: 3, background: RED } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 });
}

/** The mean colour of a file's pixels. */
async function mean(file: string) {
  const { channels } = await sharp(file).stats();
  return { r: channels[0].mean, g: channels[1].mean, b: channels[2].mean };
}
/** Which of a halves() picture a mean colour shows. */
const looks = ({ r, b }: { r: number; b: number }) =>
  r > 200 && b < 55 ? 'red' : b > 200 && r < 55 ? 'blue' : Math.abs(r - b) < 40 ? 'both' : `r ${r}, b ${b}`;

const work = folder({});
const outDir = path.join(work, 'out', 'img');
const cacheDir = path.join(work, 'cache');
let imagesDir: string;
let sources: Map<string, ImageSource>;

before(async () => {
  // A wordmark: transparent, three times as wide as tall, dark all over where it is drawn.
  const mark = sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 1 } },
  });
  imagesDir = folder({
    'heroes/wide.jpg': await halves(3000, 630, 'left-right').toBuffer(),
    'heroes/tall.jpg': await halves(1200, 2400, 'top-bottom').toBuffer(),
    'heroes/small.jpg': await halves(600, 400, 'left-right').toBuffer(),
    'brand/logo.png': await mark.png({ palette: true }).toBuffer(),
    'brand/tiny.png': await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer(),
  });
  ({ sources } = await processImages({
    imagesDir,
    sources: ['heroes/wide.jpg', 'heroes/tall.jpg', 'heroes/small.jpg', 'brand/logo.png', 'brand/tiny.png'],
    outDir,
    cacheDir,
  }));
});

/** Cards asked for as pages ask (their address at once), then made together as the build makes them. */
const cards = () => {
  const asked: { src: string; position?: string }[] = [];
  const stats = { encoded: 0, reused: 0 };
  return {
    stats,
    card: (src: string, position?: string) => {
      asked.push({ src, position });
      return shareCard(sources, src, position);
    },
    flush: async (out: string) =>
      Object.assign(stats, await makeCards(asked.splice(0), { sources, outDir: out, cacheDir })),
  };
};

describe('share cards', () => {
  // A photo smaller than a card (small.jpg) is enlarged, for the card only; with no position, the centre is kept.
  it('are 1200×630 JPEGs named after their photo, cut where the hero position puts them, a small photo enlarged', async () => {
    const made = cards();
    const asked = [
      [made.card('heroes/wide.jpg', 'left'), 'red'],
      [made.card('heroes/wide.jpg', '100% 50%'), 'blue'],
      [made.card('heroes/wide.jpg'), 'both'],
      [made.card('heroes/tall.jpg', 'center top'), 'red'],
      [made.card('heroes/tall.jpg', 'bottom'), 'blue'],
      [made.card('heroes/small.jpg'), 'both'],
    ] as const;
    await made.flush(outDir);
    for (const [card, colour] of asked) {
      assert.match(card.url, /^\/img\/heroes-(wide|tall|small)-share-[0-9a-f]{8}\.jpg$/);
      assert.deepEqual([card.width, card.height], [SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height]);
      const file = path.join(outDir, path.basename(card.url));
      const m = await sharp(file).metadata();
      assert.deepEqual([m.format, m.width, m.height], ['jpeg', 1200, 630]);
      assert.equal(looks(await mean(file)), colour, card.url);
    }
    assert.equal(made.stats.encoded, asked.length);
  });

  it('one card per photo and position however often asked, the centre by default; cached next time', async () => {
    const first = cards();
    const a = first.card('heroes/wide.jpg');
    assert.equal(first.card('heroes/wide.jpg', 'center').url, a.url, 'the centre by default');
    assert.equal(first.card('heroes/wide.jpg', '50.0% 50%').url, a.url, 'the same point written another way');
    await first.flush(outDir);
    const again = cards();
    again.card('heroes/wide.jpg');
    again.card('heroes/wide.jpg', 'left');
    await again.flush(path.join(work, 'out-2'));
    assert.deepEqual(again.stats, { encoded: 0, reused: 2 });
  });

  it('refuse an image the build did not process', () => {
    assert.throws(() => cards().card('heroes/missing.jpg'), /was not processed/);
  });
});

describe('the square logo', () => {
  const squareLogo = (src: string) => publishSquareLogo({ src, source: sources.get(src)!, outDir, cacheDir });

  it('is the whole logo on a white square with a margin, a palette PNG like its source', async () => {
    const logo = await squareLogo('brand/logo.png');
    assert.match(logo.url, /^\/img\/brand-logo-square-[0-9a-f]{8}\.png$/);
    const file = path.join(outDir, path.basename(logo.url));
    const m = await sharp(file).metadata();
    assert.deepEqual(
      [m.width, m.height, logo.width, logo.height],
      [338, 338, 338, 338],
      "a square of the logo's width and a margin of one sixteenth on each side",
    );
    assert.equal(m.isPalette, true);
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    assert.equal(at(5, 5), 255, 'white in the corner');
    assert.equal(at(Math.round(m.width! / 2), 100), 255, 'white above the logo');
    assert.ok(at(Math.round(m.width! / 2), Math.round(m.height! / 2)) < 60, 'the logo in the middle');
    // The logo's edges stay inside the margin, so a round crop of the square keeps all of it.
    assert.equal(at(10, Math.round(m.height! / 2)), 255);
    assert.ok(at(30, Math.round(m.height! / 2)) < 60);
  });

  it(`is at least ${MIN_LOGO_SIZE} px even from a smaller logo`, async () => {
    const logo = await squareLogo('brand/tiny.png');
    const m = await sharp(path.join(outDir, path.basename(logo.url))).metadata();
    assert.deepEqual([m.width, m.height], [MIN_LOGO_SIZE, MIN_LOGO_SIZE]);
  });
});
