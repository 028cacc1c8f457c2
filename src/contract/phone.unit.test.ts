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

  describe('formatPhone', () => {
    it('shows a North American number as (555) 010-4422', () => {
      expect(formatPhone('5550104422')).toBe('(555) 010-4422');
      expect(formatPhone('555.010.4422')).toBe('(555) 010-4422');
      expect(formatPhone('555-010-4422')).toBe('(555) 010-4422');
      expect(formatPhone('555/010 4422')).toBe('(555) 010-4422');
      expect(formatPhone('1-555-010-4422')).toBe('(555) 010-4422');
      expect(formatPhone(' 15550104422 ')).toBe('(555) 010-4422');
    });

    it('keeps an already formatted number as it is', () => {
      expect(formatPhone('(555) 010-4422')).toBe('(555) 010-4422');
      expect(formatPhone('+1 (555) 010-4422')).toBe('+1 (555) 010-4422');
      expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    });

    it('puts +1 in front only when the number was typed with it', () => {
      expect(formatPhone('+15550104422')).toBe('+1 (555) 010-4422');
      expect(formatPhone('+1 555 010 4422')).toBe('+1 (555) 010-4422');
      expect(formatPhone('+1-555-010-4422')).toBe('+1 (555) 010-4422');
    });

    it('shows any other number with + as typed, its separators single spaces', () => {
      expect(formatPhone('+44-20-7946-0958')).toBe('+44 20 7946 0958');
      expect(formatPhone('+44  20.7946/0958')).toBe('+44 20 7946 0958');
      expect(formatPhone('+ 33 1 42 68 53 00')).toBe('+33 1 42 68 53 00');
      expect(formatPhone('+4420794609')).toBe('+4420794609');
      expect(formatPhone('+44 (0)20 7946 0958')).toBe('+44 (0)20 7946 0958');
    });

    it('keeps an extension as " ext. 12"', () => {
      expect(formatPhone('5550104422 x12')).toBe('(555) 010-4422 ext. 12');
      expect(formatPhone('555.010.4422 ext. 7')).toBe('(555) 010-4422 ext. 7');
      expect(formatPhone('555-010-4422#12')).toBe('(555) 010-4422 ext. 12');
      expect(formatPhone('+1 555 010 4422 EXT12')).toBe('+1 (555) 010-4422 ext. 12');
      expect(formatPhone('+44-20-7946-0958 x 12')).toBe('+44 20 7946 0958 ext. 12');
    });

    it('returns anything else as typed, trimmed', () => {
      expect(formatPhone(' 555-0142 ')).toBe('555-0142');
      expect(formatPhone('call me')).toBe('call me');
      expect(formatPhone('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
      expect(formatPhone('1234567890123456')).toBe('1234567890123456');
      expect(formatPhone('020 7946 0958 12')).toBe('020 7946 0958 12');
      expect(formatPhone('25550104422')).toBe('25550104422');
      expect(formatPhone('')).toBe('');
    });
  });
});
