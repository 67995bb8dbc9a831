/**
 * The built /adventure-cats; its outline, sections' copy and cards and FAQ are outline.test.ts's. The form's
 * fields are those the form service expects.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, distText } from '../../helpers/site.ts';
import { escapeRegExp, markdownListItems } from '../../helpers/copy.ts';
import { island, islandProps } from '../../helpers/routes.ts';
import { all, text } from '../../../tools/html.ts';

const c = content();
const { site } = c;

describe('/adventure-cats (built)', () => {
  const d = doc('/adventure-cats');

  it('states the cat rules and the lifetime-code terms exactly as the requirements copy words them', () => {
    assert.deepEqual(
      all(d, '#cat-rules li').map(text),
      markdownListItems(c.pages['adventure-cats'].sections.requirements.body),
    );
  });

  it('server-renders the multipart form posting to the endpoint with every field the service expects', () => {
    const el = island(d, 'AdventureForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    const form = el.querySelector('form')!;
    const attrs = ['method', 'enctype', 'action'].map((a) => form.getAttribute(a));
    assert.deepEqual(attrs, ['post', 'multipart/form-data', site.formService.endpoint]);
    const names = all(form, '[name]').map((f) => f.getAttribute('name'));
    const fields =
      'first_name last_name email mobile instagram cat_name notes rules_accept waiver_accept _website _next _subject _language page_slug timestamp referrer_url utm_source utm_medium utm_campaign';
    assert.deepEqual(names, fields.split(' '));
    const field = (name: string) => form.querySelector(`[name="${name}"]`)!;
    const values = ['_next', 'page_slug', '_language'].map((n) => field(n).getAttribute('value'));
    assert.deepEqual(values, [`${site.url}/adventure-cats/thanks`, 'adventure-cats', site.language.slice(0, 2)]);
    assert.ok(field('_subject').getAttribute('value'));
    const required = ['instagram', 'notes'].map((n) => field(n).hasAttribute('required'));
    assert.deepEqual(required, [false, false], 'optional');
    const types = ['rules_accept', 'waiver_accept'].map((n) => field(n).getAttribute('type'));
    assert.deepEqual(types, ['checkbox', 'checkbox']);
    // Every visible control has a label.
    for (const input of all(form, 'input:not([type="hidden"]), textarea')) {
      if (input.closest('[aria-hidden="true"]')) continue;
      assert.ok(form.querySelector(`label[for="${input.id}"]`), `label for ${input.getAttribute('name')}`);
    }
    // The host lets the form post there (CSP form-action).
    const origin = escapeRegExp(new URL(site.formService.endpoint).origin);
    assert.match(distText('_headers'), new RegExp(`form-action[^;]*${origin}`));
  });

  it('has the video facade from content and the partner logo strip', () => {
    assert.equal(islandProps(island(d, 'VideoFacade')).title, site.videos.adventureCats.title);
    assert.equal(d.querySelector('#video iframe'), null, 'no player before play');
    const logos = all(d, '#friends img');
    const shown = logos.map((i) => i.getAttribute('alt'));
    const expected = c.press.partnerLogos.map((l) => l.alt);
    assert.deepEqual(shown, expected);
    assert.ok(logos.every((i) => i.getAttribute('data-press-fallback')));
  });
});
