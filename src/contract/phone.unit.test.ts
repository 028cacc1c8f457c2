import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  optionalPhoneNumber,
  PHONE_INVALID,
  PHONE_TOO_SHORT,
  phoneDigits,
  phoneNumber,
} from './phone';

const message = (value: unknown) => phoneNumber.safeParse(value).error?.issues[0]?.message;

describe('the phone rule', () => {
  it('keeps what people type', () => {
    for (const typed of [
      '(555) 010-4422',
      '555.010.4422',
      '+1 555 010 4422',
      '+44 20 7946 0958 ext. 12',
      '5550104422 x7',
    ]) {
      expect(phoneNumber.parse(` ${typed} `)).toBe(typed);
    }
  });

  it('refuses fewer than 10 digits, and anything that is not a phone number', () => {
    expect(message('555-0142')).toBe(PHONE_TOO_SHORT);
    expect(message("-2+3+cmd|' /C calc'!A0")).toBe(PHONE_INVALID);
    expect(message('=HYPERLINK("x")')).toBe(PHONE_INVALID);
    expect(message('call me')).toBe(PHONE_INVALID);
    expect(message('1234567890123456')).toBe('Phone number can have at most 15 digits');
  });

  it('matches spellings of one number by their digits', () => {
    expect(phoneDigits('(555) 010-4422')).toBe(phoneDigits('555.010.4422 ext. 9'));
  });

  it('reads an empty optional phone as none', () => {
    expect(optionalPhoneNumber.parse('')).toBeNull();
    expect(optionalPhoneNumber.parse(null)).toBeNull();
    expect(optionalPhoneNumber.parse(undefined)).toBeUndefined();
  });

  /** formatPhone's rules, each with what is typed and what is shown. */
  const formats: Record<string, [typed: string, shown: string][]> = {
    'shows a North American number as (555) 010-4422': [
      ['5550104422', '(555) 010-4422'],
      ['555.010.4422', '(555) 010-4422'],
      ['555-010-4422', '(555) 010-4422'],
      ['555/010 4422', '(555) 010-4422'],
      ['1-555-010-4422', '(555) 010-4422'],
      [' 15550104422 ', '(555) 010-4422'],
    ],
    'keeps an already formatted number as it is': [
      ['(555) 010-4422', '(555) 010-4422'],
      ['+1 (555) 010-4422', '+1 (555) 010-4422'],
      ['+44 20 7946 0958', '+44 20 7946 0958'],
    ],
    'puts +1 in front only when the number was typed with it': [
      ['+15550104422', '+1 (555) 010-4422'],
      ['+1 555 010 4422', '+1 (555) 010-4422'],
      ['+1-555-010-4422', '+1 (555) 010-4422'],
    ],
    'shows any other number with + as typed, its separators single spaces': [
      ['+44-20-7946-0958', '+44 20 7946 0958'],
      ['+44  20.7946/0958', '+44 20 7946 0958'],
      ['+ 33 1 42 68 53 00', '+33 1 42 68 53 00'],
      ['+4420794609', '+4420794609'],
      ['+44 (0)20 7946 0958', '+44 (0)20 7946 0958'],
    ],
    'keeps an extension as " ext. 12"': [
      ['5550104422 x12', '(555) 010-4422 ext. 12'],
      ['555.010.4422 ext. 7', '(555) 010-4422 ext. 7'],
      ['555-010-4422#12', '(555) 010-4422 ext. 12'],
      ['+1 555 010 4422 EXT12', '+1 (555) 010-4422 ext. 12'],
      ['+44-20-7946-0958 x 12', '+44 20 7946 0958 ext. 12'],
    ],
    'returns anything else as typed, trimmed': [
      [' 555-0142 ', '555-0142'],
      ['call me', 'call me'],
      ['=HYPERLINK("x")', '=HYPERLINK("x")'],
      ['1234567890123456', '1234567890123456'],
      ['020 7946 0958 12', '020 7946 0958 12'],
      ['25550104422', '25550104422'],
      ['', ''],
    ],
  };

  describe.each(Object.entries(formats))('formatPhone %s', (_rule, rows) => {
    it.each(rows)('%j as %j', (typed, shown) => {
      expect(formatPhone(typed)).toBe(shown);
    });
  });
});
