import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let salon: TestBusiness;
let spa: TestBusiness;
beforeAll(async () => {
  t = await createTestApp();
  salon = await createTestBusiness(t.app, { businessName: 'Harbor Salon' });
  spa = await createTestBusiness(t.app, { businessName: 'Harbor Spa' });
});

const put = (who: TestBusiness, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/business', headers: { cookie: who.cookie }, payload });
const profile = async (who: TestBusiness) =>
  (await t.app.inject({ url: '/api/business', headers: { cookie: who.cookie } })).json();

describe('business settings', () => {
  it('a new business starts with the default booking settings, taxes and every client email on', async () => {
    expect(await profile(salon)).toMatchObject({
      slug: 'harbor-salon',
      bookingWindowDays: 60,
      minNoticeMinutes: 60,
      cancellationCutoffHours: 24,
      salesTaxBasisPoints: 1000,
      posTaxBasisPoints: 800,
      emailClientConfirmations: true,
      emailClientReminders: true,
      emailClientReceipts: true,
    });
  });

  it('saves booking settings, taxes and notification preferences together', async () => {
    const response = await put(salon, {
      bookingWindowDays: 120,
      minNoticeMinutes: 0,
      salesTaxBasisPoints: 663,
      posTaxBasisPoints: 663,
      emailClientReminders: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Harbor Salon',
      bookingWindowDays: 120,
      minNoticeMinutes: 0,
      salesTaxBasisPoints: 663,
      posTaxBasisPoints: 663,
      emailClientConfirmations: true,
      emailClientReminders: false,
    });
    expect(await profile(salon)).toMatchObject({ bookingWindowDays: 120, emailClientReminders: false });
  });

  it('answers 400 with a message per field for settings out of range', async () => {
    const response = await put(salon, {
      bookingWindowDays: 0,
      minNoticeMinutes: 10081,
      emailClientReceipts: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'bookingWindowDays', message: 'Booking window must be between 1 and 365' },
        { path: 'minNoticeMinutes', message: 'Minimum notice must be between 0 and 10080' },
        expect.objectContaining({ path: 'emailClientReceipts' }),
      ]),
    );
    expect(await profile(salon)).toMatchObject({ bookingWindowDays: 120, minNoticeMinutes: 0 });
    const fraction = await put(salon, { bookingWindowDays: 1.5 });
    expect(fraction.json().errors).toEqual([
      { path: 'bookingWindowDays', message: 'Booking window must be a whole number' },
    ]);
  });

  it('changes the booking link, lowercased, and refuses a malformed one', async () => {
    const response = await put(salon, { slug: '  Harbor-Hair-2 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe('harbor-hair-2');
    for (const [slug, message] of [
      ['ab', 'Booking link must be at least 3 characters'],
      ['x'.repeat(61), 'Booking link must be at most 60 characters'],
      ['-harbor', 'Booking link may use letters, digits and single hyphens, not at the start or end'],
      ['harbor--hair', 'Booking link may use letters, digits and single hyphens, not at the start or end'],
      ['harbor hair', 'Booking link may use letters, digits and single hyphens, not at the start or end'],
      ['café', 'Booking link may use letters, digits and single hyphens, not at the start or end'],
    ]) {
      const bad = await put(salon, { slug });
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().errors, slug).toEqual([{ path: 'slug', message }]);
    }
    expect((await profile(salon)).slug).toBe('harbor-hair-2');
  });

  it("answers 409 for another business's booking link, and keeps its own", async () => {
    const taken = await put(spa, { slug: 'harbor-hair-2', name: 'Renamed Spa' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This booking link is taken by another business',
      errors: [{ path: 'slug', message: 'This booking link is taken by another business' }],
    });
    // Nothing of the refused write is kept.
    expect(await profile(spa)).toMatchObject({ slug: 'harbor-spa', name: 'Harbor Spa' });
    // Saving its own slug again is no conflict.
    expect((await put(salon, { slug: 'harbor-hair-2' })).statusCode).toBe(200);
  });
});

describe('time format', () => {
  it("writes times on the clock of the timezone's region until the business chooses, everywhere it is read", async () => {
    const cafe = await createTestBusiness(t.app, { businessName: 'Clock Cafe' });
    const publicPage = async () =>
      (await t.app.inject({ url: `/api/public/businesses/${cafe.user.businessSlug}` })).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/timezone',
      headers: { cookie: cafe.cookie },
      payload: { primaryTimezone: 'America/Chicago' },
    });
    expect((await profile(cafe)).timeFormat).toBe('12h');
    await t.app.inject({
      method: 'PUT',
      url: '/api/timezone',
      headers: { cookie: cafe.cookie },
      payload: { primaryTimezone: 'Europe/Berlin' },
    });
    expect((await profile(cafe)).timeFormat).toBe('24h');
    expect((await publicPage()).timeFormat).toBe('24h');

    expect((await put(cafe, { timeFormat: '12h' })).statusCode).toBe(200);
    expect((await profile(cafe)).timeFormat).toBe('12h');
    expect((await publicPage()).timeFormat).toBe('12h');

    const bad = await put(cafe, { timeFormat: 'am-pm' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'timeFormat', message: 'Choose the 12-hour or the 24-hour clock' },
    ]);
  });
});
