/**
 * The built /adventure-cats; its outline is outline.test.ts's. The form's
 * fields are those the form service expects.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, distText } from '../../helpers/site.ts';
import { escapeRegExp, markdownListItems, markdownText } from '../../helpers/copy.ts';
import { assertFaq, island, islandProps } from '../../helpers/routes.ts';
import { all, text } from '../../../tools/html.ts';

const c = content();
const { site } = c;

describe('/adventure-cats (built)', () => {
  const d = doc('/adventure-cats');
  const sec = c.pages['adventure-cats'].sections;

  it('explains how it works with the cards of its copy', () => {
    assert.deepEqual(
      all(d, '#how-it-works .card-title').map(text),
      (sec.howItWorks.items ?? []).map((i) => i.title),
    );
  });

  it('states the cat rules and the lifetime-code terms exactly as the requirements copy words them', () => {
    assert.deepEqual(all(d, '#cat-rules li').map(text), markdownListItems(sec.requirements.body));
    assert.ok(text(d.querySelector('#cat-rules')).includes(markdownText(sec.requirements.body)));
  });

  it('server-renders the multipart form posting to the endpoint with every field the service expects', () => {
    const el = island(d, 'AdventureForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    const form = el.querySelector('form')!;
    assert.equal(form.getAttribute('method'), 'post');
    assert.equal(form.getAttribute('enctype'), 'multipart/form-data');
    assert.equal(form.getAttribute('action'), site.formService.endpoint);
    const names = all(form, '[name]').map((f) => f.getAttribute('name'));
    assert.deepEqual(names, [
      'first_name',
      'last_name',
      'email',
      'mobile',
      'instagram',
      'cat_name',
      'notes',
      'rules_accept',
      'waiver_accept',
      '_website',
      '_next',
      '_subject',
      '_language',
      'page_slug',
      'timestamp',
      'referrer_url',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
    const value = (name: string) => form.querySelector(`[name="${name}"]`)!.getAttribute('value');
    assert.equal(value('_next'), `${site.url}/adventure-cats/thanks`);
    assert.equal(value('page_slug'), 'adventure-cats');
    assert.equal(value('_language'), site.language.slice(0, 2));
    assert.ok(value('_subject'));
    for (const optional of ['instagram', 'notes'])
      assert.equal(form.querySelector(`[name="${optional}"]`)!.hasAttribute('required'), false, optional);
    for (const check of ['rules_accept', 'waiver_accept'])
      assert.equal(form.querySelector(`[name="${check}"]`)!.getAttribute('type'), 'checkbox');
    // Every visible control has a label.
    for (const input of all(form, 'input:not([type="hidden"]), textarea')) {
      if (input.closest('[aria-hidden="true"]')) continue;
      assert.ok(form.querySelector(`label[for="${input.id}"]`), `label for ${input.getAttribute('name')}`);
    }
    // The host lets the form post there (CSP form-action).
    assert.match(
      distText('_headers'),
      new RegExp(`form-action[^;]*${escapeRegExp(new URL(site.formService.endpoint).origin)}`),
    );
  });

  it('has the Adventure Cats FAQ, every question and answer (all closed), the video facade from content and the partner logo strip', () => {
    assertFaq(d.querySelector('#adventure-faq')!, c.faqs.adventureCats);
    assert.ok(all(d, '#adventure-faq .accordion-button').every((b) => b.getAttribute('aria-expanded') === 'false'));
    const video = island(d, 'VideoFacade')!;
    assert.equal(islandProps(video).title, site.videos.adventureCats.title);
    assert.equal(d.querySelector('#video iframe'), null, 'no player before play');
    assert.deepEqual(
      all(d, '#friends img').map((i) => i.getAttribute('alt')),
      c.press.partnerLogos.map((l) => l.alt),
    );
    assert.ok(all(d, '#friends img').every((i) => i.getAttribute('data-press-fallback')));
  });
});
