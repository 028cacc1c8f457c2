import { describe, expect, it } from 'vitest';
import { campaignsInFlight, describeAudience, describeTiming, subscribedClients } from './campaign-display';

describe('describeAudience', () => {
  const services = new Map([[3, 'Facial']]);
  const products = new Map([[7, 'Shampoo']]);
  it('says who gets it in words', () => {
    expect(describeAudience({ kind: 'all_subscribed' }, services, products)).toBe('All subscribed clients');
    expect(describeAudience({ kind: 'not_seen_for', days: 60 }, services, products)).toBe(
      "Clients who haven't been back for 60 days",
    );
    expect(describeAudience({ kind: 'visited_within', days: 1 }, services, products)).toBe(
      'Clients who visited in the last 1 day',
    );
    expect(describeAudience({ kind: 'booked_service', serviceId: 3 }, services, products)).toBe(
      'Clients who booked Facial',
    );
    expect(describeAudience({ kind: 'bought_product', productId: 7 }, services, products)).toBe(
      'Clients who bought Shampoo',
    );
  });
  it('names a service or product missing from the lists by its number', () => {
    expect(describeAudience({ kind: 'booked_service', serviceId: 9 }, services, products)).toBe(
      'Clients who booked Service #9',
    );
    expect(describeAudience({ kind: 'bought_product', productId: 9 }, services, products)).toBe(
      'Clients who bought Product #9',
    );
  });
});

describe('subscribedClients', () => {
  it('counts in the singular for one', () => {
    expect(subscribedClients(1)).toBe('1 subscribed client');
    expect(subscribedClients(12)).toBe('12 subscribed clients');
  });
});

describe('describeTiming', () => {
  // Built from local parts, so the expected text holds in any timezone the tests run in.
  const at = new Date(2026, 4, 1, 10, 5).toISOString();
  const later = new Date(2026, 4, 1, 10, 9).toISOString();
  const none = { scheduledAt: null, startDate: null, endDate: null };
  it('gives the time its status makes matter, on the local clock', () => {
    expect(describeTiming({ ...none, status: 'draft' })).toBeNull();
    expect(describeTiming({ ...none, status: 'scheduled', scheduledAt: at })).toBe(
      'Scheduled for May 1, 2026, 10:05 AM',
    );
    expect(describeTiming({ ...none, status: 'sending', startDate: at })).toBe(
      'Sending since May 1, 2026, 10:05 AM',
    );
    expect(describeTiming({ ...none, status: 'sent', startDate: at, endDate: later })).toBe(
      'Sent May 1, 2026, 10:09 AM',
    );
    expect(describeTiming({ ...none, status: 'cancelled', scheduledAt: at })).toBe(
      'Was scheduled for May 1, 2026, 10:05 AM',
    );
  });
});

describe('campaignsInFlight', () => {
  it('is true while one is scheduled or sending', () => {
    expect(campaignsInFlight(undefined)).toBe(false);
    expect(campaignsInFlight([{ status: 'draft' }, { status: 'sent' }, { status: 'cancelled' }])).toBe(false);
    expect(campaignsInFlight([{ status: 'draft' }, { status: 'scheduled' }])).toBe(true);
    expect(campaignsInFlight([{ status: 'sending' }])).toBe(true);
  });
});
