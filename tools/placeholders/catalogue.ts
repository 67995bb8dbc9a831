/**
 * Every image to make: its path under the output folder, its size, and how it
 * is drawn. Each picture's seed is fixed here (e.g. "tour-12"), so an image
 * comes out the same whatever else is added to or removed from the list.
 * Every raster picture ends with its corner label; the logos are plain text
 * that says "placeholder" itself, and the brand logos carry no label at all.
 */
import { bookCover, giftCard, shareCard } from './brand-art.ts';
import { fallbackArt } from './fallback.ts';
import { homeHero, notFoundHero } from './heroes.ts';
import { label } from './label.ts';
import { brandLogo, catMark, CREAM, NAVY, ORANGE, wordmark } from './logos.ts';
import { photo } from './photo.ts';
import { guidePortrait } from './portrait.ts';
import { Rng } from './random.ts';
import { OUTDOOR, type SceneKind } from './scenes.ts';
import { Svg } from './svg.ts';
import { posterOverlay, reelOverlay } from './video.ts';

export interface Job {
  /** path under the output folder; .png is written with transparency, anything else as JPEG */
  file: string;
  w: number;
  h: number;
  draw: (s: Svg) => void;
}

/** Draws a job and returns its SVG markup. */
export function drawJob(job: Job): string {
  const s = new Svg(job.w, job.h);
  job.draw(s);
  return s.toString();
}

const pad2 = (v: number) => String(v).padStart(2, '0');
const jobs: Job[] = [];
const jpg = (file: string, w: number, h: number, draw: (s: Svg) => void) => jobs.push({ file, w, h, draw });

