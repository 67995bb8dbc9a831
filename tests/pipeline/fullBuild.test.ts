/** The built site (dist/ or SITE_DIST): what every route promises, checked route by route, and the files beside them. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DIST, ROOT, allRoutes, content, meta, page, requireDist, distText } from '../helpers/site.ts';
import { builtTexts } from '../fixtures/tempSite.ts';
import { parseHtml, text } from '../../tools/html.ts';
import { isPattern } from '../../src/lib/redirects.ts';
import { REDIRECT_SCRIPT } from '../../src/lib/inlineScripts.ts';
import { stubPaths } from '../../src/pipeline/host/files.ts';
import { buildStyles } from '../../src/pipeline/assets/css.ts';
import type { BuiltCss } from '../../src/contract/render.ts';
import { FAVICON_ICO_SIZE } from '../../src/pipeline/assets/images.ts';
import { CUSTOM_PROPERTIES_KEY, PRECEDENCES, precedenceOf } from '../../src/contract/Styles.tsx';
import { readHeaderBlocks } from '../../dev/preview.ts';
import { routeFiles, routeOfFile } from '../../src/pipeline/routes.ts';
import { PALETTE_KEY, paletteCss } from '../../src/lib/palette.ts';

const c = content();
const { site } = c;
const ROUTES = [...allRoutes(), '/404'];
const NOINDEX = new Set(['/adventure-cats/thanks', '/404']);
/** The Tours submenu: every tour of the content, in its order, by its short title. */
const TOURS_MENU = c.tours.map((t) => [t.shortTitle, t.href]);
/** Where a menu entry of content/menus.json points: its href, or the site.json address it names. */
const hrefOf = (item: { href?: string; siteLink?: 'giftCardsUrl' | 'petitionUrl' | 'pressMaterialsUrl' }) =>
  item.href ?? site[item.siteLink!];
const { menus } = c;
const KB = 1024;

type Built = { html: string; doc: Document };
const built = new Map<string, Built>();

/** Runs `check` on every route and fails once, listing every route that broke it. */
function everyRoute(check: (route: string, b: Built) => string | string[] | undefined, routes = ROUTES): void {
  const problems: string[] = [];
  for (const route of routes) {
    const b = built.get(route)!;
    const out = check(route, b);
    for (const p of [out ?? []].flat()) problems.push(`${route}: ${p}`);
  }
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
}

