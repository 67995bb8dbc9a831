/** The built home page (/); its outline, hero buttons and sections' copy, cards and calls to action are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { DIST, content, doc } from '../helpers/site.ts';
import { escapeRegExp, section } from '../helpers/copy.ts';
import { attr, islandProps, jsonLd, sectionOf } from '../helpers/routes.ts';
import { all, main, text } from '../../tools/html.ts';
import { siteFacts } from '../../src/content/facts/tokens.ts';

const c = content();
const { site } = c;

/** A press logo without a height of its own is shown 60px tall. */
const DEFAULT_LOGO_HEIGHT = 60;

describe('/ (home)', () => {
  const d = doc('/');

  it("has the copy's hero layout and badges, and the urgency message with its month filled in", () => {
    const copy = c.pages.home.hero;
    const hero = main(d).querySelector('section.hero')!;
    assert.ok(hero.classList.contains(`hero-${copy.layout}`), `hero-${copy.layout}`);
    const urgency = hero.querySelector('.hero-urgency');
    if (copy.urgency) {
      const template = site.season.urgencyTemplate;
      const filled = escapeRegExp(template).split(escapeRegExp('{month}')).join('[A-Z][a-z]+');
      assert.match(text(urgency), new RegExp(`^${filled}$`));
      // The template, for the browser to fill with the current month.
      assert.equal(urgency?.getAttribute('data-urgency'), template);
    } else assert.equal(urgency, null);
    assert.deepEqual(all(hero, '.hero-badges li').map(text), copy.trustBadges ?? []);
  });

  // Each logo's placeholder is named for the enhancement script; the height it is drawn at: e2e/home.test.ts.
  it('shows every press logo at its own height (60px unless given), linking out in a new tab', () => {
    const logos = all(sectionOf(d, 'pressStrip', 'home'), 'li.press-logo');
    assert.equal(logos.length, c.press.logos.length);
    logos.forEach((li, i) => {
      const logo = c.press.logos[i];
      const img = li.querySelector('img')!;
      const height = logo.height ?? DEFAULT_LOGO_HEIGHT;
      assert.deepEqual(attr(img, 'height', 'alt', 'data-outlet'), [String(height), logo.alt, logo.outlet]);
      assert.deepEqual(attr(li.querySelector('a'), 'href', 'target'), [logo.link, '_blank']);
      assert.ok(Number(img.getAttribute('width')) > 0, `${logo.outlet} width reserves its box`);
      assert.match(img.getAttribute('data-press-fallback') ?? '', /^\/img\/press-logo-placeholder-[\w-]+\.webp$/);
    });
  });

  // Its name and the player a click loads: e2e/home.test.ts.
  it('embeds the TV feature as a facade: poster and Play button, no iframe until a click', () => {
    const island = sectionOf(d, 'video', 'home').querySelector('[data-island="VideoFacade"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    const { play } = c.labels.video;
    assert.equal(text(island.querySelector('button.video-play')), play, 'the visible words start the accessible name');
    assert.equal(all(d, 'iframe').length, 0, 'no iframe anywhere on the page');
  });

  it('shows the one home testimonial and keeps the testimonial carousel with every carousel quote', () => {
    const s = sectionOf(d, 'testimonial', 'home');
    assert.equal(text(s.querySelector('.testimonial blockquote')), `“${c.testimonials.home.quote}”`);
    assert.ok(text(s.querySelector('.testimonial figcaption')).includes(c.testimonials.home.author));
    const carousel = s.querySelector('[data-island="TestimonialCarousel"]')!;
    const quotes = c.testimonials.carousel;
    assert.deepEqual(islandProps(carousel).quotes, quotes);
    const authors = quotes.map((q) => q.author);
    assert.deepEqual(all(carousel, '.carousel-author').map(text), authors, 'server-rendered, every quote in order');
  });

  it("links the gift-card promo to site.json's gift cards in a new tab, in its copy's words", () => {
    const gift = sectionOf(d, 'giftCard', 'home').querySelector('.section-cta a')!;
    assert.deepEqual(attr(gift, 'href', 'target'), [site.giftCardsUrl, '_blank']);
    assert.ok(text(gift).startsWith(section('home', 'giftCard').cta!.text));
  });

  // Its honeypot is the footer form's: fullBuild.test.ts.
  it('has the full newsletter form: EMAIL, FNAME, CONSENT required, LNAME optional, tags', () => {
    const form = sectionOf(d, 'newsletter', 'home').querySelector('form')!;
    assert.deepEqual(attr(form, 'action', 'method', 'target'), [site.mailchimp.action, 'post', '_blank']);
    const field = (name: string) => form.querySelector(`[name="${name}"]`)!;
    const words = c.labels.newsletter;
    for (const [name, type, required, label] of [
      ['EMAIL', 'email', true, `${words.email} *`],
      ['FNAME', 'text', true, `${words.firstName} *`],
      ['LNAME', 'text', false, words.lastName],
      ['CONSENT', 'checkbox', true, `${words.consent} *`],
    ] as const) {
      const f = field(name);
      assert.deepEqual([f.getAttribute('type'), f.hasAttribute('required')], [type, required], name);
      assert.equal(text(form.querySelector(`label[for="${f.id}"]`)), label, name);
    }
    assert.equal(text(form.querySelector('button[type="submit"]')), words.join);
    assert.deepEqual(attr(field('tags'), 'type', 'value'), ['hidden', site.mailchimp.tags]);
  });

  it("promotes the book with a mail link in the labels' words", () => {
    const links = all(sectionOf(d, 'book', 'home'), 'a').filter((a) => text(a) === c.labels.home.bookOrderButton);
    assert.equal(links.length, 1);
    const href = new URL(links[0].getAttribute('href')!);
    assert.deepEqual([href.protocol, href.pathname], ['mailto:', site.bookOrderEmail]);
    assert.ok((href.searchParams.get('subject') ?? '').includes(site.book.title), 'the subject names the book');
  });

  it('shows the home photos, in their order, with their own alt texts in a lightbox gallery', () => {
    const island = sectionOf(d, 'gallery', 'home').querySelector('[data-island="PhotoGallery"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    const imgs = all(island, 'button.pg-thumb img');
    const ids = imgs.map((i) => Number(i.getAttribute('data-id')));
    assert.deepEqual(ids, c.gallery.homeIds);
    imgs.forEach((img, i) => {
      assert.deepEqual(attr(img, 'alt', 'loading'), [c.gallery.byId.get(ids[i])!.alt, 'lazy']);
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0);
    });
    assert.equal(islandProps(island).fallbacks.length, c.gallery.fallbacks.length);
  });

  it("describes the company as a TravelAgency with its square logo, each tour's trip by @id only", async () => {
    const agency = jsonLd(d).find((b) => b['@type'] === 'TravelAgency')!;
    const { name, url, email, priceRange, address, aggregateRating } = agency;
    assert.deepEqual(
      { name, url, email, priceRange, address, aggregateRating },
      {
        name: site.name,
        url: `${site.url}/`,
        email: site.email,
        priceRange: siteFacts(site).perPerson, // as {perPerson} writes it
        address: {
          '@type': 'PostalAddress',
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          addressCountry: site.address.country,
        },
        // A percentage is not a rating count.
        aggregateRating: undefined,
      },
    );
    assert.match(agency.logo, new RegExp(`^${escapeRegExp(site.url)}/img/.+\\.png$`));
    // The one logo of the structured data (posts' publisher too): square and at least 112 px, as search engines ask.
    const logo = await sharp(path.join(DIST, agency.logo.slice(site.url.length))).metadata();
    assert.ok(logo.width === logo.height && logo.width >= 112, `${logo.width}×${logo.height} px`);
    assert.match(agency.image, new RegExp(`^${escapeRegExp(site.url)}/img/`));
    assert.ok(agency.sameAs.includes(site.social.url));
    assert.equal(agency.hasOfferCatalog['@type'], 'OfferCatalog');
    const trips = c.tours.map((t) => ({ '@id': `${site.url}${t.href}#trip` }));
    assert.deepEqual(agency.hasOfferCatalog.itemListElement, trips);
  });
});
