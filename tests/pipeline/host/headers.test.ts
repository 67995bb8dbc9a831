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
import { DIST, allRoutes, content, requireDist, startSite, distText } from '../../helpers/site.ts';
import { htmlFiles, isDataScript, openingTags, scripts } from '../../../tools/html.ts';

requireDist();
const site = content().site;
const expected = securityHeaders();
const blocks = readHeaderBlocks(DIST);
/** The headers of the _headers block for a path pattern. */
const block = (pattern: string) => blocks.find((b) => b.pattern === pattern)?.headers ?? {};
/** The named headers of a set, as an object to compare with securityHeaders(). */
const pick = (get: (name: string) => string | null | undefined) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, get(name)]));

/** CSP text to directive -> sources. */
const parseCsp = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );

const files = htmlFiles(DIST);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The policy a page's own <meta> carries, if it has one. */
const metaPolicy = (html: string) =>
  openingTags(html, 'meta').find((m) => m.attrs['http-equiv']?.toLowerCase() === 'content-security-policy')?.attrs
    .content;
/** The path a host serves a built file at, and so the _headers block that names it. */
const servedAt = (file: string) => (file === '404.html' ? '/404.html' : routeOfOutput(file));
/** The policy a file arrives with: its path's header, else (the not-found page, redirect stubs) its own <meta>. */
const policyOf = (file: string) => block(servedAt(file))['Content-Security-Policy'] ?? metaPolicy(distText(file));
const csp = parseCsp(policyOf('index.html') ?? '');

describe('one header definition reaches every host', () => {
  // Hosts would join a /* policy with each page's, enforcing both.
  test('dist/_headers sends the security headers for every path, and no policy there (each page has its own)', () => {
    const shown = pick((name) => block('/*')[name]);
    assert.deepEqual(shown, expected);
    assert.equal(block('/*')['Content-Security-Policy'], undefined);
  });

  // The not-found page answers unknown addresses, which no block names.
  test("dist/_headers gives each page's path that page's policy, and the not-found page carries its own in a <meta>", () => {
    const shown = allRoutes().filter((route) => !block(route)['Content-Security-Policy']);
    assert.deepEqual(shown, []);
    assert.ok(metaPolicy(distText('404.html')));
  });

  describe('the preview server', () => {
    let url = '';
    let close: () => Promise<void> = async () => {};
    before(async () => ({ url, close } = await startSite()));
    after(() => close());

    const firstIn = (dir: string, ext = '') =>
      `/${dir}/${readdirSync(path.join(DIST, dir)).find((f) => f.endsWith(ext))}`;

    // Whether those values cache well is the host-file test's below; an address no block names (the 404) revalidates.
    test("sends the same security headers and the host files' caching on pages, assets, images and the 404 page, each page its policy", async () => {
      const hashed = [firstIn('assets', '.js'), firstIn('assets', '.css'), firstIn('img')];
      for (const p of ['/', '/about', '/blog', ...hashed, '/no-such-page-here']) {
        const res = await fetch(url + p, { redirect: 'manual' });
        const got = pick((name) => res.headers.get(name));
        assert.deepEqual(got, expected, p);
        assert.equal(res.headers.get('cache-control'), hashed.includes(p) ? IMMUTABLE : REVALIDATE, `${p}: caching`);
        if (!p.includes('.') && !p.includes('no-such'))
          assert.equal(res.headers.get('content-security-policy'), policyOf(outputFile(p)), `${p}: its policy`);
      }
    });
  });

  test('the host files cache hashed folders for a year, immutable, and make every page and the 404 page revalidate', () => {
    assert.ok(/immutable/.test(IMMUTABLE) && Number(/max-age=(\d+)/.exec(IMMUTABLE)?.[1]) >= 31536000, IMMUTABLE);
    assert.ok(/must-revalidate|no-cache/.test(REVALIDATE) && !/immutable/.test(REVALIDATE), REVALIDATE);
    for (const folder of ['/assets/*', '/img/*']) assert.equal(block(folder)['Cache-Control'], IMMUTABLE, folder);
    for (const p of [...allRoutes(), '/404.html']) assert.equal(block(p)['Cache-Control'], REVALIDATE, `_headers ${p}`);
  });
});

