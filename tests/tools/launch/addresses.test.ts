import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addressProblem } from '../../../tools/launch/check.ts';
import { TEMPLATE_DOMAIN } from '../../../tools/launch/templateValues.ts';

describe('addressProblem', () => {
  it('lists addresses and e-mails on domains reserved for examples', () => {
    for (const text of [
      'https://example.com/tours',
      'hello@example.org',
      'See www.example.net.',
      'https://shop.example/cart',
      'http://api.test/x',
      'a@b.invalid',
      'http://dev.localhost:8080',
    ]) {
      assert.match(addressProblem(text) ?? '', /^an example address: "/, text);
    }
  });

  const quoted: [string, string][] = [
    // The whole address, even inside a Markdown link or a sentence.
    ['Write to [us](mailto:team@example.com), thanks.', 'an example address: "mailto:team@example.com"'],
    [`Visit https://www.${TEMPLATE_DOMAIN}/tours.`, `on the template's domain: "https://www.${TEMPLATE_DOMAIN}/tours"`],
    // At one of the template's accounts on another service.
    [
      'https://fareharbor.com/whiskerwalksnyc/gift-cards/',
      'at the template\'s account "whiskerwalksnyc": "https://fareharbor.com/whiskerwalksnyc/gift-cards/"',
    ],
    // An address that says "placeholder" (prose that does passes, below).
    ['https://forms.gle/petition-placeholder', 'a placeholder address: "https://forms.gle/petition-placeholder"'],
  ];
  it("quotes the whole address, on the template's domain, at its accounts, or saying placeholder", () => {
    for (const [text, why] of quoted) assert.equal(addressProblem(text), why, text);
  });

  it("passes the company's own addresses, other sites and plain copy, even saying placeholder", () => {
    for (const text of [
      'https://www.harborcatwalks.com',
      'team@harborcatwalks.com',
      'https://www.npr.org/',
      '/tours#book-now',
      'Two example tours, tested by guests.',
      'gallery/tour-01.jpg',
      'The form shows a placeholder until it loads.',
    ]) {
      assert.equal(addressProblem(text), undefined, text);
    }
  });
});
