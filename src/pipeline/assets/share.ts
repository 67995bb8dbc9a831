/**
 * Images for other sites, cached like the pages' own: share cards (1200×630 JPEG, the least link previews ask for,
 * in the one format all read), cut around the hero's focal point; the square logo search engines show, on white.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  cached,
  decodeOptions,
  decoding,
  IMG_URL,
  pool,
  reportingUnreadable,
  type Dirs,
  type FromSources,
  type ImageSource,
  type ImageStats,
} from './images.ts';
import type { ShareCard } from '../../contract/image.ts';
import { focusOf, type Focus } from './focus.ts';
import { publish } from '../writeFiles.ts';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The smallest logo search engines take. */
export const MIN_LOGO_SIZE = 112;

/** Part of every card's and logo's cache key: bump it when the same source would come out differently. */
const VERSION = 1;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The published name: the source's path (so a card says which photo it shows) and a hash of everything that made it. */
function publishedName(src: string, kind: string, key: string, ext: string): string {
  const hash = createHash('sha256').update(`${VERSION}:${key}`).digest('hex').slice(0, 8);
  return `${src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-${kind}-${hash}${ext}`;
}

/** Scales the source to cover the card, then cuts the card where the focus puts it (object-position's arithmetic). */
function encodeCard(source: ImageSource, focus: Focus): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZE;
  const scale = Math.max(width / source.width, height / source.height);
  const w = Math.max(width, Math.round(source.width * scale));
  const h = Math.max(height, Math.round(source.height * scale));
  const crop = { left: Math.round((w - width) * focus.x), top: Math.round((h - height) * focus.y), width, height };
  return decoding(source.file, () =>
    sharp(source.file, decodeOptions)
      .resize(w, h, { fit: 'fill' })
      .extract(crop)
      .flatten({ background: WHITE })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}

/** A share card as a page names it, and what it is made from. */
export type CardRequest = ShareCard & { src: string; position?: string };

/** The card of `src` around the hero's CSS object-position: its address at once; makeCards makes it. */
export function shareCard(sources: ReadonlyMap<string, ImageSource>, src: string, position?: string): CardRequest {
  const source = sources.get(src);
  if (!source) throw new Error(`Image "${src}" was not processed (is it referenced from content?)`);
  return { url: `${IMG_URL}/${cardName(src, source, focusOf(position))}`, ...SHARE_CARD_SIZE, src, position };
}

/** The cache key of a card; per mille, so a focus written with decimals still names one card. */
const cardKey = (source: ImageSource, focus: Focus) =>
  `${source.key}-card-${SHARE_CARD_SIZE.width}x${SHARE_CARD_SIZE.height}-${Math.round(focus.x * 1000)}-${Math.round(focus.y * 1000)}`;
const cardName = (src: string, source: ImageSource, focus: Focus) =>
  publishedName(src, 'share', cardKey(source, focus), '.jpg');

export async function makeCards(cards: Iterable<{ src: string; position?: string }>, opts: FromSources) {
  const stats: ImageStats = { encoded: 0, reused: 0 };
  const wanted = new Map<string, { src: string; source: ImageSource; focus: Focus }>();
  for (const { src, position } of cards) {
    const source = opts.sources.get(src)!;
    const focus = focusOf(position);
    wanted.set(cardName(src, source, focus), { src, source, focus });
  }
  if (!wanted.size) return stats;
  await mkdir(opts.outDir, { recursive: true });
  await pool([...wanted], 3, async ([name, { src, source, focus }]) => {
    const file = await reportingUnreadable(src, () =>
      cached(opts.cacheDir, `${cardKey(source, focus)}-v${VERSION}.jpg`, () => encodeCard(source, focus), stats),
    );
    await publish(file, path.join(opts.outDir, name));
  });
  return stats;
}

/** Publishes the square logo made from `src`, centred on white so a round crop keeps it whole; a palette PNG stays one. */
export async function publishSquareLogo(
  opts: Dirs & { src: string; source: ImageSource; stats?: ImageStats },
): Promise<ShareCard> {
  const { src, source } = opts;
  // The logo's longer side plus its margin, at least MIN_LOGO_SIZE.
  const side = Math.max(MIN_LOGO_SIZE, Math.round((Math.max(source.width, source.height) * 9) / 8));
  const margin = Math.round(side / 18);
  const key = `${source.key}-logo-${side}`;
  const make = () =>
    decoding(source.file, async () => {
      const { isPalette } = await sharp(source.file, decodeOptions).metadata();
      return sharp(source.file, decodeOptions)
        .resize(side - 2 * margin, side - 2 * margin, { fit: 'contain', background: WHITE })
        .extend({ top: margin, bottom: margin, left: margin, right: margin, background: WHITE })
        .flatten({ background: WHITE })
        .png({ compressionLevel: 9, palette: isPalette })
        .toBuffer();
    });
  const file = await reportingUnreadable(src, () => cached(opts.cacheDir, `${key}-v${VERSION}.png`, make, opts.stats));
  const name = publishedName(src, 'square', key, '.png');
  await mkdir(opts.outDir, { recursive: true });
  await publish(file, path.join(opts.outDir, name));
  return { url: `${IMG_URL}/${name}`, width: side, height: side };
}
