import type { ReactNode } from 'react';
import type { HeadInfo } from '../contract/head.ts';
import { NOT_FOUND, PAGE, SITE_FILE } from '../lib/sitePaths.ts';
import { PALETTE_KEY, paletteCss } from '../lib/palette.ts';
import { useContent, useRender } from '../contract/render.ts';
import { serialiseForScript } from '../lib/safeJson.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_WITH_PROMO } from '../lib/inlineScripts.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { BookingCtas } from './BookingCtas.tsx';
import { DraftNotice } from './DraftNotice.tsx';
import { ConsentBar } from './ConsentBar.tsx';
import { analyticsScript } from '../lib/analytics.ts';
import { CascadeOrder, Styles } from '../contract/Styles.tsx';

/** The global CSS, first in every page: design tokens, element styles, then the building blocks many components share. */
const GLOBAL_CSS = ['tokens', 'base', 'primitives'].map((name) => new URL(`../styles/${name}.css`, import.meta.url));

/**
 * The island runtime, when the page rendered an island: placed last, it sees every one (React hoists the tag). Both
 * scripts load at low priority: they enhance HTML that already works, and the first screen's photo comes first.
 */
function IslandRuntime() {
  const { islands, assets } = useRender();
  return islands.size ? <script type="module" async fetchPriority="low" src={assets.islands} /> : null;
}

/** The full HTML document of every route; `children`, the page, renders in <main> in the same render as the head. */
export function Document({ head, children }: { head: HeadInfo; children: ReactNode }) {
  const ctx = useRender();
  const { site, labels } = useContent();
  const { path, assets } = ctx;
  const isNotFound = path === NOT_FOUND;
  const hasAnnouncement = path === PAGE.home;
  const canonical = isNotFound ? undefined : site.url + path;
  const title = `${head.title} | ${site.name}`;
  const photo = head.photo ?? { src: site.ogImage, alt: site.ogImageAlt };
  const card = ctx.shareCard(photo.src, photo.position);
  // A decorative hero has no alt text of its own; its card is then described by the page's title.
  const cardAlt = photo.alt.trim() || head.title;
  const article = head.type === 'article';
  // The cookie-free providers' script, deferred so it never holds up the page; GA4 waits for consent (ConsentBar).
  const counter = analyticsScript(site.analytics);
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <CascadeOrder />
        {GLOBAL_CSS.map((url) => (
          <Styles key={url.href} of={url} />
        ))}
        {/* The company's colours, with the design's tokens (merged into the same first block). */}
        <style href={PALETTE_KEY} precedence="base">
          {paletteCss(site.colors)}
        </style>
        <Styles of={import.meta.url} />
        <title>{title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {head.prev && <link rel="prev" href={head.prev} />}
        {head.next && <link rel="next" href={head.next} />}
        <meta property="og:type" content={head.type ?? 'website'} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={site.url + card.url} />
        <meta property="og:image:width" content={String(card.width)} />
        <meta property="og:image:height" content={String(card.height)} />
        <meta property="og:image:alt" content={cardAlt} />
        <meta property="og:locale" content={site.language.replace('-', '_')} />
        {article && head.published && <meta property="article:published_time" content={head.published} />}
        {article && head.modified && <meta property="article:modified_time" content={head.modified} />}
        {/* X reads og:title, og:description and og:image when its own tags are absent: the card type and the image's alt text are its own. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={cardAlt} />
        <meta name="theme-color" content={site.colors.brand} />
        <link rel="icon" type="image/png" href={assets.favicon} />
        <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href={SITE_FILE.feed} />
        <script dangerouslySetInnerHTML={{ __html: hasAnnouncement ? BOOT_SCRIPT_WITH_PROMO : BOOT_SCRIPT }} />
        <script type="module" fetchPriority="low" src={assets.enhance} />
        {counter && <script defer fetchPriority="low" src={counter.src} {...counter.attrs} />}
        {(head.jsonLd ?? []).map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseForScript(data) }} />
        ))}
      </head>
      <body
        data-page={isNotFound ? 'not-found' : undefined}
        data-fh-shortname={site.fareharbor.shortname}
        data-fh-flow={site.fareharbor.flow}
        data-fh-preload={head.preloadBooking ? '' : undefined}
      >
        <a className="skip-link" href="#main">
          {labels.everyPage.skipLink}
        </a>
        {hasAnnouncement && <AnnouncementBar />}
        <Header />
        <DraftNotice />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <BookingCtas />
        {site.analytics.provider === 'ga4' && <ConsentBar measurementId={site.analytics.measurementId} />}
        <IslandRuntime />
      </body>
    </html>
  );
}
