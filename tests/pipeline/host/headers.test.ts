/**
 * The security headers and each page's policy, defined once in src/pipeline/host/headers.ts, as they reach the
 * hosts and the built pages. The fields a third-party form may send are fixed by code: the Mailchimp list's merge
 * fields and the form service's.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { IMMUTABLE, REVALIDATE, securityHeaders } from '../../../src/pipeline/host/headers.ts';
import { readHeaderBlocks } from '../../../dev/preview.ts';
import { outputFile, routeOfOutput } from '../../../src/pipeline/routes.ts';
import { DIST, allRoutes, content, publicTours, requireDist, startSite, distText } from '../../helpers/site.ts';
import { htmlFiles, isDataScript, openingTags, scripts } from '../../../tools/html.ts';

requireDist();
const site = content().site;
const expected = securityHeaders();
const blocks = readHeaderBlocks(DIST);

/** CSP text to directive -> sources. */
function parseCsp(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

const files = htmlFiles(DIST);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The policy a page's own <meta> carries, if it has one. */
const metaPolicy = (html: string) =>
  openingTags(html, 'meta').find((m) => m.attrs['http-equiv']?.toLowerCase() === 'content-security-policy')?.attrs
    .content;
/** The path a host serves a built file at, and so the _headers block that names it. */
const servedAt = (file: string) => (file === '404.html' ? '/404.html' : routeOfOutput(file));
/** The policy a file arrives with: its path's header, else (the not-found page, redirect stubs) its own <meta>. */
const policyOf = (file: string) =>
  blocks.find((b) => b.pattern === servedAt(file))?.headers['Content-Security-Policy'] ?? metaPolicy(distText(file));
const csp = parseCsp(policyOf('index.html') ?? '');

describe('one header definition reaches every host', () => {
  test('dist/_headers sends the security headers for every path, and no policy there (each page has its own)', () => {
    const all = blocks.find((b) => b.pattern === '/*');
    assert.ok(all, '_headers has a /* block');
    for (const [name, value] of Object.entries(expected)) assert.equal(all.headers[name], value, `_headers /* ${name}`);
    assert.equal(
      all.headers['Content-Security-Policy'],
      undefined,
      "hosts would join a /* policy with each page's, enforcing both",
    );
  });

  test("dist/_headers gives each page's path that page's policy, and the not-found page carries its own in a <meta>", () => {
    for (const route of allRoutes()) {
      const block = blocks.find((b) => b.pattern === route);
      assert.ok(block?.headers['Content-Security-Policy'], `${route} has a policy`);
    }
    assert.ok(metaPolicy(distText('404.html')), 'the not-found page answers unknown addresses, which no block names');
  });

  describe('the preview server', () => {
    let url = '';
    let close: () => Promise<void> = async () => {};
    before(async () => ({ url, close } = await startSite()));
    after(() => close());

    const assetPath = (ext = '.js') => {
      const file = readdirSync(path.join(DIST, 'assets')).find((f) => f.endsWith(ext));
      assert.ok(file, `dist/assets has a ${ext} file`);
      return `/assets/${file}`;
    };
    const imagePath = () => `/img/${readdirSync(path.join(DIST, 'img'))[0]}`;

    test('sends the same security headers on pages, assets, images and the 404 page, and each page its policy', async () => {
      for (const p of ['/', '/about', '/blog', assetPath(), imagePath(), '/no-such-page-here']) {
        const res = await fetch(url + p, { redirect: 'manual' });
        for (const [name, value] of Object.entries(expected))
          assert.equal(res.headers.get(name), value, `${p}: ${name}`);
      }
      for (const p of ['/', '/about', '/blog']) {
        const res = await fetch(url + p);
        assert.equal(res.headers.get('content-security-policy'), policyOf(outputFile(p)), `${p}: its policy`);
      }
    });

    test('caches hashed assets and images for a year, immutable, and makes HTML revalidate', async () => {
      for (const p of [assetPath(), assetPath('.css'), imagePath()]) {
        const cc = (await fetch(url + p)).headers.get('cache-control') ?? '';
        assert.match(cc, /immutable/, `${p} is immutable`);
        assert.ok(Number(/max-age=(\d+)/.exec(cc)?.[1]) >= 31536000, `${p} max-age >= 1 year (${cc})`);
      }
      for (const p of [
        '/',
        '/about',
        ...publicTours()
          .slice(0, 1)
          .map((t) => t.href),
        '/no-such-page-here',
      ]) {
        const cc = (await fetch(url + p)).headers.get('cache-control') ?? '';
        assert.match(cc, /must-revalidate|no-cache/, `${p} revalidates (${cc})`);
        assert.doesNotMatch(cc, /immutable/, `${p} is not immutable`);
      }
    });
  });

  test('the host files give hashed folders immutable caching and never HTML', () => {
    for (const folder of ['/assets/*', '/img/*']) {
      assert.equal(blocks.find((b) => b.pattern === folder)?.headers['Cache-Control'], IMMUTABLE, `_headers ${folder}`);
    }
    const pages = blocks.filter((b) => b.headers['Cache-Control'] === REVALIDATE).map((b) => b.pattern);
    for (const p of ['/', '/about', '/blog']) assert.ok(pages.includes(p), `_headers revalidates ${p}`);
  });
});

describe('the policy is strict', () => {
  test("script-src allows no 'unsafe-inline' or 'unsafe-eval' and no wildcard", () => {
    const src = csp.get('script-src') ?? csp.get('default-src');
    assert.ok(src, 'script-src is set');
    assert.ok(src.includes("'self'"), "script-src allows the site's own scripts");
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      assert.ok(!src.includes(bad), `script-src has no ${bad}`);
  });

  test("default-src 'none' (objects, fonts, media and the rest go nowhere), base-uri 'self', frame-ancestors 'none'", () => {
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.equal(csp.get('object-src'), undefined, 'objects fall back to default-src');
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  });

  test('form-action is only the site, Mailchimp and the form service', () => {
    const allowed = new Set([
      "'self'",
      new URL(site.formService.endpoint).origin,
      'https://*.list-manage.com',
      new URL(site.mailchimp.action).origin,
    ]);
    const got = csp.get('form-action') ?? [];
    assert.ok(got.includes("'self'"));
    for (const source of got) assert.ok(allowed.has(source), `form-action allows only known hosts, not ${source}`);
    // The real form targets are covered.
    for (const target of [site.mailchimp.action, site.formService.endpoint]) {
      const origin = new URL(target).origin;
      assert.ok(
        got.some((s) => s === origin || (s.includes('*.') && origin.endsWith(s.split('*')[1]))),
        `form-action covers ${origin}`,
      );
    }
  });

  test('every third-party source is https and no directive allows any host', () => {
    for (const [name, values] of csp) {
      for (const v of values) {
        assert.ok(!/^http:/.test(v), `${name} ${v} is not plain http`);
        assert.notEqual(v, '*', `${name} allows any host`);
      }
    }
  });

  test('HSTS for at least a year, nosniff, strict referrer, same-origin CORP, restrictive Permissions-Policy', () => {
    assert.equal(expected['Cross-Origin-Resource-Policy'], 'same-origin');
    assert.ok(Number(/max-age=(\d+)/.exec(expected['Strict-Transport-Security'])?.[1]) >= 31536000);
    assert.equal(expected['X-Content-Type-Options'], 'nosniff');
    assert.equal(expected['Referrer-Policy'], 'strict-origin-when-cross-origin');
    const features = Object.fromEntries(
      expected['Permissions-Policy'].split(',').map((f) => {
        const [k, v] = f.trim().split('=');
        return [k, v];
      }),
    );
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      assert.equal(features[f], '()', `${f} is denied`);
    for (const [k, v] of Object.entries(features))
      assert.ok(v === '()' || v === '(self)', `${k}=${v} grants no third party`);
  });
});

describe('built pages keep to the policy', () => {
  test('every inline script and style block of every built HTML file is hashed in the policy it arrives with', () => {
    let inline = 0;
    for (const file of files) {
      const html = distText(file);
      const policy = parseCsp(policyOf(file) ?? '');
      const scriptSrc = new Set(policy.get('script-src'));
      for (const s of scripts(html)) {
        if (s.attrs.src !== undefined || isDataScript(s)) continue;
        inline++;
        assert.ok(
          scriptSrc.has(sha256(s.body)),
          `${file}: inline script ${JSON.stringify(s.body.slice(0, 60))} is not in script-src`,
        );
      }
      const styleSrc = new Set(policy.get('style-src'));
      for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style/g))
        assert.ok(styleSrc.has(sha256(m[2])), `${file}: a style block is not in style-src`);
    }
    assert.ok(inline > 0, 'the boot script was checked');
  });

  test("style-src allows the page's own style blocks by hash and the site's own CSS files: no 'unsafe-inline', no other host", () => {
    for (const file of files) {
      const styleSrc = parseCsp(policyOf(file) ?? '').get('style-src') ?? [];
      assert.equal(styleSrc[0], "'self'", file);
      for (const source of styleSrc.slice(1))
        assert.match(source, /^'sha256-[A-Za-z0-9+/]+=*'$/, `${file}: style-src ${source}`);
    }
  });

  test('no element of any built page has a style attribute (the policy would need unsafe-inline for it)', () => {
    for (const file of files) {
      const withStyle = /<[a-zA-Z][^>]*\sstyle\s*=/.exec(
        distText(file).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ''),
      );
      assert.equal(withStyle, null, `${file}: ${withStyle?.[0]}`);
    }
  });

  test('every external script is same-origin or an allowed script host', () => {
    const allowed = (csp.get('script-src') ?? []).filter((s) => s.startsWith('https://'));
    for (const file of files) {
      for (const s of scripts(distText(file))) {
        const src = s.attrs.src;
        if (src === undefined || src.startsWith('/')) continue;
        assert.ok(
          allowed.some((a) => src.startsWith(a + '/')),
          `${file}: script ${src} is not allowed by script-src`,
        );
      }
    }
  });

  test('every link that opens a new tab has rel="noopener"', () => {
    let checked = 0;
    for (const file of files) {
      for (const a of openingTags(distText(file), 'a')) {
        if ((a.attrs.target ?? '').toLowerCase() !== '_blank') continue;
        checked++;
        const rel = (a.attrs.rel ?? '').toLowerCase().split(/\s+/);
        assert.ok(rel.includes('noopener') || rel.includes('noreferrer'), `${file}: ${a.raw} lacks rel="noopener"`);
      }
    }
    assert.ok(checked > 0, 'some new-tab links were checked (footer gift cards, petition, social)');
  });

  // The application's fields are pinned, in order, by tests/routes/adventure-cats/index.test.ts.
  describe('forms posting to third parties send only the fields the receiving service expects', () => {
    const honeypot = site.mailchimp.honeypotName;
    const NEWSLETTER = new Set(['EMAIL', 'FNAME', 'LNAME', 'CONSENT', 'tags', honeypot]);
    /** Every third-party form of the site with the names of the fields it submits. */
    const forms = files.flatMap((file) => {
      const html = distText(file);
      return openingTags(html, 'form')
        .filter((f) => /^https?:\/\//.test(f.attrs.action ?? ''))
        .map((f) => {
          const names = ['input', 'select', 'textarea', 'button']
            .flatMap((t) => openingTags(f.inner, t))
            .filter((el) => el.attrs.name !== undefined && el.attrs.disabled === undefined)
            .map((el) => el.attrs.name);
          return { file, action: f.attrs.action!, names };
        });
    });

    // Which page has which sign-up, and which fields each asks, is the route tests' (fullBuild.test.ts, routes/index.test.ts).
    test('the newsletter forms post EMAIL, FNAME, LNAME, CONSENT, tags and the b_… honeypot only', () => {
      const newsletter = forms.filter((f) => f.action === site.mailchimp.action);
      assert.ok(newsletter.length > 0, 'the site has newsletter forms');
      assert.match(honeypot, /^b_[0-9a-f]+_[0-9a-z]+$/);
      for (const f of newsletter)
        for (const n of f.names)
          assert.ok(NEWSLETTER.has(n), `${f.file}: newsletter field "${n}" is not one the list expects`);
    });

    test('no other form posts to a third party', () => {
      for (const f of forms) {
        assert.ok(
          f.action === site.mailchimp.action || f.action === site.formService.endpoint,
          `${f.file}: form posts to ${f.action}`,
        );
      }
    });
  });
});
