/**
 * /privacy lists exactly the services the settings switch on (servicesInUse, whose unit tests switch each setting),
 * each with what it receives, its cookies and its policy; GA4's consent bar links it (e2e/analytics.test.ts).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE } from '../../src/lib/sitePaths.ts';
import { servicesInUse } from '../../src/lib/services.ts';
import { fillSlots } from '../../src/lib/slots.ts';
import { all, text } from '../../tools/html.ts';
import { content, doc } from '../helpers/site.ts';

it('/privacy lists exactly the services the settings switch on, each with what it receives, its cookies and policy', () => {
  const c = content();
  const words = c.labels.privacy;
  // Each service card as a reader sees it: its name, then each line, then where its link goes.
  const listed = all(doc(PAGE.privacy), '#services [data-service]').map((li) => [
    li.getAttribute('data-service'),
    ...all(li, 'h3, p').map(text),
    ...all(li, 'a').map((a) => a.getAttribute('href')),
  ]);
  const expected = servicesInUse(c).map((s) => [
    s.id,
    s.name,
    words[s.id],
    s.cookies ? words.cookies : words.noCookies,
    `${fillSlots(words.policyLink, { service: s.name })} (opens in a new tab)`,
    s.policy,
  ]);
  assert.deepEqual(listed, expected);
});
