import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  RATE_LIMIT_MESSAGE,
  isValidMobile,
  normaliseMobile,
  validateApplication,
} from '../../src/lib/adventureForm.ts';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '(212) 555-0100',
  cat_name: 'Whiskers',
  rules_accept: true,
  waiver_accept: true,
};
const MOBILE_INVALID = 'Enter a valid mobile in international format';
const RULES = "Please confirm you've read the safety rules";
const WAIVER = 'Please accept the liability waiver';

/** Exactly ten digits interleaved with any amount of punctuation (never '+'). */
const tenDigitsWithPunctuation = fc
  .tuple(
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 10, maxLength: 10 }),
    fc.array(fc.array(fc.constantFrom(' ', '-', '.', '(', ')', '/', 'x', '\t'), { maxLength: 3 }), {
      minLength: 11,
      maxLength: 11,
    }),
  )
  .map(([digits, gaps]) => ({
    digits: digits.join(''),
    text: gaps.map((g, i) => g.join('') + (digits[i] ?? '')).join(''),
  }));

describe('normaliseMobile', () => {
  const rules: [rule: string, examples: Record<string, string>][] = [
    // No +1 once the visitor typed '+'.
    [
      'keeps a leading + and strips everything but digits after it',
      { '+44 20 7946 0958': '+442079460958', '  +1 (212) 555-0100': '+12125550100', '+2125550100': '+2125550100' },
    ],
    [
      'prefixes other digit strings with + only',
      { '44 20 7946 0958': '+442079460958', '1 212 555 0100': '+12125550100', '12345': '+12345' },
    ],
    ['returns empty for input without digits or a leading +', { '': '', '   ': '', 'call me': '' }],
    ['keeps a lone + (which then fails validation)', { '+': '+', ' + abc ': '+' }],
    ['ignores non-ASCII digits', { '٢١٢٥٥٥٠١٠٠': '' }],
    ['treats a + that is not leading as punctuation', { '00+44 2079460958': '+00442079460958' }],
  ];
  for (const [rule, examples] of rules)
    it(rule, () => {
      for (const [input, output] of Object.entries(examples)) assert.equal(normaliseMobile(input), output, input);
    });

  it("yields '' or '+' and the input's own digits in order (+1 before ten), and is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s*\+?[0-9 ().-]{0,20}$/)), (raw) => {
        const once = normaliseMobile(raw);
        assert.match(once, /^(|\+[0-9]*)$/);
        const digits = raw.replace(/[^0-9]/g, '');
        assert.ok([digits, `1${digits}`].includes(once.slice(1)));
        assert.equal(normaliseMobile(once), once);
      }),
    );
  });

  it('turns any 10 digits with any punctuation into +1 and those digits', () => {
    fc.assert(
      fc.property(tenDigitsWithPunctuation, ({ digits, text }) => assert.equal(normaliseMobile(text), `+1${digits}`)),
    );
  });
});

describe('isValidMobile', () => {
  it('accepts + and 8 to 15 digits, the first 1-9, and nothing else', () => {
    for (const good of ['+12125550100', '+12345678', '+123456789012345']) assert.equal(isValidMobile(good), true, good);
    for (const bad of ['', '+', '+1234567', '+1234567890123456', '+0123456789', '12125550100', '+1212 5550100'])
      assert.equal(isValidMobile(bad), false, bad);
  });

  it('matches a digit-length rule for every normalised output', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const n = normaliseMobile(raw);
        assert.equal(isValidMobile(n), n.length >= 9 && n.length <= 16 && n[1] !== '0' && n.startsWith('+'));
      }),
    );
  });
});

describe('validateApplication', () => {
  it('passes a complete application, returning the mobile normalised (an international one too)', () => {
    assert.deepEqual(validateApplication(valid), { errors: {}, mobile: '+12125550100' });
    assert.equal(validateApplication({ ...valid, mobile: '+44 20 7946 0958' }).mobile, '+442079460958');
  });

  it('reports every missing field in form order, in the words of docs/behaviour.md, and points at the first', () => {
    assert.deepEqual(validateApplication({}), {
      errors: {
        first_name: 'First name is required',
        last_name: 'Last name is required',
        email: 'Email is required',
        mobile: 'Mobile is required',
        cat_name: 'Cat name is required',
        rules_accept: RULES,
        waiver_accept: WAIVER,
      },
      firstInvalid: 'first_name',
      mobile: '',
    });
    assert.equal(RATE_LIMIT_MESSAGE, 'Too many attempts. Please wait a minute and try again.');
  });

  const invalid: [rule: string, change: Record<string, unknown>, errors: Record<string, string>][] = [
    ['treats whitespace-only text as missing', { cat_name: '  ' }, { cat_name: 'Cat name is required' }],
    ['flags a malformed email', { email: 'ada@example' }, { email: 'Enter a valid email address' }],
    [
      'requires both checkboxes',
      { rules_accept: false, waiver_accept: false },
      { rules_accept: RULES, waiver_accept: WAIVER },
    ],
    // FormData's values: a ticked box is present ('on' or its value), an unticked one absent or empty.
    [
      'reads an empty or "false" checkbox value as unticked',
      { rules_accept: '', waiver_accept: 'false' },
      { rules_accept: RULES, waiver_accept: WAIVER },
    ],
    ['reads any other checkbox value as ticked', { rules_accept: 'on', waiver_accept: 'yes' }, {}],
    [
      'keeps form order when errors are mixed',
      { last_name: '', mobile: '1', waiver_accept: false },
      { last_name: 'Last name is required', mobile: MOBILE_INVALID, waiver_accept: WAIVER },
    ],
    ...['12345', '+0 212 555 0100', 'call me', '+'].map(
      (mobile): [string, Record<string, unknown>, Record<string, string>] => [
        `flags the mobile "${mobile}", invalid once normalised`,
        { mobile },
        { mobile: MOBILE_INVALID },
      ],
    ),
  ];
  for (const [rule, change, errors] of invalid)
    it(`${rule}, pointing at the first invalid field`, () => {
      const result = validateApplication({ ...valid, ...change });
      assert.deepEqual(Object.entries(result.errors), Object.entries(errors));
      assert.equal(result.firstInvalid, Object.keys(errors)[0]);
    });
});
