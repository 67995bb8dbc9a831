/** The built /adventure-cats; its outline, sections' copy, cards and FAQ are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { island, islandProps } from '../../helpers/routes.ts';
import { all, parseHtml, text } from '../../../tools/html.ts';
import { markdownToHtml } from '../../../src/content/markdown.ts';

const c = content();
const { site } = c;

describe('/adventure-cats (built)', () => {
  const d = doc('/adventure-cats');

  it('states the cat rules and the lifetime-code terms exactly as the requirements copy words them', () => {
    const rules = all(parseHtml(markdownToHtml(c.pages['adventure-cats'].sections.requirements.body)), 'li').map(text);
    assert.deepEqual(all(d, '#cat-rules li').map(text), rules);
  });

  it('renders the application form island with the endpoint, address and words of the content, waking on contact', () => {
    const el = island(d, 'AdventureForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    assert.deepEqual(islandProps(el), {
      endpoint: site.formService.endpoint,
      siteUrl: site.url,
      subject: `New Adventure Cats application (${site.name})`,
      language: site.language.slice(0, 2),
      waiverText: c.pages['adventure-cats'].sections.waiver.body,
      labels: { ...c.labels.adventureForm, ...c.labels.forms },
      idPrefix: 'apply',
    });
    // Its server HTML posting there: islands/AdventureForm.test.tsx; the policy allowing it: host/headers.test.ts.
  });

  // A facade's server HTML without a player, and what a logo of the strip carries: routes/index.test.ts.
  it('has the video facade from content and the partner logo strip', () => {
    assert.equal(islandProps(island(d, 'VideoFacade')).title, site.videos.adventureCats.title);
    const shown = all(d, '#friends img').map((i) => i.getAttribute('alt'));
    const expected = c.press.partnerLogos.map((l) => l.alt);
    assert.deepEqual(shown, expected);
  });
});
