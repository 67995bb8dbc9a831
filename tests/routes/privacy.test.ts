/**
 * /privacy lists exactly the services the settings switch on, each with what it receives, its cookies and its policy;
 * a copy of the site with GA4 on and every video on NBC proves a setting adds and removes its service.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../../src/content/shapes.ts';
import { PAGE } from '../../src/lib/sitePaths.ts';
import { servicesInUse } from '../../src/lib/services.ts';
import { fillSlots } from '../../src/lib/slots.ts';
import { all, parseHtml, text } from '../../tools/html.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { content, doc } from '../helpers/site.ts';
import { jsonEdit, tempSite } from '../fixtures/tempSite.ts';

/** Each service card as a reader sees it: its name, then each line. */
const listed = (d: Document) =>
  all(d, '#services [data-service]').map((li) => [li.getAttribute('data-service'), ...all(li, 'h3, p').map(text)]);

function expected(c: Content) {
  const words = c.labels.privacy;
  return servicesInUse(c).map((s) => [
    s.id,
    s.name,
    words[s.id],
    s.cookies ? words.cookies : words.noCookies,
    `${fillSlots(words.policyLink, { service: s.name })} (opens in a new tab)`,
  ]);
}

describe('/privacy', () => {
  it('lists exactly the services the settings switch on, each linking its own policy', () => {
    const d = doc(PAGE.privacy);
    assert.deepEqual(listed(d), expected(content()));
    const links = all(d, '#services [data-service] a').map((a) => a.getAttribute('href'));
    const policies = servicesInUse(content()).map((s) => s.policy);
    assert.deepEqual(links, policies);
  });

  describe('with GA4 switched on and every video moved to NBC', () => {
    const site = tempSite('privacy-');
    let built: Content;
    const read = (route: string) => parseHtml(readFileSync(path.join(site.root, 'dist', outputFile(route)), 'utf8'));
    before(async () => {
      site.edit(
        'site.json',
        jsonEdit((s) => {
          s.analytics = { provider: 'ga4', measurementId: 'G-PRIVACY1' };
          for (const v of Object.values<Record<string, string>>(s.videos)) v.provider = 'nbc';
        }),
      );
      built = (await site.build()).content;
    });
    after(() => site.remove());

    it('lists Google Analytics with its cookies and YouTube no more', () => {
      const cards = listed(read(PAGE.privacy));
      assert.deepEqual(cards, expected(built));
      assert.equal(cards.find(([id]) => id === 'ga4')?.[3], built.labels.privacy.cookies);
      assert.ok(!cards.some(([id]) => id === 'youtube'));
    });

    it('the consent bar says what Accept allows and links the page', () => {
      const bar = read(PAGE.home).querySelector('.consent-bar')!;
      assert.equal(
        text(bar.querySelector('.consent-text')),
        `${built.labels.consent.message} ${built.labels.consent.privacyLink}`,
      );
      assert.equal(bar.querySelector('a')?.getAttribute('href'), PAGE.privacy);
    });
  });
});
