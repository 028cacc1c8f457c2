import { describe, expect, it } from 'vitest';
import { optionalPhoneNumber, PHONE_INVALID, PHONE_TOO_SHORT, phoneDigits, phoneNumber } from './phone';

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
});
