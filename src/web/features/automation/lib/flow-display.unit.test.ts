import { describe, expect, it } from 'vitest';
import { describeStep, describeTrigger, describeWait, summarizeSteps } from './flow-display';

describe('describeWait', () => {
  it('counts in the singular for one', () => {
    expect(describeWait(1, 'hours')).toBe('1 hour');
    expect(describeWait(2, 'hours')).toBe('2 hours');
    expect(describeWait(30, 'minutes')).toBe('30 minutes');
    expect(describeWait(1, 'days')).toBe('1 day');
  });
});

describe('describeTrigger', () => {
  const services = new Map([[3, 'Haircut']]);
  it("uses the contract's words for a trigger that needs nothing", () => {
    expect(describeTrigger('appointment_booked', {}, services)).toBe('An appointment is booked');
    expect(describeTrigger('no_show', {}, services)).toBe('A client misses an appointment (no-show)');
  });
  it('fills in the days and the service', () => {
    expect(describeTrigger('client_lapsed', { days: 60 }, services)).toBe(
      "A client hasn't been back for 60 days",
    );
    expect(describeTrigger('rebook_due', { days: 30, serviceId: 3 }, services)).toBe(
      '30 days after a completed Haircut (time to rebook)',
    );
    expect(describeTrigger('rebook_due', { days: 1, serviceId: 9 }, services)).toBe(
      '1 day after a completed Service #9 (time to rebook)',
    );
  });
  it('falls back to the label without days', () => {
    expect(describeTrigger('client_lapsed', {}, services)).toBe("A client hasn't been back for N days");
  });
});

describe('describeStep', () => {
  it('says each step in words', () => {
    expect(describeStep({ type: 'wait', amount: 2, unit: 'hours' })).toBe('Wait 2 hours');
    expect(
      describeStep({ type: 'send_email', subject: 'Thank you for visiting {{businessName}}', body: 'Hi' }),
    ).toBe('Send an email: Thank you for visiting {{businessName}}');
    expect(describeStep({ type: 'send_sms', body: 'Hi' })).toBe('Send a text message');
    expect(describeStep({ type: 'request_review' })).toBe('Ask for a review');
  });
  it('gives an offer its discount and how long the code lasts', () => {
    expect(describeStep({ type: 'issue_offer', offerType: 'percentage', value: 10, validDays: 30 })).toBe(
      'Give a single-use offer code: 10% off, valid 30 days',
    );
    expect(describeStep({ type: 'issue_offer', offerType: 'fixed_amount', value: 5, validDays: 1 })).toBe(
      'Give a single-use offer code: $5.00 off, valid 1 day',
    );
  });
});

describe('summarizeSteps', () => {
  it('reads the steps as one sentence', () => {
    expect(
      summarizeSteps([
        { type: 'wait', amount: 2, unit: 'hours' },
        { type: 'send_email', subject: 'Thanks', body: 'Hi' },
        { type: 'request_review' },
      ]),
    ).toBe('Wait 2 hours, then send an email, then ask for a review');
    expect(summarizeSteps([{ type: 'send_sms', body: 'Hi' }])).toBe('Send a text message');
  });
});
