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
/** A label as the start of an accessible name. */
const starts = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** Replaces fetch (what the EmailJS SDK calls) with a controllable stand-in. */
function stubFetch(answer: () => Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return calls;
}

/** A promise and the function that resolves it. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** The toast of a tone, once shown (the panel's copy is always in the DOM, hidden, so text queries would match early). */
const findToast = (tone: 'success' | 'info' | 'error') =>
  waitFor(() => {
    const el = document.querySelector(`[data-toast="${tone}"]`);
    assert.ok(el, `a ${tone} toast`);
    return el as HTMLElement;
  });

/** Answers the pending send with OK and lets the SDK and React take it (a few turns of the event loop, no time). */
const answerOk = (answer: ReturnType<typeof deferred<Response>>) =>
  act(async () => {
    answer.resolve(new Response('OK', { status: 200 }));
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const message = () => field(starts(`${LABELS.message} ${LABELS.optional}`));
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(${LABELS.send}|${LABELS.sending})$`) }));

/** Fills the required fields validly, and the optional message when given. */
function fillValid(note?: string) {
  fireEvent.input(field(starts(LABELS.name)), { target: { value: 'Ada Lovelace' } });
  fireEvent.input(field(starts(LABELS.email)), { target: { value: 'ada@example.com' } });
  fireEvent.click(field(starts(LABELS.consent)));
  if (note !== undefined) fireEvent.input(message(), { target: { value: note } });
}

/** Renders the form (with props changed by `over`), fills it validly and presses Send; `answer` answers the send. */
function sendValid(answer: () => Promise<Response>, note?: string, over: Partial<typeof props> = {}) {
  const calls = stubFetch(answer);
  const view = render(<ContactForm {...props} {...over} />);
  fillValid(note);
  submit();
  return { calls, ...view };
}

const realFetch = globalThis.fetch;
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
    globalThis.fetch = realFetch;
    mock.restoreAll();
  });

  // Its method, fields, consent label and honeypot on the built page: tests/routes/contact.test.ts.
  it('renders an optional message, the note on the * mark, a honeypot kept from autofill, and both live regions', () => {
    document.body.innerHTML = renderToString(<ContactForm {...props} />);
    const form = document.querySelector('form')!;
    assert.equal(form.querySelector('textarea[name="message"]')?.hasAttribute('required'), false);
    assert.equal(form.querySelector('.form-note')!.textContent, `* ${LABELS.required}`);
    const honeypot = form.querySelector<HTMLInputElement>('[name="website"]')!;
    assert.equal(honeypot.getAttribute('autocomplete'), 'off');
    assert.equal(honeypot.closest('[aria-hidden="true"]')?.className, 'hp');
    // Both live regions exist before any toast, so screen readers already watch them.
    assert.ok(document.querySelector('[role="status"][aria-live="polite"]'));
    assert.ok(document.querySelector('[role="alert"]'));
    document.body.innerHTML = '';
  });

  it('an empty submit ties the three required messages to their fields, focuses the name field and starts the 10 s wait (its time stored before validating), kept across a reload', async () => {
    const calls = stubFetch(async () => new Response('OK'));
    render(<ContactForm {...props} />);
    const before = Date.now();
    submit();
    const name = field(starts(LABELS.name));
    await waitFor(() => assert.equal(document.activeElement, name));
    for (const [input, message] of [
      [name, CONTACT_MESSAGES.nameRequired],
      [field(starts(LABELS.email)), CONTACT_MESSAGES.emailRequired],
      [field(starts(LABELS.consent)), CONTACT_MESSAGES.consentRequired],
    ] as const) {
      assert.equal(input.getAttribute('aria-invalid'), 'true');
      const described = document.getElementById(input.getAttribute('aria-describedby')!);
      assert.equal(described?.textContent, message);
    }
    assert.equal(calls.length, 0);
    const stored = Number(localStorage.getItem(CONTACT_THROTTLE_KEY));
    assert.ok(stored >= before && stored <= Date.now(), 'timestamp stored on an invalid attempt');

    // A reload keeps the wait: the time is in browser storage.
    cleanup();
    render(<ContactForm {...props} />);
    fillValid();
    submit();
    const toast = await screen.findByText(CONTACT_MESSAGES.throttleTitle);
    assert.equal(toast.closest('[role="status"]') !== null, true, 'the throttle toast is polite, not an alert');
    screen.getByText(CONTACT_MESSAGES.throttleText);
    assert.equal(calls.length, 0, 'a throttled submit sends nothing');
    assert.equal(CONTACT_THROTTLE_MS, 10_000);
  });

  it('editing a field clears only that field’s error', async () => {
    render(<ContactForm {...props} />);
    submit();
    await screen.findByText(CONTACT_MESSAGES.nameRequired);
    fireEvent.change(field(starts(LABELS.email)), { target: { value: 'a' } });
    assert.equal(screen.queryByText(CONTACT_MESSAGES.emailRequired), null);
    assert.equal(field(starts(LABELS.email)).hasAttribute('aria-invalid'), false);
    assert.equal(field(starts(LABELS.email)).hasAttribute('aria-describedby'), false);
    screen.getByText(CONTACT_MESSAGES.nameRequired);
    fireEvent.click(field(starts(LABELS.consent)));
    assert.equal(screen.queryByText(CONTACT_MESSAGES.consentRequired), null);
    screen.getByText(CONTACT_MESSAGES.nameRequired);
  });

  it('lets a submit through once 10 s have passed since the last one, sending the typed message trimmed', async () => {
    localStorage.setItem(CONTACT_THROTTLE_KEY, String(Date.now() - CONTACT_THROTTLE_MS - 1));
    const { calls } = sendValid(async () => new Response('OK'), '  Can we bring a stroller?  ');
    await findToast('success');
    assert.equal(calls.length, 1);
    assert.equal((calls[0].body.template_params as Record<string, string>).message, 'Can we bring a stroller?');
  });

  it('drops a submission with a filled honeypot silently: no request, no message', async () => {
    const calls = stubFetch(async () => new Response('OK'));
    const { container } = render(<ContactForm {...props} />);
    fillValid();
    fireEvent.input(container.querySelector('[name="website"]')!, { target: { value: 'http://spam.example' } });
    submit();
    // The submit was handled (its time is stored before the honeypot is checked) and stopped there: no "Sending...".
    assert.notEqual(localStorage.getItem(CONTACT_THROTTLE_KEY), null);
    assert.equal(screen.getByRole('button', { name: LABELS.send }).hasAttribute('aria-disabled'), false);
    assert.equal(calls.length, 0);
    assert.equal(container.querySelector('.toast'), null);
    assert.equal(container.querySelector('.field-error'), null);
    assert.equal((container.querySelector('.contact-sent') as HTMLElement).hidden, true);
  });

  // The payload has the defaults for the fields left out.
  it('sends the payload (fields disabled while Sending...), shows the panel, resets after 3 s', async () => {
    const answer = deferred<Response>();
    const { calls, container } = sendValid(() => answer.promise);

    const button = await screen.findByRole('button', { name: LABELS.sending });
    // Marked disabled, not disabled: a disabled button would drop the keyboard user's focus.
    assert.equal((button as HTMLButtonElement).disabled, false);
    assert.equal(button.getAttribute('aria-disabled'), 'true');
    for (const el of container.querySelectorAll<HTMLInputElement>(
      'input:not([type="hidden"]):not([name="website"]), textarea',
    )) {
      assert.equal(el.disabled, true, `${el.name} disabled while sending`);
    }
    await waitFor(() => assert.equal(calls.length, 1));
    assert.equal(calls[0].url, 'https://api.emailjs.com/api/v1.0/email/send');
    assert.deepEqual(
      { ...calls[0].body, lib_version: typeof calls[0].body.lib_version },
      {
        lib_version: 'string',
        user_id: 'pk_test',
        service_id: 'service_test',
        template_id: 'template_test',
        template_params: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: 'Not provided',
          message: 'No message provided',
        },
      },
    );

    // Fake timers from here on, so the 3 s panel can be stepped through.
    mock.timers.enable({ apis: ['setTimeout'] });
    await answerOk(answer);
    const panel = container.querySelector<HTMLElement>('.contact-sent')!;
    assert.equal(panel.hidden, false);
    assert.equal(panel.textContent, `${CONTACT_MESSAGES.sentTitle}${CONTACT_MESSAGES.sentText}`);
    assert.equal(container.querySelector('form')!.hidden, true);
    const toast = container.querySelector('[data-toast="success"]')!;
    assert.ok(toast.closest('[role="status"]'));
    assert.match(toast.textContent!, /Message Sent!Thank you for contacting us\. We'll get back to you soon!/);

    await act(async () => mock.timers.tick(SENT_PANEL_MS - 1));
    assert.equal(panel.hidden, false, 'still showing just before 3 s');
    await act(async () => mock.timers.tick(1));
    assert.equal(panel.hidden, true);
    const form = container.querySelector('form')!;
    assert.equal(form.hidden, false);
    assert.equal(field(starts(LABELS.name)).value, '', 'the form was reset');
    assert.equal(field(starts(LABELS.consent)).checked, false);
    assert.equal(screen.getByRole('button', { name: LABELS.send }).hasAttribute('aria-disabled'), false);
  });

  it('ignores Send pressed again while the message is sending: one request, no throttle toast', async () => {
    const answer = deferred<Response>();
    const { calls } = sendValid(() => answer.promise);
    await screen.findByRole('button', { name: LABELS.sending });
    submit();
    submit();
    await answerOk(answer);
    assert.equal(calls.length, 1);
    assert.equal(document.querySelector('[data-toast="info"]'), null);
  });

  for (const [label, answer] of [
    ['HTTP 400', async () => new Response('The Public Key is invalid', { status: 400 })],
    ['HTTP 403', async () => new Response('Forbidden', { status: 403 })],
    ['HTTP 429', async () => new Response('Too Many Requests', { status: 429 })],
    ['HTTP 451', async () => new Response('Unavailable For Headless Browser', { status: 451 })],
    ['HTTP 500', async () => new Response('Server Error', { status: 500 })],
    ['a network TypeError', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`on ${label} shows the destructive toast, logs the error and keeps the form as typed`, async () => {
      const { container } = sendValid(answer as () => Promise<Response>, 'Hello there');
      const title = await screen.findByText(CONTACT_MESSAGES.sendFailedTitle);
      assert.ok(title.closest('[role="alert"]'), 'the failure toast is an alert');
      screen.getByText(CONTACT_MESSAGES.sendFailedText);
      assert.equal(field(starts(LABELS.name)).value, 'Ada Lovelace');
      assert.equal(field(starts(LABELS.email)).value, 'ada@example.com');
      assert.equal(message().value, 'Hello there');
      assert.equal(field(starts(LABELS.consent)).checked, true);
      assert.equal(field(starts(LABELS.name)).disabled, false);
      assert.equal(screen.getByRole('button', { name: LABELS.send }).hasAttribute('aria-disabled'), false);
      assert.equal((container.querySelector('.contact-sent') as HTMLElement).hidden, true);
      assert.equal(consoleErrors.length, 1);
      assert.match(String(consoleErrors[0][0]), /Contact form: the message was not sent/);
    });
  }

  it('treats a plain-string rejection from the SDK (a missing key) as a failure, its toast dismissed by its button', async () => {
    const { calls } = sendValid(async () => new Response('OK'), undefined, { publicKey: '' });
    await screen.findByText(CONTACT_MESSAGES.sendFailedTitle);
    assert.equal(calls.length, 0);
    assert.match(String(consoleErrors[0][0]), /public key is required/i);
    fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${CONTACT_MESSAGES.sendFailedTitle}` }));
    assert.equal(screen.queryByText(CONTACT_MESSAGES.sendFailedTitle), null);
  });
});

describe('Toast region', () => {
  afterEach(() => {
    cleanup();
    mock.timers.reset();
  });

  it('hides success and info toasts after 5 s, pausing on hover; a destructive one stays until dismissed', async () => {
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
    fireEvent.mouseEnter(screen.getByText('Wait').closest('.toast')!);
    await act(async () => mock.timers.tick(TOAST_HIDE_MS));
    assert.equal(screen.queryByText('Sent'), null, 'success hidden after 5 s');
    assert.ok(screen.getByText('Wait'), 'hovered toast stays');
    assert.ok(screen.getByText('Failed'), 'error stays');
    fireEvent.mouseLeave(screen.getByText('Wait').closest('.toast')!);
    await act(async () => mock.timers.tick(TOAST_HIDE_MS));
    assert.equal(screen.queryByText('Wait'), null);
    await act(async () => mock.timers.tick(60_000));
    assert.ok(screen.getByText('Failed'));
    assert.equal(document.activeElement, document.body, 'toasts never take focus');
  });
});
