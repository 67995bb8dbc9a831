/**
 * Contact form, sent through EmailJS (its states and messages: docs/behaviour.md). The inputs are uncontrolled, so
 * what a visitor typed before hydration stays; values are read from the form on submit. The button is only marked
 * disabled (aria-disabled) while sending: a disabled button loses focus (at once in Firefox, at the next frame in
 * Chromium), which would leave a keyboard user on <body> after a failed send; marked, it keeps focus, and a second
 * press is ignored.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, buildTemplateParams, validateContact, type ContactValues } from '../lib/contactForm.ts';
import { isHoneypotFilled } from '../lib/honeypot.ts';
import { createThrottle, safeStorage, type Limiter } from '../lib/rateLimit.ts';
import { CONTACT_THROTTLE_KEY } from '../lib/storageKeys.ts';
import { Field, Honeypot } from './shared/Field.tsx';
import { useFieldErrors, type FieldErrors } from './shared/useFieldErrors.ts';
import { ToastRegion } from './shared/Toast.tsx';
import { useToasts } from './shared/useToasts.ts';
import { describeSendError, sendContact } from './shared/sendContact.ts';
import type { Labels } from '../content/shapes.ts';
import { EVENT, trackEvent } from '../lib/track.ts';

export const CONTACT_THROTTLE_MS = 10_000;
export const SENT_PANEL_MS = 3000;

export interface ContactFormProps {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The form's words (content/labels.json contactForm and forms; its messages are the code's). */
  labels: ContactFormLabels;
  /** Prefix of element ids, unique on the page. */
  idPrefix?: string;
}

export type ContactFormLabels = Labels['contactForm'] & Labels['forms'];

type Status = 'idle' | 'submitting' | 'sent';

function readValues(form: HTMLFormElement, phone: string): ContactValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    phone,
    message: text('message'),
    consent: data.get('consent') !== null,
    website: text('website'),
  };
}

/** The visitor's fields, disabled while the message is sending. */
function ContactFields({
  labels,
  errors,
  id,
  busy,
}: {
  labels: ContactFormLabels;
  errors: FieldErrors;
  id: (name: string) => string;
  busy: boolean;
}) {
  return (
    <>
      <Field
        id={id('name')}
        name="name"
        label={labels.name}
        required
        error={errors.name}
        control={{ type: 'text', autoComplete: 'name', disabled: busy }}
      />
      <Field
        id={id('email')}
        name="email"
        label={labels.email}
        required
        error={errors.email}
        control={{ type: 'email', autoComplete: 'email', inputMode: 'email', disabled: busy }}
      />
      <Field
        id={id('message')}
        name="message"
        label={labels.message}
        optional={labels.optional}
        kind="textarea"
        control={{ rows: 5, disabled: busy }}
      />
      <Field
        id={id('consent')}
        name="consent"
        label={labels.consent}
        required
        kind="checkbox"
        error={errors.consent}
        control={{ disabled: busy }}
      />
      <Honeypot id={id('website')} name="website" />
    </>
  );
}

export default function ContactForm({
  publicKey,
  serviceId,
  templateId,
  labels,
  idPrefix = 'contact',
}: ContactFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  // Phone is part of the message data but never asked for on screen, so it stays empty ("Not provided").
  const [phone] = useState('');
  const { toasts, push, dismiss } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, clearChanged, clear } = useFieldErrors(formRef);
  const panelRef = useRef<HTMLDivElement>(null);
  const throttle = useRef<Limiter | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = (name: string) => `${idPrefix}-${name}`;

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  useEffect(() => {
    // The form is hidden while the panel shows; the panel takes focus so it is not lost with the button.
    if (status === 'sent') panelRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const form = event.currentTarget;

    // Contact throttle: 10 s, stored before validation, so even an invalid attempt starts the wait.
    throttle.current ??= createThrottle({
      storage: safeStorage(),
      key: CONTACT_THROTTLE_KEY,
      intervalMs: CONTACT_THROTTLE_MS,
    });
    if (!throttle.current.attempt()) {
      push({ tone: 'info', title: CONTACT_MESSAGES.throttleTitle, text: CONTACT_MESSAGES.throttleText });
      return;
    }

    const values = readValues(form, phone);
    // A bot filled the hidden field: drop it without a word.
    if (isHoneypotFilled(values.website)) return;
    if (!check(validateContact(values))) return;

    setStatus('submitting');
    try {
      await sendContact({ publicKey, serviceId, templateId }, buildTemplateParams(values));
    } catch (error) {
      console.error(`Contact form: the message was not sent (${describeSendError(error)})`, error);
      setStatus('idle');
      push({ tone: 'error', title: CONTACT_MESSAGES.sendFailedTitle, text: CONTACT_MESSAGES.sendFailedText });
      return;
    }

    setStatus('sent');
    trackEvent(EVENT.contact);
    push({ tone: 'success', title: CONTACT_MESSAGES.sentTitle, text: CONTACT_MESSAGES.sentText });
    resetTimer.current = setTimeout(() => {
      formRef.current?.reset();
      clear();
      setStatus('idle');
      // If focus was on the panel that is going away, start again at the top of the form.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) formRef.current?.focus();
      });
    }, SENT_PANEL_MS);
  };

  const busy = status === 'submitting';

  return (
    <div className="contact-form-wrap">
      <div
        ref={panelRef}
        className="contact-sent"
        hidden={status !== 'sent'}
        tabIndex={-1}
        aria-labelledby={id('sent-title')}
        role="group"
      >
        <p id={id('sent-title')} className="contact-sent-title">
          {CONTACT_MESSAGES.sentTitle}
        </p>
        <p>{CONTACT_MESSAGES.sentText}</p>
      </div>

      <form
        ref={formRef}
        className="contact-form"
        method="post"
        noValidate
        hidden={status === 'sent'}
        tabIndex={-1}
        aria-label="Contact form"
        aria-busy={busy}
        onSubmit={onSubmit}
        onChange={clearChanged}
      >
        <ContactFields labels={labels} errors={errors} id={id} busy={busy} />

        <p className="form-note">
          <span aria-hidden="true">*</span>
          {` ${labels.required}`}
        </p>
        <button type="submit" className="btn btn-primary btn-lg" aria-disabled={busy || undefined}>
          {busy ? labels.sending : labels.send}
        </button>
      </form>

      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
