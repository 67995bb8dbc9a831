/** What a build for each host writes (src/pipeline/host/hosts.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTS, hostNeeds, parseHost } from '../../../src/pipeline/host/hosts.ts';
import { sharedHeaders } from '../../../src/pipeline/host/files.ts';
import { securityHeaders } from '../../../src/pipeline/host/headers.ts';

describe('hosts', () => {
  it('on every host and without one, every page gets its policy and every old address a rule or a redirect stub', () => {
    for (const host of [...HOSTS, undefined]) {
      const needs = hostNeeds(host);
      assert.ok(needs.metaCsp || (needs.ruleFiles && needs.pageRules), `${host ?? 'any host'}: each page's policy`);
      assert.ok(needs.ruleFiles || needs.stubs, `${host ?? 'any host'}: old addresses`);
    }
    assert.equal(hostNeeds('netlify').stubs, false, "a stub would shadow Netlify's rule for its address");
  });

  it('Cloudflare Pages gets a fixed handful of header rules (it reads at most 100), frame-ancestors among the headers', () => {
    const text = sharedHeaders();
    const rules = text.split('\n').filter((l) => l && !/^\s/.test(l));
    assert.ok(rules.length <= 5, `${rules.length} rules`);
    assert.match(text, /^ {2}Content-Security-Policy: frame-ancestors 'none'$/m);
    for (const [name, value] of Object.entries(securityHeaders()))
      assert.ok(text.includes(`  ${name}: ${value}\n`), name);
  });

  it('a host the build does not know is refused, naming the ones it knows', () => {
    assert.equal(parseHost('github-pages'), 'github-pages');
    assert.equal(parseHost(undefined), undefined);
    assert.throws(() => parseHost('surge'), /netlify, cloudflare, vercel, github-pages/);
  });
});
