/**
 * Addresses and e-mails that are not the company's: on a domain reserved for examples (example.com, .test, …), on the
 * template's own domain, at the template's accounts (fareharbor.com/whiskerwalksnyc), or saying "placeholder". Found in
 * any text, so a link in copy or Markdown is listed as well as a field of site.json.
 */
import { escapeRegExp } from './text.ts';
import { TEMPLATE_ACCOUNT, TEMPLATE_DOMAIN } from './templateValues.ts';

/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761). */
const EXAMPLE_HOST =
  /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))\b/i;
const TEMPLATE_HOST = new RegExp(`\\b(?:[a-z0-9-]+\\.)*${escapeRegExp(TEMPLATE_DOMAIN)}\\b`, 'i');
const PLACEHOLDER = /placeholder/i;

/** The address around a match: the run of characters up to a space, quote or bracket (a Markdown link's parentheses). */
function addressAround(text: string, index: number, length: number): string {
  const stop = /[\s"'<>()[\]]/;
  let start = index;
  let end = index + length;
  while (start > 0 && !stop.test(text[start - 1] as string)) start--;
  while (end < text.length && !stop.test(text[end] as string)) end++;
  return text.slice(start, end).replace(/[.,;:!?]+$/, '');
}

const isAddress = (token: string) => /:\/\/|@|^www\./i.test(token);

/** Why the first address in `text` that is not the company's is listed, or undefined when every one may be. */
export function addressProblem(text: string): string | undefined {
  const tests: [RegExp, (address: string, match: string) => string][] = [
    [EXAMPLE_HOST, (a) => `an example address: "${a}"`],
    [TEMPLATE_HOST, (a) => `on the template's domain: "${a}"`],
    [TEMPLATE_ACCOUNT, (a, m) => `at the template's account "${m}": "${a}"`],
  ];
  for (const [re, why] of tests) {
    const m = re.exec(text);
    if (m) return why(addressAround(text, m.index, m[0].length), m[0]);
  }
  for (const m of text.matchAll(new RegExp(PLACEHOLDER.source, 'gi'))) {
    const address = addressAround(text, m.index, m[0].length);
    if (isAddress(address)) return `a placeholder address: "${address}"`;
  }
  return undefined;
}
