/**
 * The built /, /about and /gallery against SPEC.md §2 (every section, in
 * order, with its exact texts), §3 (entities), §9 (press-logo heights,
 * gallery columns) and CONTRACTS.md (video facade, newsletter fields,
 * structured data), plus the 14 KB first-flight budget of each page.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, content, page } from '../helpers/site.ts';
import { all, doc, main, outline, parseHtml, text } from '../fixtures/html.ts';

const c = content();
const { site } = c;
const props = (el: Element | null) => JSON.parse(el?.getAttribute('data-props') ?? 'null');
const heading = (pageId: 'home' | 'about' | 'gallery', key: string) => c.pages[pageId].sections[key].heading;
const sectionOf = (d: Document, key: string, pageId: 'home' | 'about' | 'gallery') => {
  const h = all(main(d), 'h2').find((x) => text(x) === heading(pageId, key));
  assert.ok(h, `a section headed "${heading(pageId, key)}"`);
  return h!.closest('section')!;
};
const jsonLd = (d: Document) => all(d, 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>);

/** SPEC §9: press-logo heights by outlet, 60px for the rest. */
const LOGO_HEIGHTS: Record<string, number> = { NPR: 75, NBC: 70, 'AM New York': 45, 'Time Out': 65 };

describe('/ (home)', () => {
  const d = doc('/');

  it('has every SPEC section in order: hero, press, video, testimonial, season, intro, gift card, features, benefits, newsletter, book, gallery, contact, booking', () => {
    assert.deepEqual(outline(d), [
      "h1 Uncover the Secret Lives of NYC's Most Famous Cats",
      ...['pressStrip', 'video', 'testimonial', 'seasonBanner', 'intro', 'giftCard', 'features', 'benefits', 'newsletter', 'book', 'gallery', 'contactCta', 'finalCta'].map(
        (k) => `h2 ${heading('home', k)}`,
      ),
    ]);
  });

  it('has a split hero with the two SPEC buttons, the urgency message and trust badges', () => {
    const hero = main(d).querySelector('section.hero')!;
    assert.ok(hero.classList.contains('hero-split'));
    const buttons = all(hero, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]);
    assert.deepEqual(buttons, [
      ['Book Your Tour – Only $40!', '/booking'],
      ['Learn More About Our Tours', '/tours'],
    ]);
    assert.match(text(hero.querySelector('.hero-urgency')), /^Spring-Summer 2025 – Spots Filling Fast for [A-Z][a-z]+ Tours!$/);
    assert.ok(all(hero, '.hero-badges li').length > 0);
  });

  it('shows every press logo at its SPEC height, linking out in a new tab, with the placeholder named for chrome.ts', () => {
    const logos = all(sectionOf(d, 'pressStrip', 'home'), 'li.press-logo');
    assert.equal(logos.length, c.press.logos.length);
    logos.forEach((li, i) => {
      const logo = c.press.logos[i];
      const img = li.querySelector('img')!;
      const a = li.querySelector('a')!;
      const expected = LOGO_HEIGHTS[logo.outlet] ?? 60;
      assert.equal(img.getAttribute('height'), String(expected), `${logo.outlet} height attribute`);
      assert.match(li.getAttribute('style') ?? '', new RegExp(`--logo-h:\\s*${expected}px`), `${logo.outlet} CSS height`);
      assert.ok(Number(img.getAttribute('width')) > 0, `${logo.outlet} width reserves its box`);
      assert.equal(img.getAttribute('alt'), logo.alt);
      assert.equal(img.getAttribute('data-outlet'), logo.outlet);
      assert.match(img.getAttribute('data-press-fallback') ?? '', /^\/img\/press-logo-placeholder-[\w-]+\.webp$/);
      assert.equal(a.getAttribute('href'), logo.link);
      assert.equal(a.getAttribute('target'), '_blank');
      assert.match(a.getAttribute('rel') ?? '', /noopener/);
    });
  });

  it('embeds the TV feature as a facade: poster and Play button, no iframe until a click', () => {
    const island = sectionOf(d, 'video', 'home').querySelector('[data-island="VideoFacade"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    assert.equal(island.querySelector('iframe'), null);
    const button = island.querySelector('button.video-play')!;
    assert.equal(button.getAttribute('aria-label'), `Play video: ${site.videos.home.title}`);
    assert.equal(text(button), 'Play video', 'the visible words start the accessible name');
    assert.equal(props(island).embedUrl, `https://www.youtube-nocookie.com/embed/${site.videos.home.id}?autoplay=1`);
    assert.equal(all(d, 'iframe').length, 0, 'no iframe anywhere on the page');
  });

  it('shows the one home testimonial and keeps the testimonial carousel with its 3 quotes', () => {
    const s = sectionOf(d, 'testimonial', 'home');
    assert.equal(text(s.querySelector('.testimonial blockquote')), `“${c.testimonials.home.quote}”`);
    assert.match(text(s.querySelector('.testimonial figcaption')), new RegExp(c.testimonials.home.author));
    const carousel = s.querySelector('[data-island="TestimonialCarousel"]')!;
    assert.equal(all(carousel, '.carousel-slide').length, 3);
    assert.equal(all(carousel, '.carousel-dot').length, 3);
  });

  it('links the season banner to the tours and the gift-card promo to the gift-card page in a new tab', () => {
    assert.equal(sectionOf(d, 'seasonBanner', 'home').querySelector('.section-cta a')?.getAttribute('href'), '/tours');
    const gift = sectionOf(d, 'giftCard', 'home').querySelector('.section-cta a')!;
    assert.equal(gift.getAttribute('href'), site.giftCardsUrl);
    assert.equal(gift.getAttribute('target'), '_blank');
  });

  it('has the four SPEC feature cards and the benefits cards', () => {
    const titles = all(sectionOf(d, 'features', 'home'), '.card-title').map(text);
    assert.equal(titles.length, 4);
    [/historical research/i, /small groups/i, /only cat history tour/i, /memorable connections/i].forEach((re, i) => assert.match(titles[i], re));
    assert.ok(all(sectionOf(d, 'benefits', 'home'), '.card').length >= 1);
  });

  it('has the full newsletter form: EMAIL and FNAME (asterisk) required, LNAME optional, CONSENT required, hidden tags and an off-screen honeypot', () => {
    const form = sectionOf(d, 'newsletter', 'home').querySelector('form')!;
    assert.equal(form.getAttribute('action'), site.mailchimp.action);
    assert.equal(form.getAttribute('method'), 'post');
    assert.equal(form.getAttribute('target'), '_blank');
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    assert.equal(field('EMAIL').getAttribute('type'), 'email');
    assert.ok(field('EMAIL').hasAttribute('required'));
    assert.ok(field('FNAME').hasAttribute('required'));
    assert.match(text(form.querySelector(`label[for="${field('FNAME').id}"]`)), /First name \*/);
    assert.ok(!field('LNAME').hasAttribute('required'));
    assert.equal(field('CONSENT').getAttribute('type'), 'checkbox');
    assert.ok(field('CONSENT').hasAttribute('required'));
    assert.match(text(form.querySelector(`label[for="${field('CONSENT').id}"]`)), /unsubscribe at any time/i);
    assert.equal(field('tags').getAttribute('type'), 'hidden');
    assert.equal(field('tags').getAttribute('value'), site.mailchimp.tags);
    const honeypot = field(site.mailchimp.honeypotName);
    assert.equal(honeypot.getAttribute('tabindex'), '-1');
    assert.equal(honeypot.closest('[aria-hidden="true"]')?.className, 'hp');
  });

  it('promotes the book with a mail link reading exactly "Email us to order"', () => {
    const links = all(sectionOf(d, 'book', 'home'), 'a').filter((a) => text(a) === 'Email us to order');
    assert.equal(links.length, 1);
    const href = new URL(links[0].getAttribute('href')!);
    assert.equal(href.protocol, 'mailto:');
    assert.equal(href.pathname, site.bookOrderEmail);
    assert.match(decodeURIComponent(href.searchParams.get('subject') ?? ''), new RegExp(site.book.title));
  });

  it('shows the 10 home photos with their own alt texts in a lightbox gallery', () => {
    const s = sectionOf(d, 'gallery', 'home');
    const island = s.querySelector('[data-island="PhotoGallery"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    const imgs = all(island, 'button.pg-thumb img');
    assert.equal(imgs.length, 10);
    assert.deepEqual(imgs.map((i) => Number(i.getAttribute('data-id'))), c.gallery.homeIds);
    imgs.forEach((img) => {
      const photo = c.gallery.byId.get(Number(img.getAttribute('data-id')))!;
      assert.equal(img.getAttribute('alt'), photo.alt);
      assert.equal(img.getAttribute('loading'), 'lazy');
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0);
    });
    assert.equal(props(island).fallbacks.length, 11);
  });

  it('ends with the contact call to action and the booking call to action', () => {
    assert.equal(sectionOf(d, 'contactCta', 'home').querySelector('.section-cta a')?.getAttribute('href'), '/contact');
    assert.equal(sectionOf(d, 'finalCta', 'home').querySelector('.section-cta a')?.getAttribute('href'), '/booking');
  });

  it('describes the company as a TravelAgency and each tour as a TouristTrip, Brooklyn Heights at 90 minutes', () => {
    const blocks = jsonLd(d);
    const agency = blocks.find((b) => b['@type'] === 'TravelAgency')!;
    assert.ok(agency, 'a TravelAgency block');
    assert.equal(agency.name, site.name);
    assert.equal(agency.url, `${site.url}/`);
    assert.equal(agency.email, site.email);
    assert.equal(agency.priceRange, '$40');
    assert.match(agency.logo, new RegExp(`^${site.url}/img/`));
    assert.match(agency.image, new RegExp(`^${site.url}/img/`));
    assert.deepEqual(agency.address, { '@type': 'PostalAddress', addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' });
    assert.ok(agency.sameAs.includes(site.social.url));
    assert.equal(agency.aggregateRating, undefined, 'a percentage is not a rating count');
    const trips = blocks.filter((b) => b['@type'] === 'TouristTrip');
    assert.deepEqual(trips.map((t) => t.name), c.tours.map((t) => t.title));
    const byName = (re: RegExp) => trips.find((t) => re.test(t.name))!;
    assert.equal(byName(/Brooklyn Heights/).duration, 'PT90M');
    assert.equal(byName(/Financial District/).duration, 'PT2H');
    assert.equal(byName(/Lower East Side/).duration, 'PT2H');
    for (const t of trips.filter((x) => !/Private/.test(x.name))) {
      assert.equal(t.offers.price, 40);
      assert.equal(t.offers.priceCurrency, 'USD');
      assert.match(t.offers.url, new RegExp(`^${site.url}/booking`));
      assert.equal(t.provider['@id'], agency['@id']);
    }
  });
});

describe('/about', () => {
  const d = doc('/about');

  it('has the hero, story, Meet the Team, mission and booking link, in that order', () => {
    assert.deepEqual(outline(d), [`h1 ${c.pages.about.hero.title}`, ...['story', 'team', 'mission', 'bookCta'].map((k) => `h2 ${heading('about', k)}`)]);
    assert.equal(heading('about', 'team'), 'Meet the Team');
  });

  it('introduces four guides with role, bio, photo and their cat', () => {
    const cards = all(sectionOf(d, 'team', 'about'), '.team-card');
    assert.equal(cards.length, 4);
    cards.forEach((card, i) => {
      const m = c.team[i];
      assert.equal(text(card.querySelector('h3')), m.name);
      assert.equal(text(card.querySelector('.team-role')), m.role);
      assert.equal(text(card.querySelector('.team-bio')), m.bio);
      assert.equal(card.querySelector('img')?.getAttribute('alt'), m.imageAlt);
      assert.equal(text(card.querySelector('.team-cat')), `Cat: ${m.catName}`);
    });
    // SPEC §2: a cofounder who is a licensed guide, a cofounder for operations and marketing, two licensed guides.
    const roles = c.team.map((m) => m.role);
    assert.ok(roles.some((r) => /co-?founder/i.test(r) && /licensed/i.test(r)));
    assert.ok(roles.some((r) => /co-?founder/i.test(r) && /operations/i.test(r) && /marketing/i.test(r)));
    assert.equal(roles.filter((r) => !/co-?founder/i.test(r) && /licensed guide/i.test(r)).length, 2);
  });

  it('states the mission with three value cards and links to /booking', () => {
    assert.equal(all(sectionOf(d, 'mission', 'about'), '.card').length, 3);
    assert.equal(sectionOf(d, 'bookCta', 'about').querySelector('.section-cta a')?.getAttribute('href'), '/booking');
  });

  it('ships no island runtime: the page needs no React', () => {
    assert.equal(all(d, '[data-island]').length, 0);
    assert.ok(!all(d, 'script[src]').some((s) => /islands-/.test(s.getAttribute('src') ?? '')));
  });
});

describe('/gallery', () => {
  const d = doc('/gallery');

  it('has the Cat Gallery hero, the NBC feature, both photo grids and the sharing call to action, in that order', () => {
    assert.deepEqual(outline(d), [
      'h1 Cat Gallery',
      'h2 Featured on NBC News',
      `h2 ${heading('gallery', 'tourPhotos')}`,
      'h2 Feline Fan Photos',
      'h2 Share Your Cat Photos With Us',
    ]);
    const hero = main(d).querySelector('section.hero')!;
    assert.deepEqual(all(hero, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]), [['Book Your Tour', '/booking']]);
  });

  it('embeds the NBC segment as a facade and links "Book Your Tour Today" to /tours', () => {
    const s = sectionOf(d, 'nbc', 'gallery');
    const island = s.querySelector('[data-island="VideoFacade"]')!;
    assert.equal(island.querySelector('iframe'), null);
    assert.equal(props(island).embedUrl, `https://www.nbcnews.com/news/embedded-video/${site.videos.gallery.id}`);
    const cta = all(s, 'a').find((a) => text(a) === 'Book Your Tour Today');
    assert.equal(cta?.getAttribute('href'), '/tours');
  });

  it('shows tour photos 1–52 and fan photos 101–121 in 3-column grids, every photo with its own alt text', () => {
    const grid = (key: string) => sectionOf(d, key, 'gallery').querySelector('[data-island="PhotoGallery"]')!;
    const ids = (key: string) => all(grid(key), 'button.pg-thumb img').map((i) => Number(i.getAttribute('data-id')));
    assert.deepEqual(ids('tourPhotos'), Array.from({ length: 52 }, (_, i) => i + 1));
    assert.deepEqual(ids('fanPhotos'), Array.from({ length: 21 }, (_, i) => i + 101));
    for (const key of ['tourPhotos', 'fanPhotos']) {
      assert.equal(props(grid(key)).columns, 3);
      assert.ok(grid(key).querySelector('.pg.pg-c3'));
    }
    const alts = all(main(d), 'button.pg-thumb img').map((i) => i.getAttribute('alt') ?? '');
    assert.equal(alts.length, 73);
    assert.ok(alts.every((a) => a.trim().length > 0), 'no empty alt');
    assert.equal(new Set(alts).size, 73, 'every alt is unique');
    for (const img of all(main(d), 'button.pg-thumb img')) {
      assert.equal(img.getAttribute('alt'), c.gallery.byId.get(Number(img.getAttribute('data-id')))!.alt);
    }
  });

  it('draws a loading spinner behind each thumbnail until its photo covers it', () => {
    const href = all(d, 'link[rel="stylesheet"]').map((l) => l.getAttribute('href')!).find((h) => /\/gallery-[\w]+\.css$/.test(h))!;
    const css = readFileSync(path.join(DIST, href), 'utf8');
    assert.match(css, /\.pg-thumb:before\{[^}]*animation:[^}]*pg-spin/);
    assert.match(css, /@keyframes pg-spin/);
  });

  it('invites visitors to share photos through /contact', () => {
    assert.equal(sectionOf(d, 'share', 'gallery').querySelector('.section-cta a')?.getAttribute('href'), '/contact');
  });
});

describe('first flight (HTML + render-blocking CSS, gzip) stays within 14 KB', () => {
  const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
  for (const route of ['/', '/about', '/gallery']) {
    it(route, () => {
      const html = page(route);
      const d = parseHtml(html);
      const css = all(d, 'link[rel="stylesheet"]').reduce((n, l) => n + gz(readFileSync(path.join(DIST, l.getAttribute('href')!))), 0);
      const total = gz(html) + css;
      assert.ok(total < 14 * 1024, `${route}: ${(total / 1024).toFixed(1)} KB`);
    });
  }
});

describe('every page has one h1', () => {
  for (const route of ['/', '/about', '/gallery']) {
    it(route, () => assert.equal(all(doc(route), 'h1').length, 1));
  }
});
