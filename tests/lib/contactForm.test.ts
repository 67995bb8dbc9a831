import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONTACT_MESSAGES,
  buildTemplateParams,
  validateContact,
  type ContactValues,
} from '../../src/lib/contactForm.ts';

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: '',
  consent: true,
  website: '',
};

const withValues = (patch: Partial<ContactValues>): ContactValues => ({ ...valid, ...patch });

it('CONTACT_MESSAGES holds the exact user-facing strings listed in docs/behaviour.md ("Forms and their messages")', () => {
  assert.deepEqual(CONTACT_MESSAGES, {
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
  });
});

describe('validateContact', () => {
  it('returns no errors for a complete form, whatever the phone, message and honeypot hold', () => {
    assert.deepEqual(validateContact(valid), {});
    assert.deepEqual(validateContact(withValues({ phone: 'x', message: 'y', website: 'spam' })), {});
  });

  const { nameRequired, nameShort, emailRequired, emailInvalid } = CONTACT_MESSAGES;
  const invalidEmails = ['plain', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b c.d', 'a@@b.c', 'a@b.c\td'];
  /** What a field typed as each example shows: its error, or undefined for none. */
  const rules: [rule: string, field: 'name' | 'email', examples: Record<string, string | undefined>][] = [
    ['treats a whitespace-only name as missing', 'name', { '   ': nameRequired }],
    ['needs at least 2 characters after trimming', 'name', { ' A ': nameShort, ' Al ': undefined }],
    ['counts an astral character (emoji) as one character', 'name', { '😺': nameShort, '😺😺': undefined }],
    ['treats a whitespace-only email as missing', 'email', { '  ': emailRequired }],
    [
      'accepts text@text.text, ignoring surrounding spaces',
      'email',
      { 'a@b.c': undefined, ' a@b.co ': undefined, 'first.last+tag@sub.example.org': undefined },
    ],
    [
      'rejects addresses that miss a part of text@text.text or contain whitespace',
      'email',
      Object.fromEntries(invalidEmails.map((e) => [e, emailInvalid])),
    ],
  ];
  for (const [rule, field, examples] of rules)
    it(rule, () => {
      for (const [value, error] of Object.entries(examples))
        assert.equal(validateContact(withValues({ [field]: value }))[field], error, JSON.stringify(value));
    });

  it('requires consent to be ticked', () => {
    assert.equal(validateContact(withValues({ consent: false })).consent, CONTACT_MESSAGES.consentRequired);
  });
});

it('buildTemplateParams sends only the four template fields, trimmed, with defaults for a blank phone and message', () => {
  assert.deepEqual(buildTemplateParams(withValues({ phone: '  ', message: '\n ' })), {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: 'Not provided',
    message: 'No message provided',
  });
  const trimmed = { name: 'Ada', email: 'ada@example.com', phone: '555-0100', message: 'Hi,\nsee you!' };
  const spaced = Object.fromEntries(Object.entries(trimmed).map(([k, v]) => [k, ` ${v} `]));
  assert.deepEqual(buildTemplateParams(withValues(spaced)), trimmed);
});
