import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import AdventureForm, { type AdventureFormLabels } from '../../src/islands/AdventureForm.tsx';
import { APPLICATION_RATE_KEY } from '../../src/lib/storageKeys.ts';
import { ADVENTURE_MESSAGES, APPLICATION_RATE_LIMIT, RATE_LIMIT_MESSAGE } from '../../src/lib/adventureForm.ts';

/** Fixture props (the site's endpoint, address and waiver are in content/). */
const ENDPOINT = 'https://formspree.io/f/xtest';
const SITE = 'https://cats.example';
/** Fixture words, none of them the site's (content/labels.json): what the form shows comes from its props. */
const LABELS: AdventureFormLabels = {
  aboutYou: 'You',
  firstName: 'Given name',
  lastName: 'Family name',
  email: 'E-mail address',
  mobile: 'Phone',
  mobileHint: 'With its country code.',
  instagram: 'Instagram',
  aboutCat: 'Your cat',
  catName: "Your cat's name",
  notes: 'Anything else',
  notesHint: 'Temperament, harness.',
  rulesAndWaiver: 'The fine print',
  rules: 'I follow the rules',
  waiver: 'I accept the waiver',
  submit: 'Apply',
  sending: 'Applying',
  required: 'Must be filled in',
  optional: '(if you like)',
};
const props = {
  endpoint: ENDPOINT,
  siteUrl: SITE,
  subject: 'New application',
  language: 'en',
  waiverText: 'I take responsibility for my cat.',
  labels: LABELS,
};

let submitted: Record<string, string>[];

function byName(name: string): HTMLInputElement {
  const el = document.querySelector(`[name="${name}"]`);
  assert.ok(el, `field ${name}`);
  return el as HTMLInputElement;
}

function type(name: string, value: string) {
  fireEvent.input(byName(name), { target: { value } });
}

/** These fields' values, in the form now or, from `from`, as posted. */
const values = (names: string[], from = (n: string) => byName(n).value) =>
  Object.fromEntries(names.map((n) => [n, from(n)]));

function fillValid() {
  type('first_name', 'Ada');
  type('last_name', 'Lovelace');
  type('email', 'ada@example.com');
  type('mobile', '(212) 555-0100');
  type('cat_name', 'Babbage');
  for (const box of ['rules_accept', 'waiver_accept']) if (!byName(box).checked) fireEvent.click(byName(box));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: LABELS.submit }));

