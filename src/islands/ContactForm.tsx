/**
 * Contact form, sent through EmailJS: idle, sending, sent (panel, then reset) or failed (toast, form kept).
 *
 * The inputs are uncontrolled: the island hydrates on first contact, so a
 * visitor may type before React arrives, and hydration keeps what the DOM
 * holds. Values are read from the form on submit. States: idle ->
 * submitting (button "Sending...", fields disabled) -> sent (panel for 3 s,
 * then the form resets and reappears) or back to idle with a failure toast
 * and the fields as typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  buildTemplateParams,
  isHoneypotFilled,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../lib/contactForm.ts';
import { createThrottle, safeStorage, type Limiter } from '../lib/rateLimit.ts';
import { ToastRegion } from './shared/Toast.tsx';
import { useToasts } from './shared/useToasts.ts';
import { describeSendError, sendContact } from './shared/sendContact.ts';

/** Contact throttle 10 s; the success panel shows 3 s. */
export const CONTACT_THROTTLE_MS = 10_000;
export const SENT_PANEL_MS = 3000;
/** Browser-storage key of the last submit time. */
export const CONTACT_THROTTLE_KEY = 'whiskerwalks-contact-last-submit';

export interface ContactFormProps {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Company name for the consent label. */
  siteName: string;
  /** Prefix of element ids, unique on the page. */
  idPrefix?: string;
}

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

export default function ContactForm({ publicKey, serviceId, templateId, siteName, idPrefix = 'contact' }: ContactFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<ContactErrors>({});
  // Phone is part of the message data but never asked for on screen, so it stays empty ("Not provided").
  const [phone] = useState('');
  /** Bumped to ask the effect below to focus a field once its error is in the DOM. */
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const { toasts, push, dismiss } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const throttle = useRef<Limiter | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = (name: string) => `${idPrefix}-${name}`;

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  useEffect(() => {
    if (!focusRequest) return;
    const el = formRef.current?.elements.namedItem(focusRequest.field);
    if (el instanceof HTMLElement) el.focus();
  }, [focusRequest]);

  useEffect(() => {
    // The form is hidden while the panel shows; the panel takes focus so it is not lost with the button.
    if (status === 'sent') panelRef.current?.focus();
  }, [status]);

  const clearError = (name: string) => {
    if (name in errors) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name as ContactField];
        return next;
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const form = event.currentTarget;

    // Contact throttle: 10 s, stored before validation, so even an invalid attempt starts the wait.
    throttle.current ??= createThrottle({ storage: safeStorage(), key: CONTACT_THROTTLE_KEY, intervalMs: CONTACT_THROTTLE_MS });
    if (!throttle.current.attempt()) {
      push({ tone: 'info', title: CONTACT_MESSAGES.throttleTitle, text: CONTACT_MESSAGES.throttleText });
      return;
    }

    const values = readValues(form, phone);
    // A bot filled the hidden field: drop it without a word.
    if (isHoneypotFilled(values)) return;

    const found = validateContact(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setFocusRequest({ field: first });
      return;
    }

    const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    setStatus('submitting');
    try {
      await sendContact({ publicKey, serviceId, templateId }, buildTemplateParams(values));
    } catch (error) {
      console.error(`Contact form: the message was not sent (${describeSendError(error)})`, error);
      setStatus('idle');
      push({ tone: 'error', title: CONTACT_MESSAGES.sendFailedTitle, text: CONTACT_MESSAGES.sendFailedText });
      // The button had focus when it was disabled; give it back so the keyboard user is where they were.
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) submitButton?.focus();
      });
      return;
    }

    setStatus('sent');
    push({ tone: 'success', title: CONTACT_MESSAGES.sentTitle, text: CONTACT_MESSAGES.sentText });
    resetTimer.current = setTimeout(() => {
      formRef.current?.reset();
      setErrors({});
      setStatus('idle');
      // If focus was on the panel that is going away, start again at the top of the form.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) formRef.current?.focus();
      });
    }, SENT_PANEL_MS);
  };

  const busy = status === 'submitting';
  const describedBy = (field: ContactField, extra?: string) =>
    [extra, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;

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
        onChange={(e) => clearError((e.target as EventTarget as { name?: string }).name ?? '')}
      >
        <div className="field">
          <label htmlFor={id('name')}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={id('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            disabled={busy}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {errors.name && (
            <p id={id('name-error')} className="field-error">
              {errors.name}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={id('email')}>
            Email address <span aria-hidden="true">*</span>
          </label>
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            disabled={busy}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {errors.email && (
            <p id={id('email-error')} className="field-error">
              {errors.email}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={id('message')}>Message (optional)</label>
          <textarea id={id('message')} name="message" rows={5} disabled={busy} />
        </div>

        <div className="field field-check">
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            required
            disabled={busy}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={id('consent')}>
            I agree to receive updates from {siteName} <span aria-hidden="true">*</span>
          </label>
          {errors.consent && (
            <p id={id('consent-error')} className="field-error field-check-error">
              {errors.consent}
            </p>
          )}
        </div>

        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor={id('website')}>Website</label>
          <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <p className="form-note">
          <span aria-hidden="true">*</span> Required
        </p>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {busy ? 'Sending...' : 'Send Message'}
        </button>
      </form>

      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