const attr = (doc: Document, sel: string, name: string) => doc.querySelector(sel)?.getAttribute(name) ?? null;
const canonicalOf = (route: string) => site.url + (route === '/' ? '/' : route);
/** The URLs of a srcset (or imagesrcset) attribute, in order. */
const srcsetUrls = (list: string | null) =>
  (list ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .filter(Boolean);
const distFile = (urlPath: string) => path.join(DIST, decodeURIComponent(urlPath.split(/[?#]/)[0]));
const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
/** The page's inline style blocks, in document order. */
const styleBlocks = (doc: Document) => [...doc.querySelectorAll('style')];
/** The CSS of one precedence's block. */
const inlineCss = (doc: Document, precedence: string) =>
  doc.querySelector(`head > style[data-precedence="${precedence}"]`)?.textContent ?? '';

/** Every CSS file of src/, built as the build builds it, by key ("components/Hero"). */
let sheets: Map<string, BuiltCss>;

before(async () => {
  requireDist();
  for (const route of ROUTES) {
    const html = page(route);
    built.set(route, { html, doc: parseHtml(html) });
  }
  sheets = await buildStyles(path.join(ROOT, 'src'));
});

describe('every route of the content, and the not-found page', () => {
  it('exists as a complete HTML document with a language and exactly one h1', () => {
    everyRoute((_r, { html, doc }) => {
      const out: string[] = [];
      if (!html.startsWith('<!DOCTYPE html>')) out.push('does not start with <!DOCTYPE html>');
      if (!doc.documentElement.getAttribute('lang')) out.push('no lang on <html>');
      const h1 = doc.querySelectorAll('h1');
      if (h1.length !== 1) out.push(`${h1.length} <h1> elements`);
      else if (!text(h1[0])) out.push('the <h1> is empty');
      return out;
    });
  });

  it('has a title, a meta description, Open Graph tags and, except the not-found page, one absolute canonical address, its og:url too', () => {
    assert.match(site.url, /^https:\/\/[^/\s]+$/, 'the production origin is an https origin');
    everyRoute((route, { doc }) => {
      const out: string[] = [];
      if (doc.querySelectorAll('title').length !== 1 || !text(doc.querySelector('title')))
        out.push('no single non-empty <title>');
      if (doc.querySelectorAll('meta[name="description"]').length !== 1 || !meta(doc, 'description')?.trim())
        out.push('no single meta description');
      for (const key of ['og:title', 'og:description']) if (!meta(doc, key)?.trim()) out.push(`no ${key}`);
      // The share image and its card: share-images.test.ts.
      const canonical = [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
      const want = route === '/404' ? [] : [canonicalOf(route)];
      if (JSON.stringify(canonical) !== JSON.stringify(want)) out.push(`canonical is ${JSON.stringify(canonical)}`);
      if (route !== '/404' && meta(doc, 'og:url') !== want[0]) out.push(`og:url is ${meta(doc, 'og:url')}`);
      return out;
    });
  });

  it('is marked noindex exactly on /adventure-cats/thanks and the not-found page', () => {
    everyRoute((route, { doc }) => {
      const noindex = /noindex/.test(meta(doc, 'robots') ?? '');
      if (noindex !== NOINDEX.has(route)) return noindex ? 'is noindex' : 'is missing noindex';
    });
  });

  it('opens the body with a skip link to #main, the main element', () => {
    everyRoute((_r, { doc }) => {
      const first = doc.body.firstElementChild;
      if (first?.tagName !== 'A' || first.getAttribute('href') !== '#main')
        return `the body starts with <${first?.tagName.toLowerCase()}>, not the skip link`;
      if (!/skip/i.test(text(first))) return `the skip link reads "${text(first)}"`;
      if (doc.getElementById('main')?.tagName !== 'MAIN') return '#main is not the <main> element';
      if (doc.querySelectorAll('main').length !== 1) return 'more than one <main>';
    });
  });
});

describe('header', () => {
  const nav = (doc: Document) => doc.querySelector('header nav');

  it("lists content/menus.json's header entries, then its button, in order", () => {
    const expected = [
      ...menus.header.items.map((i) => [i.label, hrefOf(i)]),
      [menus.header.button.label, menus.header.button.href],
    ];
    everyRoute((_r, { doc }) => {
      const items = [...(nav(doc)?.querySelectorAll(':scope > ul > li') ?? [])].map((li) => {
        const a = li.querySelector('a');
        return [text(a), a?.getAttribute('href') ?? ''];
      });
      if (JSON.stringify(items) !== JSON.stringify(expected)) return `header items are ${JSON.stringify(items)}`;
    });
  });

  it("marks the current route's item with aria-current, and only that item", () => {
    everyRoute((route, { doc }) => {
      const links = [...(nav(doc)?.querySelectorAll('a') ?? [])];
      const marked = links.filter((a) => a.hasAttribute('aria-current'));
      const exact = links.find((a) => a.getAttribute('href') === route);
      // A blog post highlights its section.
      const section = route.startsWith('/blog/') ? links.find((a) => a.getAttribute('href') === '/blog') : undefined;
      const want = exact ?? section;
      const names = marked.map((a) => `${a.getAttribute('href')}=${a.getAttribute('aria-current')}`);
      if (!want) return marked.length ? `marks ${names.join(', ')} though no item is this route` : undefined;
      if (marked.length !== 1 || marked[0] !== want)
        return `marks [${names.join(', ')}], expected only ${want.getAttribute('href')}`;
      const value = want.getAttribute('aria-current');
      if (exact ? value !== 'page' : !['page', 'true', 'location'].includes(value ?? ''))
        return `aria-current="${value}"`;
    });
  });

  const toursEntry = menus.header.items.find((i) => i.tours);
  it('has a submenu under the tours entry listing every tour by its short title, in order', {
    skip: !toursEntry && 'no header entry lists the tours',
  }, () => {
    everyRoute((_r, { doc }) => {
      const tours = [...(nav(doc)?.querySelectorAll(':scope > ul > li') ?? [])].find(
        (li) => li.querySelector('a')?.getAttribute('href') === hrefOf(toursEntry!),
      );
      const subs = [...(tours?.querySelectorAll('ul a') ?? [])].map((a) => [text(a), a.getAttribute('href')]);
      if (JSON.stringify(subs) !== JSON.stringify(TOURS_MENU)) return `the Tours submenu lists ${JSON.stringify(subs)}`;
      const toggle = tours?.querySelector('button[aria-expanded="false"][aria-controls]');
      if (!toggle || !tours?.querySelector(`#${toggle.getAttribute('aria-controls')}`))
        return 'no collapsed toggle button controlling the submenu';
    });
  });

  it('loads its mark at once at low priority, never before the largest paint, and never preloads it', () => {
    everyRoute((_r, { doc }) => {
      const img = doc.querySelector('header .brand img');
      if (!img) return 'no mark in the header';
      const how = `loading=${img.getAttribute('loading')} fetchpriority=${img.getAttribute('fetchpriority')}`;
      if (how !== 'loading=eager fetchpriority=low') return `the mark has ${how}`;
      const sources = [img, ...(img.parentElement?.querySelectorAll('source') ?? [])].flatMap((e) => [
        e.getAttribute('src'),
        ...srcsetUrls(e.getAttribute('srcset')),
      ]);
      const preloaded = [...doc.querySelectorAll('link[rel~="preload"]')].filter((l) =>
        [l.getAttribute('href'), ...srcsetUrls(l.getAttribute('imagesrcset'))].some((u) => u && sources.includes(u)),
      );
      if (preloaded.length) return 'the mark is preloaded';
    });
  });

  it('reads browser storage before the first paint only on a page with the announcement bar', () => {
    // The boot script hides a dismissed bar before the first paint; that read waits on the browser, so other pages skip it.
    everyRoute((_r, { doc }) => {
      const reads = [...doc.querySelectorAll('script:not([src]):not([type])')].some((s) =>
        /localStorage/.test(s.textContent ?? ''),
      );
      const hasBar = doc.querySelector('[data-announcement]') !== null;
      if (reads !== hasBar)
        return hasBar
          ? 'has the announcement bar but its boot script does not check a dismissal'
          : 'reads browser storage before its first paint without an announcement bar';
    });
  });

  it('preloads the hero photo at high priority where it is the largest paint: always for a cover hero, beside the text for a split one', () => {
    everyRoute((_r, { doc }) => {
      const hero = doc.querySelector('main .hero');
      const img = hero?.querySelector('.hero-media img');
      if (!hero || !img) return;
      const avif = hero.querySelector('.hero-media source[type="image/avif"]');
      const preloads = [...doc.querySelectorAll('link[rel="preload"][as="image"]')].filter(
        (l) => srcsetUrls(l.getAttribute('imagesrcset'))[0] === srcsetUrls(avif?.getAttribute('srcset') ?? null)[0],
      );
      if (preloads.length !== 1) return `the hero photo has ${preloads.length} preloads`;
      const [link] = preloads;
      const out: string[] = [];
      if (link.getAttribute('fetchpriority') !== 'high') out.push('its preload is not at high priority');
      if (img.getAttribute('loading') !== 'eager') out.push('the hero photo is not loaded at once');
      if (hero.classList.contains('hero-split')) {
        // Under the text on a narrow screen, the text is the largest paint: the photo loads at once, at low priority.
        const media = link.getAttribute('media');
        if (!media || !(avif?.getAttribute('sizes') ?? '').startsWith(media))
          out.push(`a split hero's preload has media ${media}, not where its sizes put the photo beside the text`);
        if (img.getAttribute('fetchpriority') !== 'low')
          out.push('a split hero photo is not at low priority under the text');
      } else {
        if (link.hasAttribute('media')) out.push('a cover hero photo is preloaded for some screens only');
        if (img.getAttribute('fetchpriority') !== 'high') out.push('a cover hero photo is not at high priority');
      }
      return out;
    });
  });

  it('shows the announcement bar on / only, with a link to /tours and a dismiss button', () => {
    everyRoute((route, { doc }) => {
      const bars = doc.querySelectorAll('[data-announcement]');
      if (route !== '/') return bars.length ? 'has the announcement bar' : undefined;
      if (bars.length !== 1) return `${bars.length} announcement bars`;
      if (!bars[0].querySelector('a[href="/tours"]')) return 'the announcement has no link to /tours';
      if (!bars[0].querySelector('button[aria-label]')) return 'the announcement has no labelled dismiss button';
      if (!text(bars[0]).includes(site.season.announcement))
        return 'the announcement text is not site.season.announcement';
    });
  });
});

describe('footer', () => {
  const footer = (doc: Document) => doc.querySelector('footer');
  const group = (doc: Document, heading: string) =>
    [...(footer(doc)?.querySelectorAll('nav') ?? [])].find((n) => text(n.querySelector('h2, h3, h4')) === heading);
  const links = (el: Element | undefined) =>
    [...(el?.querySelectorAll('a') ?? [])].map((a) => ({ text: text(a), href: a.getAttribute('href') ?? '', a }));

  it("has content/menus.json's lists, each under its heading, other sites' links opening a new tab", () => {
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      for (const list of menus.footer.lists) {
        const got = links(group(doc, list.heading));
        // A link to another site also tells screen readers it opens a new tab.
        const shown = got.map((l) => [l.text.replace(/ \(opens in a new tab\)$/, ''), l.href]);
        const expected = list.items.map((i) => [i.label, hrefOf(i)]);
        if (JSON.stringify(shown) !== JSON.stringify(expected)) out.push(`${list.heading} is ${JSON.stringify(shown)}`);
        // Every new-tab link's rel="noopener": host/headers.test.ts.
        for (const l of got.filter((x) => /^https?:/.test(x.href) && x.a.getAttribute('target') !== '_blank'))
          out.push(`${l.href} does not open a new tab`);
      }
      return out;
    });
  });

  // Without one, no provider's host is in the policy (tests/lib/analytics.test.ts) and nothing is sent (trackEvent's tests).
  it('has the consent bar and its footer button exactly when the analytics sets cookies (GA4)', () => {
    const asks = c.site.analytics.provider === 'ga4';
    const wrong = (doc: Document) =>
      ['[data-consent]', '[data-consent-open]'].filter((s) => !doc.querySelector(s) === asks);
    everyRoute((_r, { doc }) => wrong(doc).map((s) => `${asks ? 'lacks' : 'has'} ${s}`));
  });

  it('has the contact e-mail, the social link, the footer button and the copyright with the year', () => {
    const year = String(new Date().getFullYear());
    everyRoute((_r, { doc }) => {
      const f = footer(doc);
      const out: string[] = [];
      if (!f?.querySelector(`a[href="mailto:${site.email}"]`)) out.push('no mailto link');
      if (!f?.querySelector(`a[href="${site.social.url}"]`)) out.push('no Instagram link');
      const button = [...(f?.querySelectorAll('a.btn') ?? [])].find(
        (a) => a.getAttribute('href') === menus.footer.button.href,
      );
      if (!button || text(button) !== menus.footer.button.label)
        out.push('no footer button as content/menus.json gives it');
      const copy = [...(f?.querySelectorAll('p') ?? [])].find((p) => text(p).includes('©'));
      if (!copy || !text(copy).includes(`© ${year}`) || !text(copy).includes(site.name))
        out.push(`copyright reads "${text(copy)}"`);
      if (!f?.querySelector('img[alt]')) out.push('no logo');
      if (!text(f).includes(site.tagline)) out.push('no tagline');
      return out;
    });
  });

  it('has the Mailchimp form: EMAIL required, honeypot off-screen and out of the tab order', () => {
    everyRoute((_r, { doc }) => {
      const css = inlineCss(doc, 'base');
      const form = footer(doc)?.querySelector('form');
      const out: string[] = [];
      if (!form) return 'no newsletter form';
      const action = form.getAttribute('action') ?? '';
      if (action !== site.mailchimp.action || !/^https:\/\/[a-z0-9.-]+\.list-manage\.com\//.test(action))
        out.push(`action is ${action}`);
      const email = form.querySelector('input[name="EMAIL"]');
      if (!email?.hasAttribute('required') || email.getAttribute('type') !== 'email')
        out.push('EMAIL is not a required e-mail input');
      if (!email?.id || !form.querySelector(`label[for="${email.id}"]`)) out.push('EMAIL has no label');
      const hp = form.querySelector(`input[name="${site.mailchimp.honeypotName}"]`);
      if (!hp) return [...out, 'no honeypot'];
      if (hp.getAttribute('tabindex') !== '-1') out.push('the honeypot is in the tab order');
      const box = hp.closest('[aria-hidden="true"]');
      const cls = box?.getAttribute('class')?.split(/\s+/)[0];
      // Off-screen by the page's global CSS: absolutely placed far to the left.
      const rule = cls ? new RegExp(`\\.${cls}\\{[^}]*position:absolute[^}]*left:-\\d{3,}px`).test(css) : false;
      if (!rule) out.push(`the honeypot wrapper (.${cls}) is not positioned off-screen by the page's global CSS`);
      return out;
    });
  });
});

describe('redirects', () => {
  const exact = () => c.redirects.filter((r) => !isPattern(r.from));
  /** Sources that get a stub: not a case variant of a route or of an earlier source. */
  const stubbed = () => {
    const taken = new Set(allRoutes().map((r) => r.toLowerCase()));
    return exact().filter((r) => {
      const key = r.from.toLowerCase();
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });
  };

  // A full stub: meta refresh, canonical, noindex, a visible link and the location.replace script.
  it('writes a full stub for every exact source that is not a case variant', () => {
    const problems: string[] = [];
    assert.ok(stubbed().length > 0);
    for (const r of stubbed()) {
      const file = path.join(DIST, r.from.slice(1), 'index.html');
      if (!existsSync(file)) {
        problems.push(`${r.from}: no stub`);
        continue;
      }
      const doc = parseHtml(readFileSync(file, 'utf8'));
      for (const [what, got, want] of [
        ['meta refresh', attr(doc, 'meta[http-equiv="refresh"]', 'content'), `0; url=${r.to}`],
        ['canonical', attr(doc, 'link[rel="canonical"]', 'href'), site.url + r.to],
      ])
        if (got !== want) problems.push(`${r.from}: ${what} is ${got}`);
      if (!/noindex/.test(meta(doc, 'robots') ?? '')) problems.push(`${r.from}: not noindex`);
      if (!doc.querySelector(`body a[href="${r.to}"]`)) problems.push(`${r.from}: no visible link to ${r.to}`);
      const scripts = [...doc.querySelectorAll('script')].map((s) => s.textContent);
      if (scripts.length !== 1 || scripts[0] !== REDIRECT_SCRIPT || !/location\.replace\(/.test(scripts[0] ?? ''))
        problems.push(`${r.from}: the script is not the hashed location.replace script`);
    }
    assert.deepEqual(problems, []);
  });

  it('writes no stub that differs from a real route or another stub only by letter case', () => {
    // The rule itself, on made-up sources: case variants of a route or of an earlier source get no stub.
    const rules = [
      { from: '/Blog', to: '/blog' },
      { from: '/home', to: '/' },
      { from: '/Home', to: '/' },
      { from: '/old-*', to: '/' },
    ];
    const stubs = stubPaths(rules, ['/', '/blog']).map((r) => r.from);
    assert.deepEqual(stubs, ['/home']);
    // The content's own: a stub for a case variant would be a folder differing only by case from its route's or stub's,
    // which this walk finds (the file system here tells case apart).
    const problems: string[] = [];
    const walk = (rel: string) => {
      const names = readdirSync(path.join(DIST, rel));
      const seen = new Map<string, string>();
      for (const n of names) {
        const prev = seen.get(n.toLowerCase());
        if (prev) problems.push(`${rel}/${n} and ${rel}/${prev} differ only by case`);
        seen.set(n.toLowerCase(), n);
        if (statSync(path.join(DIST, rel, n)).isDirectory()) walk(path.posix.join(rel, n));
      }
    };
    walk('');
    assert.deepEqual(problems, []);
  });

  // The preview server answers from this file, so each rule's source and target are links.test.ts's too; it sends 301
  // whatever the file says, and a host's default is 302, so the status column is proven here.
  it('_redirects has every redirect as a 301, exact rules before patterns (prefix-* as :name)', () => {
    const lines = distText('_redirects').trim().split('\n');
    const want = c.redirects.map((r) => `${isPattern(r.from) ? r.from.slice(0, -1) + ':name' : r.from} ${r.to} 301`);
    assert.deepEqual(lines.map((l) => l.trim().split(/\s+/).join(' ')).sort(), want.sort());
    // Hosts take the first match, so no exact rule may come after a pattern.
    const isPatternAt = lines.map((l) => l.split(/\s+/)[0].includes(':'));
    const ordered = isPatternAt.every((p, i) => p || !isPatternAt[i - 1]);
    assert.ok(ordered, 'an exact rule comes after a pattern');
  });
});

describe('host files', () => {
  it('_headers: a path gets Cache-Control from one block at most', () => {
    const blocks = readHeaderBlocks(DIST);
    // Hosts join a header set by two matching blocks; a path must get Cache-Control once.
    const matches = (pattern: string, url: string) =>
      pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern;
    const chrome = attr(built.get('/')!.doc, 'script[type="module"][src*="/enhance-"]', 'src')!;
    for (const url of [...allRoutes().filter((r) => r !== '/'), chrome, '/img/x.avif']) {
      const n = blocks.filter((b) => matches(b.pattern, url) && b.headers['Cache-Control']).length;
      assert.ok(n <= 1, `${url} gets Cache-Control from ${n} blocks`);
    }
  });

  it("favicon.ico is the site's favicon at FAVICON_ICO_SIZE px, for agents that fetch it regardless", async () => {
    // The container is assets/ico.test.ts's.
    const ico = readFileSync(path.join(DIST, 'favicon.ico'));
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    const meta = await sharp(png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', FAVICON_ICO_SIZE, FAVICON_ICO_SIZE]);
    // The same picture as the favicon the pages name, scaled to the icon's size.
    const declared = attr(built.get('/')!.doc, 'link[rel="icon"][type="image/png"]', 'href');
    assert.ok(declared, 'the home page declares its icon');
    const scaled = async (input: Buffer | string) =>
      sharp(input)
        .resize({ width: 8, height: 8, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([scaled(png), scaled(path.join(DIST, declared))]);
    const diff = a.reduce((n, v, i) => n + Math.abs(v - b[i]), 0) / a.length;
    assert.ok(diff < 8, `/favicon.ico looks like ${declared} (mean difference ${diff.toFixed(1)} of 255)`);
  });
});

describe('scripts and bytes', () => {
  const scripts = (doc: Document) => [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
  const isRuntime = (src: string) => /^\/assets\/islands-[^/]+\.js$/.test(src);

  it('one chrome script on every page, the island runtime only with islands, both at low priority, and no chunk preloaded', () => {
    const chrome = scripts(built.get('/404')!.doc).find((s) => /\/enhance-[^/]+\.js$/.test(s));
    assert.ok(chrome, 'the not-found page has no chrome script');
    everyRoute((_r, { html, doc }) => {
      const src = scripts(doc);
      const hasIslands = doc.querySelector('[data-island]') !== null;
      const out: string[] = [];
      if (src.filter((s) => s === chrome).length !== 1) out.push('does not load the enhancement script once');
      const runtime = src.filter(isRuntime);
      if (hasIslands && runtime.length !== 1) out.push(`has islands but ${runtime.length} runtime scripts`);
      if (!hasIslands && JSON.stringify(src) !== JSON.stringify([chrome]))
        out.push(`has no islands but loads ${JSON.stringify(src)}`);
      if (html.includes('/assets/chunks/')) out.push('names a chunk (React or an island) in its HTML');
      // They enhance HTML that already works: the first screen's photo gets the bandwidth first.
      for (const el of doc.querySelectorAll('script[src]'))
        if (el.getAttribute('fetchpriority') !== 'low')
          out.push(`${el.getAttribute('src')} does not load at low priority`);
      return out;
    });
  });

  it('the island runtime imports no React chunk statically: React comes with the first island that wakes', () => {
    const runtime = scripts(built.get('/')!.doc).find(isRuntime)!;
    const imports = readFileSync(distFile(runtime), 'utf8').matchAll(
      /import\s*(?:[^"'()]*?from\s*)?["']\.\/chunks\/([^"']+)["']/g,
    );
    const react = [...imports].filter((m) =>
      readFileSync(distFile(`/assets/chunks/${m[1]}`), 'utf8').includes('Symbol.for("react.'),
    );
    assert.deepEqual(react, []);
  });

  it('the enhancement script is a few KB: at most 6 KB gzipped', () => {
    const chrome = scripts(built.get('/')!.doc).find((s) => /\/enhance-[^/]+\.js$/.test(s))!;
    const size = gz(readFileSync(distFile(chrome)));
    assert.ok(size <= 6 * KB, `chrome script is ${(size / KB).toFixed(2)} KB gzipped`);
  });

  // 6 KB (gzip -9) is the code's share of the 14 KB first flight.
  it('only the HTML blocks the first paint: no stylesheet link, at most 6 KB of inline CSS gzipped', () => {
    // The rest of the 14 KB is the page's content, which the editor decides: the build names pages over it, and npm run audit budgets it.
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      const blocking = [...doc.querySelectorAll('link[rel~="stylesheet"]')].map((l) => l.getAttribute('href'));
      if (blocking.length) out.push(`loads render-blocking stylesheets ${blocking.join(', ')}`);
      const css = gz(styleBlocks(doc).reduce((all, s) => all + (s.textContent ?? ''), ''));
      if (css > 6 * KB) out.push(`inlines ${(css / KB).toFixed(1)} KB of CSS gzipped`);
      return out;
    });
  });
});

describe('published images', () => {
  // AVIF, the slow encode, is made only for images a page shows through <picture>.
  it('every image a page, script, stylesheet or feed names is in the build, and every AVIF there is named', () => {
    const text = [...builtTexts(DIST).values()].join('\n');
    const named = new Set(text.match(/\/img\/[\w.-]+\.(?:avif|webp|png|jpe?g)/g) ?? []);
    assert.ok(named.size > 0);
    const missing = [...named].filter((u) => !existsSync(path.join(DIST, u)));
    assert.deepEqual(missing, [], 'named but not built');
    const avif = readdirSync(path.join(DIST, 'img')).filter((f) => f.endsWith('.avif'));
    assert.ok(avif.length > 0, 'the build has no AVIF at all');
    const unnamed = avif.filter((f) => !named.has(`/img/${f}`));
    assert.deepEqual(unnamed, [], 'built but named by nothing');
  });
});

describe('CSS: each page carries, inline, exactly the CSS of what it rendered', () => {
  /** The keys of the CSS files a block holds: its data-href after the precedence's own (empty) marker. */
  const keysOf = (block: Element) => (block.getAttribute('data-href') ?? '').split(' ').slice(1);
  const pageKeys = (doc: Document) => styleBlocks(doc).flatMap(keysOf);

  /**
   * Each component's CSS file and the markup that shows, in the server HTML, that the page rendered it: `when` present
   * means the CSS must be there, and the CSS there means `only` (default `when`) is present. Every CSS file of
   * src/components and src/layouts must be listed here.
   */
  const RENDERS: Record<string, { when: string; only?: string }> = {
    'layouts/Document': { when: 'a.skip-link' },
    'layouts/AnnouncementBar': { when: '[data-announcement]' },
    'layouts/Header': { when: 'header.site-header' },
    'layouts/Footer': { when: 'footer.site-footer' },
    'layouts/BookingCtas': { when: '.booking-ctas' },
    'layouts/DraftNotice': { when: 'aside.draft-notice' },
    'components/Hero': { when: 'section.hero' },
    // Section renders the cards and the call-to-action band it styles, and its own <section class="section">.
    'components/Section': { when: '.cards, .cta-band', only: 'section.section' },
    'components/Markdown': { when: '.prose' },
    'components/NewsletterForm': { when: 'form.newsletter' },
    'components/Badge': { when: '.badge' },
    'components/DraftBadge': { when: '.draft-badge' },
    'components/BlogCard': { when: '.blog-card' },
    'components/BookCard': { when: '.book-card' },
    'components/FactsBar': { when: '.facts-bar' },
    'components/GuestQuote': { when: '.guest-quote' },
    'components/PressArticleCard': { when: '.press-card' },
    'components/PressLogos': { when: '.press-logos' },
    'components/PhotoCard': { when: '.photo-card' },
    'components/TeamGrid': { when: '.team-grid' },
    'components/TourCard': { when: '.tour-card' },
    'components/TrustStrip': { when: '.trust-strip' },
    'components/Video': { when: '.island.video' },
    'components/tours/PublicTour': { when: '.tour-layout' },
    'components/tours/PrivateTour': { when: '.hood-tiles' },
    'components/blog/BlogList': { when: '.blog-list' },
    'components/blog/CategoryNav': { when: 'nav.blog-categories' },
    'components/blog/Pagination': { when: 'nav.pagination' },
  };
  /** The route whose file a key of src/routes names, as a pattern ("routes/blog/[id]" matches /blog/3). */
  const routePattern = (key: string) => {
    const file = routeFiles().find((f) => `routes/${f.replace(/\.tsx$/, '')}` === key);
    assert.ok(file, `${key}.css has no route file beside it`);
    return new RegExp(`^${routeOfFile(file).replace(/\[[^\]]+\]/g, '[^/]+')}$`);
  };

  it('has one inline style block per precedence, all in the head, in cascade order', () => {
    assert.deepEqual([...PRECEDENCES], ['base', 'layout', 'component', 'route']);
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      const blocks = styleBlocks(doc);
      const order = blocks.map((s) => s.getAttribute('data-precedence'));
      if (JSON.stringify(order) !== JSON.stringify(PRECEDENCES)) out.push(`style blocks ${JSON.stringify(order)}`);
      if (blocks.some((s) => s.parentElement !== doc.head)) out.push('a style block outside the head');
      // A style block must come before anything it styles could paint: ahead of every script and stylesheet hint.
      const firstScript = doc.head.querySelector('script');
      if (firstScript && blocks.some((s) => s.compareDocumentPosition(firstScript) & 2))
        out.push('a style block after a script');
      return out;
    });
  });

  it('each block holds just the CSS files it names, minified, once per page, all of its precedence', () => {
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      for (const block of styleBlocks(doc)) {
        const precedence = block.getAttribute('data-precedence')!;
        const [marker] = (block.getAttribute('data-href') ?? '').split(' ');
        if (marker !== precedence) out.push(`the ${precedence} block starts with "${marker}", not its marker`);
        const keys = keysOf(block);
        // A component's custom properties from content (src/contract/Styles.tsx customProperties) are a rule of their own, for a class the page uses.
        const ruleOf = (key: string) =>
          key.startsWith(CUSTOM_PROPERTIES_KEY) && key.slice(CUSTOM_PROPERTIES_KEY.length);
        for (const key of keys.filter((k) => k !== PALETTE_KEY)) {
          const rule = ruleOf(key);
          if (rule) {
            if (precedence !== 'component')
              out.push(`the custom properties of .${rule} are in the ${precedence} block`);
            if (!doc.querySelector(`.${rule}`))
              out.push(`no element of the page has the class .${rule} its rule is for`);
          } else if (!sheets.has(key)) out.push(`${precedence} names src/${key}.css, which does not exist`);
          else if (precedenceOf(key) !== precedence)
            out.push(`src/${key}.css is in the ${precedence} block, not ${precedenceOf(key)}`);
        }
        const css = block.textContent ?? '';
        let at = 0;
        for (const key of keys) {
          const rule = ruleOf(key);
          // The company's palette joins the global CSS, made from content rather than a file.
          const part =
            key === PALETTE_KEY
              ? paletteCss(site.colors)
              : rule
                ? new RegExp(`^\\.${rule}\\{--[a-z-]+:[^;{}]+(;--[a-z-]+:[^;{}]+)*\\}`).exec(css.slice(at))?.[0]
                : sheets.get(key)?.code;
          if (part === undefined || !css.startsWith(part, at)) break;
          at += part.length;
        }
        if (at !== css.length) out.push(`the ${precedence} block is not the CSS of ${keys.join(', ')}`);
      }
      const keys = pageKeys(doc);
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      if (twice.length) out.push(`carries ${twice.join(', ')} twice`);
      return out;
    });
  });

  it("starts with the global CSS on every page: tokens, element styles, shared primitives, the company's palette", () => {
    everyRoute((_r, { doc }) => {
      const base = keysOf(doc.querySelector('style[data-precedence="base"]')!);
      if (JSON.stringify(base) !== JSON.stringify(['styles/tokens', 'styles/base', 'styles/primitives', PALETTE_KEY]))
        return `base is ${JSON.stringify(base)}`;
    });
  });

  it("carries a component's or layout's CSS exactly where it rendered, and knows every such file", () => {
    // A name with a dot (ConsentBar.deferred) is a file loaded later, never inline.
    const listed = [...sheets.keys()].filter((k) => /^(components|layouts)\/[^.]+$/.test(k)).sort();
    assert.deepEqual(
      listed,
      Object.keys(RENDERS).sort(),
      'every CSS file of src/components and src/layouts has its markup listed in RENDERS',
    );
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      for (const [key, { when, only = when }] of Object.entries(RENDERS)) {
        const carried = pageKeys(doc).includes(key);
        if (!carried && doc.querySelector(when)) out.push(`renders ${when} without src/${key}.css`);
        if (carried && !doc.querySelector(only)) out.push(`carries src/${key}.css but renders no ${only}`);
      }
      return out;
    });
  });

  it("carries an island's CSS and its crash fallback's exactly where it is, shared parts within", () => {
    const islands = [...sheets.keys()]
      .filter((k) => /^islands\/[^/.]+$/.test(k))
      .map((k) => k.slice('islands/'.length));
    assert.ok(islands.length >= 5, `island CSS files: ${islands.join(', ')}`);
    everyRoute((_r, { doc }) => {
      const out: string[] = [];
      for (const name of islands) {
        const carried = pageKeys(doc).includes(`islands/${name}`);
        const rendered = doc.querySelector(`[data-island="${name}"]`) !== null;
        if (carried !== rendered)
          out.push(
            rendered
              ? `renders the ${name} island without its CSS`
              : `carries the ${name} island's CSS without the island`,
          );
      }
      const fallback = pageKeys(doc).includes('islands/shared/ErrorFallback');
      if (fallback !== (doc.querySelector('[data-island]') !== null))
        out.push(
          fallback ? 'carries the crash fallback CSS without islands' : 'has islands but not the crash fallback CSS',
        );
      const shared = pageKeys(doc).filter((k) => /^islands\/shared\/(?!ErrorFallback$)/.test(k) || k.includes('.'));
      if (shared.length)
        out.push(`names ${shared.join(', ')}, which only come inside an island's CSS or as files of their own`);
      return out;
    });
    // A part an island renders in the browser only (the lazily loaded list; the toasts: css.test.ts) arrives with it.
    assert.ok(
      sheets.get('islands/TourExpectations')!.code.includes(sheets.get('islands/shared/ExpectationsList')!.code),
      "the expectations list's CSS is in its island's",
    );
  });

  it("carries a route's own CSS on that route only", () => {
    const routeKeys = [...sheets.keys()].filter((k) => k.startsWith('routes/'));
    assert.ok(routeKeys.includes('routes/index'), 'the home page has CSS of its own');
    everyRoute((route, { doc }) => {
      const out: string[] = [];
      for (const key of routeKeys) {
        const mine = routePattern(key).test(route);
        if (mine !== pageKeys(doc).includes(key))
          out.push(mine ? `lacks its own src/${key}.css` : `carries src/${key}.css of another route`);
      }
      return out;
    });
  });

  it('inlines the lightbox CSS nowhere: galleries name its hashed file, fetched when they wake', () => {
    const lightbox = sheets.get('islands/PhotoGallery.lightbox')!;
    const href = `/assets/${lightbox.file}`;
    assert.equal(readFileSync(distFile(href), 'utf8'), lightbox.code);
    let galleries = 0;
    everyRoute((_r, { html, doc }) => {
      const out: string[] = [];
      if (html.includes(lightbox.code) || /\.lightbox-frame\{/.test(inlineCss(doc, 'component')))
        out.push('inlines the lightbox CSS');
      for (const island of doc.querySelectorAll('[data-island="PhotoGallery"]')) {
        galleries++;
        const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as { stylesheet?: string };
        if (props.stylesheet !== href) out.push(`a gallery names ${props.stylesheet} for its lightbox, not ${href}`);
      }
      return out;
    });
    assert.ok(galleries > 0, 'some page has a gallery');
    const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.css'));
    // GA4's consent bar brings the other file loaded later.
    const consentBar = site.analytics.provider === 'ga4' ? [sheets.get('layouts/ConsentBar.deferred')!.file] : [];
    assert.deepEqual(
      assets,
      [lightbox.file, ...consentBar].sort(),
      "the only CSS files of the build are the lightbox's and a GA4 site's consent bar's",
    );
  });
});
