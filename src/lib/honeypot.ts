/** A form's honeypot field holds anything but white space: a bot filled it, and the submission is dropped without a word. */
export function isHoneypotFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}
