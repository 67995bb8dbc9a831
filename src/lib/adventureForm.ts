/** Adventure Cats application checks; the form posts natively after, so the caller writes `mobile` back first. */

import { EMAIL_PATTERN } from './contactForm.ts';

export const ADVENTURE_FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'cat_name'] as const;
export type AdventureField = (typeof ADVENTURE_FIELDS)[number];

/** The required fields' labels as the site first shipped them (content/labels.json may reword them; a message names a field by its label). */
export const FIELD_LABELS: Readonly<Record<AdventureField, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  cat_name: 'Cat name',
};

export const ADVENTURE_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  mobileInvalid: 'Enter a valid mobile in international format',
  rulesRequired: "Please confirm you've read the safety rules",
  waiverRequired: 'Please accept the liability waiver',
} as const;

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Application rate limit: 5 submissions per 60 s. */
export const APPLICATION_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;

export interface ApplicationResult {
  /** Keys in form order: the five required fields, then rules_accept, waiver_accept. */
  errors: Partial<Record<string, string>>;
  /** Name of the first field with an error, to focus; absent when valid. */
  firstInvalid?: string;
  /** Normalised mobile number (may be '' or invalid when `errors.mobile` is set). */
  mobile: string;
}

/** Mobile numbers as docs/behaviour.md normalises them; idempotent, so re-validating a written-back value is safe. */
export function normaliseMobile(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits === '') return '';
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** E.164 shape: '+', a non-zero first digit, 8 to 15 digits in all. */
export function isValidMobile(normalised: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(normalised);
}

function text(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

// From a controlled form (booleans) or FormData, where only a ticked checkbox is present.
function isTicked(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value !== '' && value !== 'false';
}

/** `names`: each required field's label as the form shows it, for its "is required" message. */
export function validateApplication(
  values: Record<string, string | boolean>,
  names: Readonly<Record<AdventureField, string>> = FIELD_LABELS,
): ApplicationResult {
  const errors: Partial<Record<string, string>> = {};
  const rawMobile = text(values.mobile);
  const mobile = normaliseMobile(rawMobile);

  for (const field of ADVENTURE_FIELDS) {
    const value = text(values[field]);
    if (value === '') {
      errors[field] = `${names[field]} is required`;
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = ADVENTURE_MESSAGES.emailInvalid;
    } else if (field === 'mobile' && !isValidMobile(mobile)) {
      // Something was typed: the format message helps more than "is required" would.
      errors[field] = ADVENTURE_MESSAGES.mobileInvalid;
    }
  }

  if (!isTicked(values.rules_accept)) errors.rules_accept = ADVENTURE_MESSAGES.rulesRequired;
  if (!isTicked(values.waiver_accept)) errors.waiver_accept = ADVENTURE_MESSAGES.waiverRequired;

  const firstInvalid = Object.keys(errors)[0];
  return firstInvalid === undefined ? { errors, mobile } : { errors, firstInvalid, mobile };
}