describe('AdventureForm island', () => {
  beforeEach(() => {
    localStorage.clear();
    submitted = [];
    // The native post is the browser's job; record what would have been posted instead.
    mock.method(HTMLFormElement.prototype, 'submit', function (this: HTMLFormElement) {
      submitted.push(Object.fromEntries([...new FormData(this)].map(([k, v]) => [k, String(v)])));
    });
    history.replaceState(null, '', '/adventure-cats');
  });
  afterEach(() => {
    cleanup();
    mock.restoreAll();
  });

  // The props the built page gives it: tests/routes/adventure-cats/index.test.ts.
  it('renders a multipart form posting every field the form service expects, in its words, a label for each control', () => {
    document.body.innerHTML = renderToString(<AdventureForm {...props} />);
    const form = document.querySelector('form')!;
    const attrs = ['method', 'enctype', 'action'].map((a) => form.getAttribute(a));
    assert.deepEqual(attrs, ['post', 'multipart/form-data', ENDPOINT]);
    const names = [...form.querySelectorAll('[name]')].map((f) => f.getAttribute('name'));
    const fields =
      'first_name last_name email mobile instagram cat_name notes rules_accept waiver_accept _website _next _subject _language page_slug timestamp referrer_url utm_source utm_medium utm_campaign';
    assert.deepEqual(names, fields.split(' '));
    const hidden = ['_next', 'page_slug', '_language', '_subject'].map((n) => byName(n).value);
    assert.deepEqual(hidden, [`${SITE}/adventure-cats/thanks`, 'adventure-cats', props.language, props.subject]);
    const required = ['instagram', 'notes'].map((n) => byName(n).hasAttribute('required'));
    assert.deepEqual(required, [false, false], 'optional');
    const types = ['rules_accept', 'waiver_accept'].map((n) => byName(n).getAttribute('type'));
    assert.deepEqual(types, ['checkbox', 'checkbox']);
    for (const input of form.querySelectorAll('input:not([type="hidden"]), textarea'))
      if (!input.closest('[aria-hidden="true"]'))
        assert.ok(form.querySelector(`label[for="${input.id}"]`), `label for ${input.getAttribute('name')}`);
    // The words it is given (its honeypot, the shared one, out of reach: ContactForm.test.tsx).
    const label = (name: string) => document.querySelector(`label[for="apply-${name}"]`)?.textContent;
    const legends = [...document.querySelectorAll('legend')].map((l) => l.textContent);
    assert.deepEqual(legends, [LABELS.aboutYou, LABELS.aboutCat, LABELS.rulesAndWaiver]);
    assert.equal(label('first_name'), `${LABELS.firstName} *`);
    assert.equal(label('cat_name'), `${LABELS.catName} *`);
    assert.equal(label('instagram'), `${LABELS.instagram} ${LABELS.optional}`);
    assert.equal(label('notes'), `${LABELS.notes} ${LABELS.optional}`);
    assert.equal(label('rules_accept'), `${LABELS.rules} *`);
    assert.equal(label('waiver_accept'), `${LABELS.waiver} *`);
    // The hints, and the waiver beside its box, describe their controls.
    const tied = (name: string) => document.getElementById(byName(name).getAttribute('aria-describedby')!)?.textContent;
    const described = ['mobile', 'notes', 'waiver_accept'].map(tied);
    assert.deepEqual(described, [LABELS.mobileHint, LABELS.notesHint, props.waiverText]);
    assert.equal(document.querySelector('.form-note')?.textContent, `* ${LABELS.required}`);
    document.body.innerHTML = '';
  });

  // The event it sends, utm_source with it, reaching the provider: tests/e2e/analytics.test.ts; the post the browser
  // itself serialises: tests/e2e/adventure-cats.test.ts.
  it('fills the hidden tracking fields on load, the thank-you address with the set utm values only; a valid submit posts them, the mobile normalised', async () => {
    const search = '?utm_source=insta&utm_campaign=spring%20sale&utm_content=reel&utm_term=&ref=x';
    history.replaceState(null, '', `/adventure-cats${search}`);
    render(<AdventureForm {...props} />);
    await waitFor(() => assert.notEqual(byName('timestamp').value, ''));
    const tracking = {
      timestamp: new Date(Math.round(performance.timeOrigin)).toISOString(),
      referrer_url: document.referrer,
      utm_source: 'insta',
      utm_medium: '',
      utm_campaign: 'spring sale',
      _next: `${SITE}/adventure-cats/thanks?utm_source=insta&utm_campaign=spring+sale&utm_content=reel`,
    };
    assert.deepEqual(values(Object.keys(tracking)), tracking);
    fillValid();
    submit();
    await waitFor(() => assert.equal(submitted.length, 1));
    const expected = { ...tracking, mobile: '+12125550100', rules_accept: 'yes', waiver_accept: 'yes' };
    const posted = values(Object.keys(expected), (n) => submitted[0][n]);
    assert.deepEqual(posted, expected);
    assert.equal(screen.getByRole('button', { name: LABELS.sending }).hasAttribute('disabled'), true);
  });

  it('an empty submit shows every required-field message by its label, focusing the first; an edit clears its error; a bad format is focused next', async () => {
    render(<AdventureForm {...props} />);
    submit();
    await waitFor(() => assert.equal(document.activeElement, byName('first_name')));
    const expected: Record<string, string> = {
      first_name: `${LABELS.firstName} is required`,
      last_name: `${LABELS.lastName} is required`,
      email: `${LABELS.email} is required`,
      mobile: `${LABELS.mobile} is required`,
      cat_name: `${LABELS.catName} is required`,
      rules_accept: ADVENTURE_MESSAGES.rulesRequired,
      waiver_accept: ADVENTURE_MESSAGES.waiverRequired,
    };
    for (const [name, message] of Object.entries(expected)) {
      const input = byName(name);
      assert.equal(input.getAttribute('aria-invalid'), 'true', name);
      const ids = input.getAttribute('aria-describedby')!.split(' ');
      const said = ids.map((id) => document.getElementById(id)?.textContent);
      assert.ok(said.includes(message), `${name}: ${message}`);
    }
    // Editing a field clears that field's error alone.
    fireEvent.change(byName('cat_name'), { target: { value: 'B' } });
    fireEvent.click(byName('waiver_accept'));
    const { cat_name: _cat, waiver_accept: _waiver, ...left } = expected;
    const errors = () => [...document.querySelectorAll('.field-error')].map((e) => e.textContent);
    assert.deepEqual(errors(), Object.values(left));
    const invalid = [...document.querySelectorAll<HTMLInputElement>('[aria-invalid]')].map((f) => f.name);
    assert.deepEqual(invalid, Object.keys(left));
    // Which formats are wrong is tests/lib/adventureForm.test.ts's; focus goes to the first invalid field, wherever it is.
    fillValid();
    type('email', 'ada@example');
    submit();
    await waitFor(() => assert.equal(document.activeElement, byName('email')));
    assert.deepEqual(errors(), [ADVENTURE_MESSAGES.emailInvalid]);
    assert.equal(submitted.length, 0);
  });

  it('blocks a submit with a filled honeypot silently', async () => {
    render(<AdventureForm {...props} />);
    fillValid();
    type('_website', 'https://spam.example');
    submit();
    // The attempt was handled (it is recorded before the honeypot is checked) and stopped there: no "Sending".
    assert.equal(JSON.parse(localStorage.getItem(APPLICATION_RATE_KEY)!).length, 1);
    assert.ok(screen.getByRole('button', { name: LABELS.submit }));
    assert.equal(submitted.length, 0);
    assert.equal(document.querySelector('.field-error'), null);
    assert.equal(document.querySelector('.form-banner'), null);
  });

  // How the window slides: tests/lib/rateLimit.test.ts.
  it(`counts invalid attempts too: attempt ${APPLICATION_RATE_LIMIT.max + 1} within ${APPLICATION_RATE_LIMIT.windowMs / 1000} s shows the rate-limit banner, posts nothing`, async () => {
    render(<AdventureForm {...props} />);
    for (let i = 0; i < APPLICATION_RATE_LIMIT.max; i++) submit();
    await screen.findByText(`${LABELS.firstName} is required`);
    assert.equal(JSON.parse(localStorage.getItem(APPLICATION_RATE_KEY)!).length, APPLICATION_RATE_LIMIT.max);
    assert.equal(document.querySelector('.form-banner'), null);
    fillValid();
    submit();
    const banner = await screen.findByText(RATE_LIMIT_MESSAGE);
    assert.ok(banner.closest('[role="alert"]'));
    assert.equal(submitted.length, 0, 'even a valid attempt over the limit is refused');
  });
});
