/** Which services the settings switch on: /privacy lists exactly these (tests/routes/privacy.test.ts reads the page). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Analytics } from '../../src/lib/analytics.ts';
import { servicesInUse, type ServiceSettings } from '../../src/lib/services.ts';

function settings(change: { analytics?: Analytics; videos?: string[]; reels?: number; endpoint?: string } = {}) {
  const videos = Object.fromEntries((change.videos ?? ['youtube']).map((provider, i) => [`v${i}`, { provider }]));
  return {
    site: {
      formService: { endpoint: change.endpoint ?? 'https://formspree.io/f/abc' },
      videos,
      analytics: change.analytics ?? { provider: 'none' },
    },
    press: { reels: Array.from({ length: change.reels ?? 1 }) },
  } satisfies ServiceSettings;
}
const ids = (s: ServiceSettings) => servicesInUse(s).map((x) => x.id);
const ALWAYS = ['fareharbor', 'emailjs', 'formService', 'mailchimp'];

describe('the services in use', () => {
  it('booking, both forms and the newsletter always; no analytics while the provider is none', () => {
    assert.deepEqual(ids(settings()), [...ALWAYS, 'youtube', 'instagram']);
  });

  const providers: Analytics[] = [
    { provider: 'plausible', domain: 'example.com' },
    { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' },
    { provider: 'ga4', measurementId: 'G-AB12CD34EF' },
  ];
  for (const analytics of providers)
    it(`analytics "${analytics.provider}" adds that provider alone, last`, () => {
      assert.deepEqual(ids(settings({ analytics })).slice(ALWAYS.length), ['youtube', 'instagram', analytics.provider]);
    });

  it('a video host is listed while one video uses it, and Instagram while press.json has reels', () => {
    assert.deepEqual(ids(settings({ videos: ['nbc', 'nbc'] })).slice(ALWAYS.length), ['nbc', 'instagram']);
    assert.deepEqual(ids(settings({ videos: ['nbc', 'youtube'], reels: 0 })).slice(ALWAYS.length), ['youtube', 'nbc']);
  });

  it('the form service is named by its endpoint, and one the code does not know by its host, at its home', () => {
    const form = (endpoint?: string) => servicesInUse(settings({ endpoint })).find((s) => s.id === 'formService');
    assert.notEqual(form()?.name, 'formspree.io');
    assert.deepEqual(form('https://forms.example.org/f/1'), {
      id: 'formService',
      name: 'forms.example.org',
      cookies: true,
      policy: 'https://forms.example.org',
    });
  });
});
