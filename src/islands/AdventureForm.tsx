/**
 * Adventure Cats application: a native form posting to the form service (docs/third-parties.md); the island adds the
 * tracking fields, rate limit, honeypot, validation, normalised mobile and analytics event, then lets the post go.
 * Inputs are uncontrolled, so what a visitor typed before hydration stays.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_RATE_LIMIT,
  type AdventureField,
  RATE_LIMIT_MESSAGE,
  validateApplication,
} from '../lib/adventureForm.ts';
import { isHoneypotFilled } from '../lib/honeypot.ts';
import { createRateLimit, safeStorage, type Limiter } from '../lib/rateLimit.ts';
import { APPLICATION_RATE_KEY } from '../lib/storageKeys.ts';
import { Field, Honeypot, type FieldProps } from './shared/Field.tsx';
import { useFieldErrors } from './shared/useFieldErrors.ts';
import { EVENT, trackEvent } from '../lib/track.ts';
import { thanksUrl, trackingFields } from './shared/applicationTracking.ts';
import type { Labels } from '../content/shapes.ts';

export const APPLY_EVENT = EVENT.apply;
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
  /** The form's words (content/labels.json adventureForm and forms; its messages are the code's). */
  labels: AdventureFormLabels;
  /** Prefix of element ids, unique on the page. */
  idPrefix?: string;
}

export type AdventureFormLabels = Labels['adventureForm'] & Labels['forms'];

function setField(form: HTMLFormElement, name: string, value: string): void {
  const el = form.elements.namedItem(name);
  if (el instanceof HTMLInputElement) el.value = value;
}

/** A message names a required field by its label as shown ("First name is required"). */
function fieldNames(labels: AdventureFormLabels): Record<AdventureField, string> {
  const { firstName, lastName, email, mobile, catName } = labels;
  return { first_name: firstName, last_name: lastName, email, mobile, cat_name: catName };
}

type Control = FieldProps['control'];

export default function AdventureForm({
  endpoint,
  siteUrl,
  subject,
  language,
  waiverText,
  labels,
  idPrefix = 'apply',
}: AdventureFormProps) {
  const [limited, setLimited] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, clearChanged } = useFieldErrors(formRef);
  const limiter = useRef<Limiter | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string, label: string, props: Partial<FieldProps>) => (
    <Field id={id(name)} name={name} label={label} error={errors[name]} className={`field-${name}`} {...props} />
  );
  const required = (name: AdventureField, control: Control, hint?: string) =>
    field(name, fieldNames(labels)[name], { required: true, hint, control });
  const optional = (name: 'instagram' | 'notes', label: string, control: Control, hint?: string) =>
    field(name, label, { optional: labels.optional, hint, kind: name === 'notes' ? 'textarea' : 'input', control });
  // The checkboxes carry no field class of their own.
  const accept = (name: 'rules_accept' | 'waiver_accept', label: string, describedBy?: string) =>
    field(name, label, {
      required: true,
      kind: 'checkbox',
      describedBy,
      control: { value: 'yes' },
      className: undefined,
    });
  // What the form service reads: where to go next, the e-mail's subject and language, and the fields filled here.
  const service = { _next: thanksUrl(siteUrl, ''), _subject: subject, _language: language, page_slug: PAGE_SLUG };
  const hidden = { ...service, timestamp: '', referrer_url: '', utm_source: '', utm_medium: '', utm_campaign: '' };

  const fillTracking = () => {
    const form = formRef.current;
    if (form) for (const [name, value] of Object.entries(trackingFields(siteUrl))) setField(form, name, value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the values describe this page load
  useEffect(() => {
    fillTracking();
    // Coming back with the Back button restores this page from the cache: let the visitor submit again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;

    // Every attempt counts, valid or not (APPLICATION_RATE_LIMIT).
    limiter.current ??= createRateLimit({
      storage: safeStorage(),
      key: APPLICATION_RATE_KEY,
      ...APPLICATION_RATE_LIMIT,
    });
    const allowed = limiter.current.attempt();
    setLimited(!allowed);
    if (!allowed) return;

    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (isHoneypotFilled(values._website)) return;

    const result = validateApplication(values, fieldNames(labels));
    if (!check(result.errors)) return;

    setField(form, 'mobile', result.mobile);
    // Fill again in case the submit arrived before the load effect ran (it was replayed on hydration).
    fillTracking();
    trackEvent(APPLY_EVENT, { utm_source: new URLSearchParams(location.search).get('utm_source') ?? '' });
    setSubmitting(true);
    // submit() skips the submit event and native validation: this handler already did both.
    form.submit();
  };

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
      onChange={clearChanged}
    >
      <div className="form-banner-region" role="alert">
        {limited && <p className="form-banner">{RATE_LIMIT_MESSAGE}</p>}
      </div>
      <fieldset className="form-group">
        <legend>{labels.aboutYou}</legend>
        <div className="field-row">
          {required('first_name', { type: 'text', autoComplete: 'given-name' })}
          {required('last_name', { type: 'text', autoComplete: 'family-name' })}
        </div>
        {required('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {required('mobile', { type: 'tel', autoComplete: 'tel' }, labels.mobileHint)}
        {optional('instagram', labels.instagram, {
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
      </fieldset>
      <fieldset className="form-group">
        <legend>{labels.aboutCat}</legend>
        {required('cat_name', { type: 'text', autoComplete: 'off' })}
        {optional('notes', labels.notes, { rows: 4 }, labels.notesHint)}
      </fieldset>
      <fieldset className="form-group">
        <legend>{labels.rulesAndWaiver}</legend>
        {accept('rules_accept', labels.rules)}
        <p id={id('waiver-text')} className="waiver-text">
          {waiverText}
        </p>
        {accept('waiver_accept', labels.waiver, id('waiver-text'))}
      </fieldset>
      <Honeypot id={id('website')} name="_website" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} defaultValue={value} />
      ))}
      <p className="form-note">
        <span aria-hidden="true">*</span>
        {` ${labels.required}`}
      </p>
      <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
        {submitting ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