describe('the policy is strict', () => {
  test("script-src allows the site's own scripts, and no 'unsafe-inline' or 'unsafe-eval' and no wildcard", () => {
    const src = csp.get('script-src') ?? [];
    assert.ok(src.includes("'self'"));
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      assert.ok(!src.includes(bad), `script-src has no ${bad}`);
  });

  test("default-src 'none' (objects, fonts, media and the rest go nowhere), base-uri 'self', frame-ancestors 'none'", () => {
    const directives = ['default-src', 'object-src', 'base-uri', 'frame-ancestors'].map((d) => csp.get(d));
    // Objects fall back to default-src.
    assert.deepEqual(directives, [["'none'"], undefined, ["'self'"], ["'none'"]]);
  });

  test('form-action is only the site, Mailchimp and the form service, and covers both forms', () => {
    const origins = [site.mailchimp.action, site.formService.endpoint].map((target) => new URL(target).origin);
    const allowed = ["'self'", 'https://*.list-manage.com', ...origins];
    const got = csp.get('form-action') ?? [];
    assert.ok(got.includes("'self'"));
    for (const source of got) assert.ok(allowed.includes(source), `form-action allows only known hosts, not ${source}`);
    for (const origin of origins) {
      const covered = got.some((s) => s === origin || (s.includes('*.') && origin.endsWith(s.split('*')[1])));
      assert.ok(covered, `form-action covers ${origin}`);
    }
  });

  test('every third-party source is https and no directive allows any host', () => {
    for (const [name, values] of csp)
      for (const v of values) assert.ok(!/^http:/.test(v) && v !== '*', `${name} ${v} is https and not any host`);
  });

  test('HSTS for at least a year, nosniff, strict referrer, same-origin CORP, restrictive Permissions-Policy', () => {
    const named = ['Cross-Origin-Resource-Policy', 'X-Content-Type-Options', 'Referrer-Policy'].map((h) => expected[h]);
    assert.deepEqual(named, ['same-origin', 'nosniff', 'strict-origin-when-cross-origin']);
    assert.ok(Number(/max-age=(\d+)/.exec(expected['Strict-Transport-Security'])?.[1]) >= 31536000);
    const features = Object.fromEntries(expected['Permissions-Policy'].split(',').map((f) => f.trim().split('=')));
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
      for (const s of scripts(html)) {
        if (s.attrs.src !== undefined || isDataScript(s)) continue;
        inline++;
        assert.ok(policy.get('script-src')?.includes(sha256(s.body)), `${file}: inline script ${s.body.slice(0, 60)}`);
      }
      for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style/g))
        assert.ok(policy.get('style-src')?.includes(sha256(m[2])), `${file}: a style block is not in style-src`);
    }
    assert.ok(inline > 0, 'the boot script was checked');
  });

  test("style-src allows the page's style blocks by hash and the site's own CSS files, nothing else", () => {
    for (const file of files) {
      const [self, ...hashes] = parseCsp(policyOf(file) ?? '').get('style-src') ?? [];
      assert.equal(self, "'self'", file);
      for (const source of hashes) assert.match(source, /^'sha256-[A-Za-z0-9+/]+=*'$/, `${file}: style-src ${source}`);
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
    for (const file of files)
      for (const { attrs } of scripts(distText(file)))
        if (attrs.src !== undefined && !attrs.src.startsWith('/'))
          assert.ok(
            allowed.some((a) => attrs.src.startsWith(`${a}/`)),
            `${file}: script ${attrs.src} is not allowed`,
          );
  });

  test('every link that opens a new tab has rel="noopener"', () => {
    const newTab = files.flatMap((file) =>
      openingTags(distText(file), 'a')
        .filter((a) => (a.attrs.target ?? '').toLowerCase() === '_blank')
        .map((a) => ({ file, a })),
    );
    assert.ok(newTab.length > 0, 'some new-tab links were checked (footer gift cards, petition, social)');
    for (const { file, a } of newTab) {
      const rel = (a.attrs.rel ?? '').toLowerCase().split(/\s+/);
      assert.ok(rel.includes('noopener') || rel.includes('noreferrer'), `${file}: ${a.raw} lacks rel="noopener"`);
    }
  });

  // The application's fields are pinned, in order, by tests/routes/adventure-cats/index.test.ts.
  describe('forms posting to third parties send only the fields the receiving service expects', () => {
    const honeypot = site.mailchimp.honeypotName;
    /** Every third-party form of the site with the names of the fields it submits. */
    const forms = files.flatMap((file) =>
      openingTags(distText(file), 'form')
        .filter((f) => /^https?:\/\//.test(f.attrs.action ?? ''))
        .map((f) => {
          const controls = ['input', 'select', 'textarea', 'button'].flatMap((t) => openingTags(f.inner, t));
          const names = controls.filter((el) => el.attrs.name !== undefined && el.attrs.disabled === undefined);
          return { file, action: f.attrs.action!, names: names.map((el) => el.attrs.name) };
        }),
    );

    // Which page has which sign-up, and which fields each asks, is the route tests' (fullBuild.test.ts, routes/index.test.ts).
    test('the newsletter forms post EMAIL, FNAME, LNAME, CONSENT, tags and the b_… honeypot only', () => {
      const newsletter = forms.filter((f) => f.action === site.mailchimp.action);
      const known = new Set(['EMAIL', 'FNAME', 'LNAME', 'CONSENT', 'tags', honeypot]);
      assert.ok(newsletter.length > 0, 'the site has newsletter forms');
      assert.match(honeypot, /^b_[0-9a-f]+_[0-9a-z]+$/);
      for (const f of newsletter)
        for (const n of f.names)
          assert.ok(known.has(n), `${f.file}: newsletter field "${n}" is not one the list expects`);
    });

    test('no other form posts to a third party', () => {
      const other = forms.filter((f) => f.action !== site.mailchimp.action && f.action !== site.formService.endpoint);
      assert.deepEqual(other, []);
    });
  });
});
