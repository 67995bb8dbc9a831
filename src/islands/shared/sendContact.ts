/** Sends the contact message through EmailJS, whose SDK is a chunk of its own, imported on submit. */
import type { ContactTemplateParams } from '../../lib/contactForm.ts';

type Keys = Record<'publicKey' | 'serviceId' | 'templateId', string>;

/** Resolves on EmailJS's OK; rejects with whatever failed (docs/third-parties.md), all treated alike. */
export async function sendContact(keys: Keys, params: ContactTemplateParams): Promise<void> {
  const emailjs = await import('@emailjs/browser');
  await emailjs.send(keys.serviceId, keys.templateId, params, { publicKey: keys.publicKey });
}

/** A readable description of any rejection, for the console. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `EmailJS status ${String(status)}${text ? `: ${String(text)}` : ''}`;
  }
  return String(error);
}