// Gallery: tour photos
const TOUR_ORDER: readonly SceneKind[] = ['brownstones', 'bridge', 'tenements', 'cobbles', 'fidi', 'promenade', 'rooftop', 'brownstones', 'park', 'tenements', 'bridge', 'cobbles', 'promenade'];
for (let i = 1; i <= 52; i++) {
  jpg(`gallery/tour-${pad2(i)}.jpg`, 1200, 900, (s) => {
    const kind = TOUR_ORDER[(i - 1) % TOUR_ORDER.length] as SceneKind;
    const pre = new Rng(`tour-mix-${i}`);
    const people = pre.chance(0.55) ? pre.int(3, 5) : 0;
    photo(s, `tour-${i}`, kind, { count: pre.int(1, 3), people, harness: people > 0 && pre.chance(0.3) });
    label(s, `Placeholder · tour photo ${i}`);
  });
}
// Gallery: fan photos
for (let i = 101; i <= 121; i++) {
  jpg(`gallery/fan-${i}.jpg`, 1200, 900, (s) => {
    const pre = new Rng(`fan-mix-${i}`);
    if (i % 2 === 1) photo(s, `fan-${i}`, 'interior', { count: pre.int(1, 2) });
    else photo(s, `fan-${i}`, pre.pick(['park', 'brownstones', 'promenade'] as const), { count: 1, harness: true, sizeScale: 1.25 });
    label(s, `Placeholder · fan photo ${i}`);
  });
}
// Gallery: lightbox fallbacks
for (let i = 0; i <= 10; i++) {
  jpg(`gallery/fallback-${pad2(i)}.jpg`, 1200, 900, (s) => {
    fallbackArt(s, `fallback-${i}`);
    label(s, `Placeholder · fallback ${i}`);
  });
}
// Blog
const BLOG_ORDER: readonly SceneKind[] = ['interior', 'brownstones', 'cobbles', 'tenements', 'bridge', 'park', 'fidi', 'rooftop'];
for (let i = 1; i <= 16; i++) {
  jpg(`blog/blog-${pad2(i)}.jpg`, 1200, 675, (s) => {
    const pre = new Rng(`blog-mix-${i}`);
    photo(s, `blog-${i}`, BLOG_ORDER[(i - 1) % BLOG_ORDER.length] as SceneKind, { count: pre.int(1, 2), people: pre.chance(0.3) ? 4 : 0 });
    label(s, `Placeholder · blog image ${i}`);
  });
}
// Team
for (let i = 1; i <= 4; i++) {
  jpg(`team/guide-${i}.jpg`, 800, 800, (s) => {
    guidePortrait(s, `guide-${i}`, i - 1);
    label(s, `Placeholder · guide ${i}`);
  });
}
// Tours
const TOURS: Array<[string, string, (s: Svg) => void]> = [
  ['brooklyn-heights', 'Brooklyn Heights tour', (s) => photo(s, 'tour-bh', 'promenade', { count: 2, people: 4 }, 'golden')],
  ['financial-district', 'Financial District tour', (s) => photo(s, 'tour-fidi', 'fidi', { count: 2, people: 3 }, 'morning')],
  ['lower-east-side', 'Lower East Side tour', (s) => photo(s, 'tour-les', 'tenements', { count: 2, people: 4, harness: true }, 'noon')],
  ['private-tours', 'Private tours', (s) => photo(s, 'tour-private', 'brownstones', { count: 3, people: 6, harness: true }, 'golden')],
];
for (const [slug, name, draw] of TOURS) {
  jpg(`tours/${slug}.jpg`, 1200, 800, (s) => {
    draw(s);
    label(s, `Placeholder · ${name}`);
  });
}
// Heroes
jpg('heroes/home.jpg', 1200, 1600, (s) => {
  homeHero(s);
  label(s, 'Placeholder · hero: home');
});
const HEROES: Array<[string, (s: Svg) => void]> = [
  ['about', (s) => photo(s, 'hero-about', 'brownstones', { count: 2, people: 3 }, 'morning')],
  ['tours', (s) => photo(s, 'hero-tours', 'bridge', { count: 2, people: 5 }, 'golden')],
  ['gallery', (s) => photo(s, 'hero-gallery', 'cobbles', { count: 4 })],
  ['blog', (s) => photo(s, 'hero-blog', 'interior', { count: 3 })],
  ['news', (s) => photo(s, 'hero-news', 'rooftop', { count: 2 }, 'dusk')],
  ['contact', (s) => photo(s, 'hero-contact', 'brownstones', { count: 1, sizeScale: 1.3 }, 'noon')],
  ['booking', (s) => photo(s, 'hero-booking', 'promenade', { count: 2, people: 5 }, 'golden')],
  ['press-kit', (s) => photo(s, 'hero-press', 'fidi', { count: 2 }, 'noon')],
  ['adventure-cats', (s) => photo(s, 'hero-adventure', 'park', { count: 1, harness: true, sizeScale: 1.3 }, 'morning')],
  ['private-tours', (s) => photo(s, 'hero-private', 'cobbles', { count: 2, people: 6 }, 'dusk')],
  ['not-found', notFoundHero],
];
for (const [slug, draw] of HEROES) {
  jpg(`heroes/${slug}.jpg`, 1600, 900, (s) => {
    draw(s);
    label(s, `Placeholder · hero: ${slug}`);
  });
}
// Press articles
for (let i = 1; i <= 8; i++) {
  jpg(`press/article-${i}.jpg`, 800, 500, (s) => {
    const pre = new Rng(`article-mix-${i}`);
    photo(s, `article-${i}`, OUTDOOR[(i * 3) % OUTDOOR.length] as SceneKind, { count: pre.int(1, 2), people: pre.chance(0.5) ? 4 : 0 });
    label(s, `Placeholder · press article ${i}`);
  });
}
// Press logos (plain text, neutral grey, transparent)
const PRESS_LOGOS: Array<[string, string]> = [
  ['npr', 'NPR'],
  ['nbc', 'NBC'],
  ['amny', 'amNY'],
  ['timeout', 'Time Out'],
  ['gothamist', 'Gothamist'],
  ['brooklyn-paper', 'Brooklyn Paper'],
];
for (const [slug, name] of PRESS_LOGOS) jobs.push({ file: `press/logo-${slug}.png`, w: 400, h: 150, draw: (s) => wordmark(s, name, '(placeholder logo)') });
jobs.push({ file: 'press/logo-placeholder.png', w: 400, h: 150, draw: (s) => wordmark(s, 'Press logo', '(placeholder)') });
// Adventure Cats partner wordmarks (fictional)
const PARTNERS = ['Harness Club', 'Stoop Cat Supply', 'Ferry Paws Outfitters', 'Tabby Trail Co.'];
PARTNERS.forEach((name, i) => jobs.push({ file: `adventure/logo-${i + 1}.png`, w: 400, h: 150, draw: (s) => wordmark(s, name, '(placeholder partner logo)') }));
// Brand
jobs.push({ file: 'brand/logo.png', w: 360, h: 120, draw: (s) => brandLogo(s, NAVY, NAVY, ORANGE) });
jobs.push({ file: 'brand/logo-alt.png', w: 360, h: 120, draw: (s) => brandLogo(s, ORANGE, '#5a3a1c', NAVY) });
jobs.push({ file: 'brand/logo-mark.png', w: 120, h: 120, draw: (s) => s.add(catMark(8, 8, 104, NAVY, CREAM, ORANGE)) });
jpg('brand/og-default.jpg', 1200, 630, (s) => {
  shareCard(s);
  label(s, 'Placeholder · share card');
});
// Misc
jpg('misc/book-cover.jpg', 800, 1200, (s) => {
  bookCover(s);
  label(s, 'Placeholder · book cover', 'tr');
});
jpg('misc/gift-card.jpg', 1200, 750, (s) => {
  giftCard(s);
  label(s, 'Placeholder · gift card');
});
const POSTERS: Array<[string, SceneKind, string]> = [
  ['tv', 'brownstones', 'Cats of old New York on a walking tour'],
  ['nbc', 'fidi', 'History, with whiskers: a local news feature'],
  ['adventure', 'park', 'Adventure Cats: exploring the city on a harness'],
];
POSTERS.forEach(([slug, kind, caption], idx) => {
  jpg(`misc/poster-${slug}.jpg`, 1280, 720, (s) => {
    photo(s, `poster-${slug}`, kind, { count: slug === 'adventure' ? 1 : 2, harness: slug === 'adventure', people: slug === 'tv' ? 3 : 0, sizeScale: 1.1, maxY: 0.8 });
    posterOverlay(s, caption);
    label(s, `Placeholder · video poster ${idx + 1}`, 'tr');
  });
});
const REEL_KINDS: readonly SceneKind[] = ['brownstones', 'interior', 'tenements', 'park', 'rooftop', 'promenade'];
for (let i = 1; i <= 6; i++) {
  jpg(`misc/reel-${i}.jpg`, 540, 960, (s) => {
    const kind = REEL_KINDS[i - 1] as SceneKind;
    photo(s, `reel-${i}`, kind, { count: 1, harness: kind === 'park', sizeScale: 1.5 });
    reelOverlay(s, i);
    label(s, `Placeholder · reel ${i}`);
  });
}

/** The whole list, in a fixed order. */
export const JOBS: readonly Job[] = jobs;
