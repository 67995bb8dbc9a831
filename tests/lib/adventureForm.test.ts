import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  ADVENTURE_FIELDS,
  FIELD_LABELS,
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

const digitChar = fc.constantFrom(...'0123456789'.split(''));
const punctuation = fc.constantFrom(' ', '-', '.', '(', ')', '/', 'x', '\t');
/** Exactly ten digits interleaved with any amount of punctuation (never '+'). */
const tenDigitsWithPunctuation = fc
  .tuple(
    fc.array(digitChar, { minLength: 10, maxLength: 10 }),
    fc.array(fc.array(punctuation, { maxLength: 3 }), {
      minLength: 11,
      maxLength: 11,
    }),
  )
  .map(([digits, gaps]) => ({
    digits: digits.join(''),
    text: gaps.map((gap, i) => gap.join('') + (digits[i] ?? '')).join(''),
  }));

describe('constants', () => {
  it('lists the required fields in form order with their labels', () => {
    assert.deepEqual([...ADVENTURE_FIELDS], ['first_name', 'last_name', 'email', 'mobile', 'cat_name']);
    assert.deepEqual(FIELD_LABELS, {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      mobile: 'Mobile',
      cat_name: 'Cat name',
    });
  });

  it('has the exact rate-limit banner text', () => {
    assert.equal(RATE_LIMIT_MESSAGE, 'Too many attempts. Please wait a minute and try again.');
  });
});

describe('normaliseMobile examples', () => {
  const rules: [rule: string, examples: Record<string, string>][] = [
    ['prefixes a 10-digit number with +1', { '(212) 555-0100': '+12125550100', ' 212.555.0100 ': '+12125550100' }],
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
});

describe('normaliseMobile properties', () => {
  it("always yields '' or '+' followed by ASCII digits only", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        assert.match(normaliseMobile(raw), /^(|\+[0-9]*)$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s*\+?[0-9 ().-]{0,20}$/)), (raw) => {
        const once = normaliseMobile(raw);
        assert.equal(normaliseMobile(once), once);
      }),
    );
  });

  it('keeps the digits of the input, in order', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const digits = raw.replace(/[^0-9]/g, '');
        const out = normaliseMobile(raw).replace(/^\+/, '');
        assert.ok(out === digits || out === `1${digits}`);
      }),
    );
  });

  it('turns any 10 digits with any punctuation into +1 and those digits', () => {
    fc.assert(
      fc.property(tenDigitsWithPunctuation, ({ digits, text }) => {
        assert.equal(normaliseMobile(text), `+1${digits}`);
      }),
    );
  });
});

describe('isValidMobile', () => {
  it('accepts + then 8 to 15 digits starting 1-9', () => {
    assert.equal(isValidMobile('+12125550100'), true);
    assert.equal(isValidMobile('+12345678'), true); // 8 digits
    assert.equal(isValidMobile('+123456789012345'), true); // 15 digits
  });

  it('rejects too short, too long, a leading 0, no plus, or other characters', () => {
    for (const bad of ['', '+', '+1234567', '+1234567890123456', '+0123456789', '12125550100', '+1212 5550100']) {
      assert.equal(isValidMobile(bad), false, bad);
    }
  });

  it('matches a digit-length rule for every normalised output', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const n = normaliseMobile(raw);
        const expected = n.length >= 9 && n.length <= 16 && n[1] !== '0' && n.startsWith('+');
        assert.equal(isValidMobile(n), expected);
      }),
    );
  });
});

describe('validateApplication', () => {
  it('passes a complete application and returns the normalised mobile', () => {
    assert.deepEqual(validateApplication(valid), { errors: {}, mobile: '+12125550100' });
  });

  it('reports every missing field in form order and points at the first', () => {
    const result = validateApplication({});
    assert.deepEqual(Object.entries(result.errors), [
      ['first_name', 'First name is required'],
      ['last_name', 'Last name is required'],
      ['email', 'Email is required'],
      ['mobile', 'Mobile is required'],
      ['cat_name', 'Cat name is required'],
      ['rules_accept', "Please confirm you've read the safety rules"],
      ['waiver_accept', 'Please accept the liability waiver'],
    ]);
    assert.equal(result.firstInvalid, 'first_name');
    assert.equal(result.mobile, '');
  });

  it('accepts international numbers and returns them normalised', () => {
    assert.equal(validateApplication({ ...valid, mobile: '+44 20 7946 0958' }).mobile, '+442079460958');
  });

  const invalid: [rule: string, change: Record<string, unknown>, errors: Record<string, string>][] = [
    ['treats whitespace-only text as missing', { cat_name: '  ' }, { cat_name: 'Cat name is required' }],
    ['flags a malformed email', { email: 'ada@example' }, { email: 'Enter a valid email address' }],
    [
      'requires both checkboxes',
      { rules_accept: false, waiver_accept: false },
      {
        rules_accept: "Please confirm you've read the safety rules",
        waiver_accept: 'Please accept the liability waiver',
      },
    ],
    [
      'keeps form order when errors are mixed',
      { last_name: '', mobile: '1', waiver_accept: false },
      {
        last_name: 'Last name is required',
        mobile: 'Enter a valid mobile in international format',
        waiver_accept: 'Please accept the liability waiver',
      },
    ],
  ];
  for (const [rule, change, errors] of invalid)
    it(`${rule}, pointing at the first invalid field`, () => {
      const result = validateApplication({ ...valid, ...change });
      assert.deepEqual(Object.entries(result.errors), Object.entries(errors));
      assert.equal(result.firstInvalid, Object.keys(errors)[0]);
    });

  it('flags a mobile that is invalid after normalisation', () => {
    for (const mobile of ['12345', '+0 212 555 0100', 'call me', '+']) {
      const result = validateApplication({ ...valid, mobile });
      assert.deepEqual(result.errors, { mobile: 'Enter a valid mobile in international format' }, mobile);
    }
  });

  it('reads FormData-style checkbox values (present = ticked)', () => {
    const fromFormData = { ...valid, rules_accept: 'on', waiver_accept: 'yes' };
    assert.deepEqual(validateApplication(fromFormData).errors, {});
    const unticked = { ...valid, rules_accept: '', waiver_accept: 'false' };
    assert.deepEqual(Object.keys(validateApplication(unticked).errors), ['rules_accept', 'waiver_accept']);
  });
});
