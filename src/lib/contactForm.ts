/** Contact form rules: the field checks and their messages, and the EmailJS payload (the island wires them up). */

/** EmailJS `template_params`; a type alias, not an interface, so it is assignable to the SDK's Record. */
export type ContactTemplateParams = { name: string; email: string; phone: string; message: string };

/** `website` is the honeypot. */
export type ContactValues = ContactTemplateParams & { consent: boolean; website: string };

export type ContactErrors = Partial<Record<'name' | 'email' | 'consent', string>>;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  consentRequired: 'You must agree to receive updates',
  sendFailedTitle: 'Message Failed to Send',
  sendFailedText: 'There was a problem sending your message. Please try again later.',
  sentTitle: 'Message Sent!',
  sentText: "Thank you for contacting us. We'll get back to you soon!",
  throttleTitle: 'Please wait',
  throttleText: "You're sending messages too fast. Try again in a few seconds.",
} as const;

/** A simple address pattern: text, @, text, dot, text, with no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NAME_MIN_LENGTH = 2;

/** One message per invalid field, keys in form order, so the first key is the field to focus. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};

  const name = values.name.trim();
  if (name === '') errors.name = CONTACT_MESSAGES.nameRequired;
  // Counted in code points so a single emoji is one character, as a reader sees it.
  else if ([...name].length < NAME_MIN_LENGTH) errors.name = CONTACT_MESSAGES.nameShort;
  const email = values.email.trim();
  if (email === '') errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (values.consent !== true) errors.consent = CONTACT_MESSAGES.consentRequired;
  return errors;
}

/** Payload for EmailJS, with "Not provided" / "No message provided" for the optional fields. */
export function buildTemplateParams(values: ContactValues): ContactTemplateParams {
  const phone = values.phone.trim();
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? 'Not provided' : phone,
    message: message === '' ? 'No message provided' : message,
  };
}
