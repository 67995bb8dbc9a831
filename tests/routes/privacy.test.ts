/**
 * /privacy lists exactly the services the settings switch on (servicesInUse, whose unit tests switch each setting),
 * each with what it receives, its cookies and its policy; GA4's consent bar links it (e2e/analytics.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Content } from '../../src/content/shapes.ts';
import { PAGE } from '../../src/lib/sitePaths.ts';
import { servicesInUse } from '../../src/lib/services.ts';
import { fillSlots } from '../../src/lib/slots.ts';
import { all, text } from '../../tools/html.ts';
import { content, doc } from '../helpers/site.ts';

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
});
