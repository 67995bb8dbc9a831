import { afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ContactForm, {
  CONTACT_THROTTLE_MS,
  SENT_PANEL_MS,
  type ContactFormLabels,
} from '../../src/islands/ContactForm.tsx';
import { CONTACT_THROTTLE_KEY } from '../../src/lib/storageKeys.ts';
import { CONTACT_MESSAGES } from '../../src/lib/contactForm.ts';
import { ToastRegion } from '../../src/islands/shared/Toast.tsx';
import { TOAST_HIDE_MS, type ToastData } from '../../src/islands/shared/useToasts.ts';

/** Fixture EmailJS keys (the site's own are in content/site.json). */
const KEYS = { publicKey: 'pk_test', serviceId: 'service_test', templateId: 'template_test' };
/** Fixture words, none of them the site's (content/labels.json): what the form shows comes from its props. */
const LABELS: ContactFormLabels = {
  name: 'Your name',
  email: 'Your e-mail',
  message: 'Your note',
  consent: 'Yes, Fixture Cat Walks may write to me',
  send: 'Send it',
  sending: 'On its way',
  required: 'Must be filled in',
  optional: '(if you like)',
};
const props = { ...KEYS, labels: LABELS };

/** Replaces fetch (what the EmailJS SDK calls) with `answer`; returns what was sent, as the SDK posted it. */
function stubFetch(answer: () => Promise<Response>) {
  const fetch = mock.method(globalThis, 'fetch', async () => answer());
  return () =>
    fetch.mock.calls.map((c) => ({ url: String(c.arguments[0]), body: JSON.parse(String(c.arguments[1]?.body)) }));
}

/** A field by the start of its accessible name. */
const field = (words: string) =>
  screen.getByLabelText(new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: new RegExp(`^(${LABELS.send}|${LABELS.sending})$`) });
const submit = () => fireEvent.click(send());
const panel = () => document.querySelector<HTMLElement>('.contact-sent')!;

/** Fills the required fields validly, and the optional message when given. */
function fillValid(note?: string) {
  fireEvent.input(field(LABELS.name), { target: { value: 'Ada Lovelace' } });
  fireEvent.input(field(LABELS.email), { target: { value: 'ada@example.com' } });
  fireEvent.click(field(LABELS.consent));
  if (note !== undefined) fireEvent.input(field(`${LABELS.message} ${LABELS.optional}`), { target: { value: note } });
}

/** Renders the form (with props changed by `over`), fills it validly and presses Send; `answer` answers the send. */
function sendValid(answer: () => Promise<Response>, note?: string, over: Partial<typeof props> = {}) {
  const sent = stubFetch(answer);
  render(<ContactForm {...props} {...over} />);
  fillValid(note);
  submit();
  return sent;
}

let consoleErrors: unknown[][];

