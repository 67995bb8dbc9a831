/**
 * Adventure Cats application, posted natively (multipart) to the form service.
 *
 * The server HTML is a complete native form that posts multipart data to the
 * form-collection service, which redirects to `_next`. The island adds what
 * the browser adds: the hidden tracking fields, a 5-per-60-s rate
 * limit, the honeypot check, validation with the field messages and focus on
 * the first invalid field, the normalised mobile number, and the analytics
 * event; then it lets the native post go. Inputs are uncontrolled so what a
 * visitor typed before hydration stays.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { APPLICATION_RATE_LIMIT, FIELD_LABELS, RATE_LIMIT_MESSAGE, validateApplication } from '../lib/adventureForm.ts';
import { createRateLimit, safeStorage, type Limiter } from '../lib/rateLimit.ts';
import { trackEvent } from './shared/analytics.ts';
import { pageLoadTime, thanksUrl, trackingFields } from './shared/applicationTracking.ts';

export const APPLICATION_RATE_KEY = 'whiskerwalks-adventure-attempts';
export const APPLY_EVENT = 'adventure_apply_submit';
export const PAGE_SLUG = 'adventure-cats';

export interface AdventureFormProps {
  /** Form-collection endpoint (content.site.formService.endpoint). */
  endpoint: string;
  /** Production origin, for the absolute `_next` address. */
  siteUrl: string;
  /** `_subject` of the e-mail the service sends. */
  subject: string;
  /** `_language` for the service's own pages, e.g. "en". */
  language: string;
  /** The liability waiver the visitor accepts. */
  waiverText: string;
  /** Prefix of element ids, unique on the page. */
  idPrefix?: string;
}

type Errors = Partial<Record<string, string>>;

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

function setField(form: HTMLFormElement, name: string, value: string): void {
  const el = form.elements.namedItem(name);
  if (el instanceof HTMLInputElement) el.value = value;
}

export default function AdventureForm({ endpoint, siteUrl, subject, language, waiverText, idPrefix = 'apply' }: AdventureFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [limited, setLimited] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const limiter = useRef<Limiter | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  const fillTracking = () => {
    const form = formRef.current;
    if (!form) return;
    const fields = trackingFields({ search: location.search, referrer: document.referrer, loadedAt: pageLoadTime(), siteUrl });
    for (const [name, value] of Object.entries(fields)) setField(form, name, value);
  };

  useEffect(() => {
    fillTracking();
    // Coming back with the Back button restores this page from the cache: let the visitor submit again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
    // Once: the values describe this page load.
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    const el = formRef.current?.elements.namedItem(focusRequest.field);
    if (el instanceof HTMLElement) el.focus();
  }, [focusRequest]);

  const clearError = (name: string) => {
    if (errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;

    // Every attempt counts, valid or not: at most 5 submissions in 60 s.
    limiter.current ??= createRateLimit({ storage: safeStorage(), key: APPLICATION_RATE_KEY, ...APPLICATION_RATE_LIMIT });
    if (!limiter.current.attempt()) {
      setLimited(true);
      return;
    }
    setLimited(false);

    const values = formValues(form);
    // A filled honeypot blocks the submit without a word.
    if ((values._website ?? '').trim() !== '') return;

    const result = validateApplication(values);
    setErrors(result.errors);
    if (result.firstInvalid) {
      setFocusRequest({ field: result.firstInvalid });
      return;
    }

    setField(form, 'mobile', result.mobile);
    // Fill again in case the submit arrived before the load effect ran (it was replayed on hydration).
    fillTracking();
    trackEvent(APPLY_EVENT, { utm_source: new URLSearchParams(location.search).get('utm_source') ?? '' });
    setSubmitting(true);
    // submit() skips the submit event and native validation: this handler already did both.
    form.submit();
  };

  const describedBy = (name: string, hint?: string) => [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  const textField = (name: keyof typeof FIELD_LABELS | 'instagram' | 'notes', label: string, input: Record<string, unknown>, hint?: ReactNode) => {
    const required = name in FIELD_LABELS;
    const hintId = hint ? id(`${name}-hint`) : undefined;
    const Tag = name === 'notes' ? 'textarea' : 'input';
    return (
      <div className={`field field-${name}`}>
        <label htmlFor={id(name)}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : ' (optional)'}
        </label>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        <Tag
          id={id(name)}
          name={name}
          required={required || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, hintId)}
          {...input}
        />
        {errorText(name)}
      </div>
    );
  };

  const checkField = (name: 'rules_accept' | 'waiver_accept', label: ReactNode, hintId?: string) => (
    <div className="field field-check">
      <input
        id={id(name)}
        name={name}
        type="checkbox"
        value="yes"
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, hintId)}
      />
      <label htmlFor={id(name)}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {errorText(name)}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="adventure-form"
      method="post"
      encType="multipart/form-data"
      action={endpoint}
      noValidate
      aria-label="Adventure Cats application"
      onSubmit={onSubmit}
      onChange={(e) => clearError((e.target as EventTarget as { name?: string }).name ?? '')}
    >
      <div className="form-banner-region" role="alert">
        {limited && <p className="form-banner">{RATE_LIMIT_MESSAGE}</p>}
      </div>

      <fieldset className="form-group">
        <legend>About you</legend>
        <div className="field-row">
          {textField('first_name', FIELD_LABELS.first_name, { type: 'text', autoComplete: 'given-name' })}
          {textField('last_name', FIELD_LABELS.last_name, { type: 'text', autoComplete: 'family-name' })}
        </div>
        {textField('email', FIELD_LABELS.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {textField(
          'mobile',
          FIELD_LABELS.mobile,
          { type: 'tel', autoComplete: 'tel' },
          'A US number like (212) 555-0100, or any number with its country code, like +44 20 7946 0958.',
        )}
        {textField('instagram', 'Instagram handle', { type: 'text', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
      </fieldset>

      <fieldset className="form-group">
        <legend>About your cat</legend>
        {textField('cat_name', FIELD_LABELS.cat_name, { type: 'text', autoComplete: 'off' })}
        {textField('notes', 'Tell us about your cat', { rows: 4 }, 'Age, temperament, harness or carrier, how they handle busy streets.')}
      </fieldset>

      <fieldset className="form-group">
        <legend>Rules and waiver</legend>
        {checkField('rules_accept', "I've read the Cat Rules above and my cat and I will follow them")}
        <p id={id('waiver-text')} className="waiver-text">
          {waiverText}
        </p>
        {checkField('waiver_accept', 'I accept the liability waiver', id('waiver-text'))}
      </fieldset>

      {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div className="hp" aria-hidden="true">
        <label htmlFor={id('website')}>Website</label>
        <input id={id('website')} name="_website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="_next" defaultValue={thanksUrl(siteUrl, '')} />
      <input type="hidden" name="_subject" defaultValue={subject} />
      <input type="hidden" name="_language" defaultValue={language} />
      <input type="hidden" name="page_slug" defaultValue={PAGE_SLUG} />
      <input type="hidden" name="timestamp" defaultValue="" />
      <input type="hidden" name="referrer_url" defaultValue="" />
      <input type="hidden" name="utm_source" defaultValue="" />
      <input type="hidden" name="utm_medium" defaultValue="" />
      <input type="hidden" name="utm_campaign" defaultValue="" />

      <p className="form-note">
        <span aria-hidden="true">*</span> Required
      </p>
      <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
        {submitting ? 'Sending application...' : 'Submit Application'}
      </button>
    </form>
  );
}
