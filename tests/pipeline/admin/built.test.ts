import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH, cmsSettings } from '../../../src/pipeline/admin/write.ts';
import { checkIntegrity, DECAP_SCRIPT } from '../../../src/pipeline/admin/decap.ts';
import { adminPolicy } from '../../../src/pipeline/host/headers.ts';
import { htmlFiles } from '../../../tools/html.ts';
import { allRoutes, CONTENT, content, DIST, requireDist } from '../../helpers/site.ts';

requireDist();
const admin = path.join(DIST, ...ADMIN_PATH.split('/').filter(Boolean));
const html = readFileSync(path.join(admin, 'index.html'), 'utf8');
const script = readFileSync(path.join(admin, 'admin.js'), 'utf8');

describe('/admin/ in the built site', () => {
  it("is served from the site's own files: Decap's bundle and the CMS's script, both loaded from /admin/", () => {
    assert.ok(existsSync(path.join(admin, DECAP_SCRIPT)));
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, [`${ADMIN_PATH}admin.js`]);
    assert.ok(script.includes(`${ADMIN_PATH}${DECAP_SCRIPT}`));
  });

  // For the check of a link at its field (links.test.ts).
  it('its script knows every page the build wrote', () => {
    const missing = allRoutes().filter((r) => !script.includes(JSON.stringify(r)));
    assert.deepEqual(missing, []);
  });

  it("shows the company's logo (site.json's logo.src) on its sign-in page and in its header", () => {
    const src = /logo:\{src:"([^"]+)",show_in_header:!0\}/.exec(script)?.[1];
    assert.ok(src?.startsWith(ADMIN_PATH), `the logo is one of /admin/'s own files: ${src}`);
    assert.deepEqual(
      readFileSync(path.join(DIST, src!)),
      readFileSync(path.join(CONTENT, 'images', content().site.logo.src)),
    );
  });

  it('carries noindex and its own policy in the page, and in _headers for hosts that read it', () => {
    assert.match(html, /<meta name="robots" content="noindex/);
    const policy = adminPolicy(cmsSettings()?.authUrl, { meta: true });
    assert.ok(
      html.includes(`content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`),
      "the page's policy",
    );
    const block = `${ADMIN_PATH}*\n  Content-Security-Policy: ${adminPolicy(cmsSettings()?.authUrl)}\n  X-Robots-Tag: noindex`;
    assert.ok(readFileSync(path.join(DIST, '_headers'), 'utf8').includes(block));
  });

  it("its policy reaches only its own files, GitHub's API and the sign-in host", () => {
    const connect = adminPolicy('https://auth.example.org/x')
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    assert.equal(connect, "connect-src 'self' blob: https://api.github.com https://auth.example.org");
    assert.match(adminPolicy(), /^default-src 'none'; script-src 'self' 'unsafe-eval';/);
  });

  // The sitemap lists the site's routes alone, /admin/ not among them: host/files.test.ts.
  it('no visitor page mentions it or loads any of it', () => {
    const mentioning = htmlFiles(DIST).filter((f) => readFileSync(path.join(DIST, f), 'utf8').includes(ADMIN_PATH));
    assert.deepEqual(mentioning, []);
  });

  it('a Decap tarball that does not match the pinned integrity hash is refused', () => {
    assert.throws(() => checkIntegrity(Buffer.from('not the tarball')), /does not match its pinned integrity hash/);
  });
});
