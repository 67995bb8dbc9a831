/**
 * Adventure Cats application: a complete native form posting multipart data to the form service
 * (docs/third-parties.md). The island adds the tracking fields, the rate limit, the honeypot check, validation with
 * focus on the first invalid field, the normalised mobile and the analytics event, then lets the native post go.
 * Inputs are uncontrolled, so what a visitor typed before hydration stays.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_RATE_LIMIT,
  type FIELD_LABELS,
  RATE_LIMIT_MESSAGE,
  validateApplication,
} from '../lib/adventureForm.ts';
import { isHoneypotFilled } from '../lib/honeypot.ts';
import { createRateLimit, safeStorage, type Limiter } from '../lib/rateLimit.ts';
import { APPLICATION_RATE_KEY } from '../lib/storageKeys.ts';
import { Field, Honeypot, type FieldProps } from './shared/Field.tsx';
import { useFieldErrors, type FieldErrors } from './shared/useFieldErrors.ts';
import { EVENT, trackEvent } from '../lib/track.ts';
import { pageLoadTime, thanksUrl, trackingFields } from './shared/applicationTracking.ts';
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

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

function setField(form: HTMLFormElement, name: string, value: string): void {
  const el = form.elements.namedItem(name);
  if (el instanceof HTMLInputElement) el.value = value;
}

/** A message names a required field by its label as shown ("First name is required"). */
function fieldNames(labels: AdventureFormLabels): Record<keyof typeof FIELD_LABELS, string> {
  return {
    first_name: labels.firstName,
    last_name: labels.lastName,
    email: labels.email,
    mobile: labels.mobile,
    cat_name: labels.catName,
  };
}

type Control = NonNullable<FieldProps['control']>;

/** The visitor's fields: about you, about the cat, the rules and the waiver. */
function ApplicationFields({
  labels,
  errors,
  id,
  waiverText,
}: {
  labels: AdventureFormLabels;
  errors: FieldErrors;
  id: (name: string) => string;
  waiverText: string;
}) {
  const names = fieldNames(labels);
  const optional = (name: 'instagram' | 'notes', label: string, control: Control, hint?: string) => (
    <Field
      id={id(name)}
      name={name}
      label={label}
      optional={labels.optional}
      hint={hint}
      kind={name === 'notes' ? 'textarea' : 'input'}
      error={errors[name]}
      control={control}
      className={`field-${name}`}
    />
  );
  const required = (name: keyof typeof FIELD_LABELS, control: Control, hint?: string) => (
    <Field
      id={id(name)}
      name={name}
      label={names[name]}
      required
      hint={hint}
      error={errors[name]}
      control={control}
      className={`field-${name}`}
    />
  );
  const accept = (name: 'rules_accept' | 'waiver_accept', label: string, describedBy?: string) => (
    <Field
      id={id(name)}
      name={name}
      label={label}
      required
      kind="checkbox"
      describedBy={describedBy}
      error={errors[name]}
      control={{ value: 'yes' }}
    />
  );
  return (
    <>
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
    </>
  );
}

/** What the form service reads: where to go next, the e-mail's subject and language, and the tracking fields the island fills. */
function ServiceFields({ next, subject, language }: { next: string; subject: string; language: string }) {
  return (
    <>
      <input type="hidden" name="_next" defaultValue={next} />
      <input type="hidden" name="_subject" defaultValue={subject} />
      <input type="hidden" name="_language" defaultValue={language} />
      <input type="hidden" name="page_slug" defaultValue={PAGE_SLUG} />
      <input type="hidden" name="timestamp" defaultValue="" />
      <input type="hidden" name="referrer_url" defaultValue="" />
      <input type="hidden" name="utm_source" defaultValue="" />
      <input type="hidden" name="utm_medium" defaultValue="" />
      <input type="hidden" name="utm_campaign" defaultValue="" />
    </>
  );
}

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

  const fillTracking = () => {
    const form = formRef.current;
    if (!form) return;
    const fields = trackingFields({
      search: location.search,
      referrer: document.referrer,
      loadedAt: pageLoadTime(),
      siteUrl,
    });
    for (const [name, value] of Object.entries(fields)) setField(form, name, value);
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
    if (!limiter.current.attempt()) {
      setLimited(true);
      return;
    }
    setLimited(false);

    const values = formValues(form);
    // A filled honeypot blocks the submit without a word.
    if (isHoneypotFilled(values._website)) return;

    const result = validateApplication(values, fieldNames(labels));
    if (!check(result.errors, result.firstInvalid)) return;

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

      <ApplicationFields labels={labels} errors={errors} id={id} waiverText={waiverText} />

      <Honeypot id={id('website')} name="_website" />
      <ServiceFields next={thanksUrl(siteUrl, '')} subject={subject} language={language} />

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