describe('ContactForm island', () => {
  // Loaded once up front so timing-sensitive tests do not wait on the first module load.
  before(async () => {
    await import('@emailjs/browser');
  });
  beforeEach(() => {
    localStorage.clear();
    consoleErrors = [];
    mock.method(console, 'error', (...args: unknown[]) => consoleErrors.push(args));
  });
  afterEach(() => {
    cleanup();
    mock.timers.reset();
    mock.restoreAll();
  });

  // The props the built page gives it: tests/routes/contact.test.ts.
  it('renders the fields EmailJS expects, an optional message, the * note, a hidden honeypot, both live regions', () => {
    document.body.innerHTML = renderToString(<ContactForm {...props} />);
    const form = document.querySelector('form')!;
    // Posted by script only: no action that goes nowhere.
    assert.deepEqual([form.getAttribute('method'), form.hasAttribute('action')], ['post', false]);
    const names = [...form.querySelectorAll('[name]')].map((f) => f.getAttribute('name'));
    assert.deepEqual(names, ['name', 'email', 'message', 'consent', 'website']);
    assert.equal(form.querySelector('label[for="contact-consent"]')?.textContent, `${LABELS.consent} *`);
    assert.equal(form.querySelector('textarea[name="message"]')?.hasAttribute('required'), false);
    assert.equal(form.querySelector('.form-note')!.textContent, `* ${LABELS.required}`);
    const honeypot = form.querySelector<HTMLInputElement>('[name="website"]')!;
    assert.deepEqual([honeypot.getAttribute('autocomplete'), honeypot.getAttribute('tabindex')], ['off', '-1']);
    assert.equal(honeypot.closest('[aria-hidden="true"]')?.className, 'hp');
    // Both live regions exist before any toast, so screen readers already watch them.
    assert.ok(document.querySelector('[role="status"][aria-live="polite"]'));
    assert.ok(document.querySelector('[role="alert"]'));
    document.body.innerHTML = '';
  });

  // The attempt's time is stored before validating, in browser storage, so a reload keeps the wait.
  it('an empty submit marks each required field, focuses the first and starts the 10 s wait; an edit clears its error', async () => {
    const sent = stubFetch(async () => new Response('OK'));
    render(<ContactForm {...props} />);
    const before = Date.now();
    submit();
    await waitFor(() => assert.equal(document.activeElement, field(LABELS.name)));
    for (const [label, message] of [
      [LABELS.name, CONTACT_MESSAGES.nameRequired],
      [LABELS.email, CONTACT_MESSAGES.emailRequired],
      [LABELS.consent, CONTACT_MESSAGES.consentRequired],
    ]) {
      assert.equal(field(label).getAttribute('aria-invalid'), 'true');
      assert.equal(document.getElementById(field(label).getAttribute('aria-describedby')!)?.textContent, message);
    }
    // Editing a field clears that field's error alone, and the field's ties to it.
    fireEvent.change(field(LABELS.email), { target: { value: 'a' } });
    fireEvent.click(field(LABELS.consent));
    const left = [...document.querySelectorAll('.field-error')].map((e) => e.textContent);
    assert.deepEqual(left, [CONTACT_MESSAGES.nameRequired]);
    const tied = [...document.querySelectorAll('[aria-invalid], [aria-describedby]')].map((f) => f.id);
    assert.deepEqual(tied, [field(LABELS.name).id]);
    const stored = Number(localStorage.getItem(CONTACT_THROTTLE_KEY));
    assert.ok(stored >= before && stored <= Date.now(), 'timestamp stored on an invalid attempt');

    cleanup();
    render(<ContactForm {...props} />);
    fillValid();
    submit();
    const toast = await screen.findByText(CONTACT_MESSAGES.throttleTitle);
    assert.ok(toast.closest('[role="status"]'), 'the throttle toast is polite, not an alert');
    screen.getByText(CONTACT_MESSAGES.throttleText);
    assert.deepEqual(sent(), [], 'neither submit sent anything');
    assert.equal(CONTACT_THROTTLE_MS, 10_000);
  });

  it('drops a submission with a filled honeypot silently: no request, no message', async () => {
    const sent = stubFetch(async () => new Response('OK'));
    render(<ContactForm {...props} />);
    fillValid();
    fireEvent.input(document.querySelector('[name="website"]')!, { target: { value: 'http://spam.example' } });
    submit();
    // The submit was handled (its time is stored before the honeypot is checked) and stopped there: no "Sending...".
    assert.notEqual(localStorage.getItem(CONTACT_THROTTLE_KEY), null);
    assert.equal(send().hasAttribute('aria-disabled'), false);
    assert.deepEqual(sent(), []);
    assert.equal(document.querySelector('.toast, .field-error'), null);
  });

  // An earlier load's wait has just ended; the phone, never asked for, is sent as its default.
  it('once 10 s have passed sends the payload once, however often Send is pressed while Sending... (fields disabled); shows the panel, resets after 3 s', async () => {
    localStorage.setItem(CONTACT_THROTTLE_KEY, String(Date.now() - CONTACT_THROTTLE_MS - 1));
    let answer!: (r: Response) => void;
    const sent = sendValid(() => new Promise((r) => (answer = r)), 'Can we bring a stroller?');
    const button = await screen.findByRole('button', { name: LABELS.sending });
    // Marked disabled, not disabled: a disabled button would drop the keyboard user's focus.
    assert.deepEqual([(button as HTMLButtonElement).disabled, button.getAttribute('aria-disabled')], [false, 'true']);
    const fields = [...document.querySelectorAll<HTMLInputElement>('input:not([name="website"]), textarea')];
    const enabled = fields.filter((f) => !f.disabled).map((f) => f.name);
    assert.deepEqual(enabled, [], 'fields left enabled while sending');
    submit();
    submit();
    await waitFor(() => assert.equal(sent().length, 1));
    const [{ url, body }] = sent();
    assert.deepEqual(
      { url, ...body, lib_version: typeof body.lib_version },
      {
        url: 'https://api.emailjs.com/api/v1.0/email/send',
        lib_version: 'string',
        user_id: 'pk_test',
        service_id: 'service_test',
        template_id: 'template_test',
        template_params: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: 'Not provided',
          message: 'Can we bring a stroller?',
        },
      },
    );

    mock.timers.enable({ apis: ['setTimeout'] });
    // Answered OK; the SDK and React take it in a few turns (no time passes).
    await act(async () => {
      answer(new Response('OK', { status: 200 }));
      for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    });
    assert.equal(sent().length, 1, 'Send pressed again while sending sent again');
    assert.equal(document.querySelector('[data-toast="info"]'), null, 'Send pressed again while sending was throttled');
    // The panel takes focus in place of the hidden form, so it is not lost with the button.
    const form = document.querySelector('form')!;
    assert.deepEqual([panel().hidden, form.hidden, document.activeElement === panel()], [false, true, true]);
    const said = `${CONTACT_MESSAGES.sentTitle}${CONTACT_MESSAGES.sentText}`;
    assert.equal(panel().textContent, said);
    const toast = document.querySelector('[data-toast="success"]')!;
    assert.ok(toast.closest('[role="status"]') && toast.textContent?.includes(said), 'a polite success toast');

    await act(async () => mock.timers.tick(SENT_PANEL_MS - 1));
    assert.equal(panel().hidden, false, 'still showing just before 3 s');
    await act(async () => mock.timers.tick(1));
    assert.deepEqual([panel().hidden, form.hidden], [true, false]);
    assert.deepEqual([field(LABELS.name).value, field(LABELS.consent).checked], ['', false], 'the form was reset');
    assert.equal(send().hasAttribute('aria-disabled'), false);
  });

  // The SDK rejects every answer that is not OK alike (403, 429 and 451 too), and a missing key with a plain string.
  for (const [label, answer, over, cause] of [
    ['HTTP 400', async () => new Response('The Public Key is invalid', { status: 400 }), {}, 'EmailJS status 400'],
    ['HTTP 500', async () => new Response('Server Error', { status: 500 }), {}, 'EmailJS status 500'],
    ['a network TypeError', async () => Promise.reject(new TypeError('Failed to fetch')), {}, 'TypeError: Failed'],
    ['a missing key (a plain-string rejection)', async () => new Response('OK'), { publicKey: '' }, 'The public key'],
  ] as const) {
    it(`on ${label} shows the destructive toast until dismissed, logs the error and keeps the form as typed`, async () => {
      sendValid(answer as () => Promise<Response>, 'Hello there', over);
      const title = await screen.findByText(CONTACT_MESSAGES.sendFailedTitle);
      assert.ok(title.closest('[role="alert"]'), 'the failure toast is an alert');
      screen.getByText(CONTACT_MESSAGES.sendFailedText);
      const typed = [LABELS.name, LABELS.email, `${LABELS.message} ${LABELS.optional}`].map((l) => field(l).value);
      assert.deepEqual(typed, ['Ada Lovelace', 'ada@example.com', 'Hello there']);
      assert.deepEqual([field(LABELS.consent).checked, field(LABELS.name).disabled], [true, false]);
      assert.equal(send().hasAttribute('aria-disabled'), false);
      assert.equal(panel().hidden, true);
      const said = `Contact form: the message was not sent (${cause}`;
      const logged = consoleErrors.map((e) => String(e[0]).slice(0, said.length));
      assert.deepEqual(logged, [said]);
      fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${CONTACT_MESSAGES.sendFailedTitle}` }));
      assert.equal(screen.queryByText(CONTACT_MESSAGES.sendFailedTitle), null);
    });
  }

  // The form's toast region alone, given a toast of each tone.
  it('its toasts: success and info hide after 5 s, pausing on hover; a destructive one stays until dismissed', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    let toasts: ToastData[] = [
      { id: 1, tone: 'success', title: 'Sent', text: 'ok' },
      { id: 2, tone: 'info', title: 'Wait', text: 'slow down' },
      { id: 3, tone: 'error', title: 'Failed', text: 'try again' },
    ];
    const onDismiss = (id: number) => {
      toasts = toasts.filter((t) => t.id !== id);
      view.rerender(<ToastRegion toasts={toasts} onDismiss={onDismiss} />);
    };
    const view = render(<ToastRegion toasts={toasts} onDismiss={onDismiss} />);
    const shown = () => screen.queryAllByText(/^(Sent|Wait|Failed)$/).map((el) => el.textContent);
    fireEvent.mouseEnter(screen.getByText('Wait').closest('.toast')!);
    await act(async () => mock.timers.tick(TOAST_HIDE_MS));
    assert.deepEqual(shown(), ['Wait', 'Failed'], 'success hidden after 5 s, the hovered one and the error stay');
    fireEvent.mouseLeave(screen.getByText('Wait').closest('.toast')!);
    await act(async () => mock.timers.tick(TOAST_HIDE_MS));
    assert.deepEqual(shown(), ['Failed']);
    await act(async () => mock.timers.tick(60_000));
    assert.deepEqual(shown(), ['Failed']);
    assert.equal(document.activeElement, document.body, 'toasts never take focus');
  });
});
