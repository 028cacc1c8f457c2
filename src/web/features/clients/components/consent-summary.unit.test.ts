import { describe, expect, it } from 'vitest';
import { describeConsent } from './consent-summary';

// Noon UTC is the same calendar day on every clock from UTC-11 to UTC+11.
const noon = '2026-11-02T12:00:00.000Z';

describe('describeConsent', () => {
  it('says when and how a client subscribed', () => {
    expect(
      describeConsent({
        marketingOptIn: true,
        marketingConsentAt: noon,
        marketingConsentSource: 'booking_page',
      }),
    ).toBe('Subscribed since Nov 2, 2026, on the booking page');
    expect(
      describeConsent({
        marketingOptIn: true,
        marketingConsentAt: noon,
        marketingConsentSource: 'staff_written_form',
      }),
    ).toBe('Subscribed since Nov 2, 2026, on a signed form (recorded by staff)');
  });

  it('says when and how a client withdrew', () => {
    expect(
      describeConsent({
        marketingOptIn: false,
        marketingConsentAt: noon,
        marketingConsentSource: 'unsubscribe_link',
      }),
    ).toBe('Not subscribed since Nov 2, 2026, with the unsubscribe link');
  });

  it('gives only the status when nothing was ever recorded', () => {
    expect(
      describeConsent({ marketingOptIn: false, marketingConsentAt: null, marketingConsentSource: null }),
    ).toBe('Not subscribed');
    expect(
      describeConsent({ marketingOptIn: true, marketingConsentAt: noon, marketingConsentSource: null }),
    ).toBe('Subscribed since Nov 2, 2026');
  });
});
