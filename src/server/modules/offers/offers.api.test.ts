import { describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { OFFER_CODE_TAKEN } from '../../../contract/offers';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addProduct, commerceBusiness, setRole } from '../products/commerce-fixtures';
import { addService } from '../slots/scheduling-fixtures';

// Offer codes are the plan's marketing, from Premium up (decision 021).
const { t, a, b, call } = commerceTestApp({ plan: 'premium' });

const offer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring ten',
  type: 'percentage',
  value: 10,
  code: `SPRING${Math.random().toString(36).slice(2, 8)}`,
  ...overrides,
});
const create = (body: object, cookie = a.cookie) => call('POST', '/api/offers', cookie, body);

describe('offers', () => {
  it('creates an offer with defaults and lists it newest first with where it stands', async () => {
    const response = await create(offer({ code: 'WELCOME10', description: 'For first visits' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Spring ten',
      description: 'For first visits',
      type: 'percentage',
      value: '10.00',
      code: 'WELCOME10',
      isActive: true,
      usageLimit: null,
      usageCount: 0,
      perClientLimit: null,
      minPurchaseAmount: null,
      validFrom: null,
      validUntil: null,
      applicableServices: [],
      applicableProducts: [],
      status: 'active',
      totalDiscount: '0.00',
    });
    const second = (await create(offer({ name: 'Later', type: 'fixed_amount', value: '5.50' }))).json();
    const list = (await call('GET', '/api/offers', a.cookie)).json();
    expect(list[0]).toMatchObject({ id: second.id, value: '5.50', type: 'fixed_amount' });
    expect(list.map((o: { code: string }) => o.code)).toContain('WELCOME10');
  });

  it('refuses a code already used in the business whatever its case (409), but another business may use it', async () => {
    await create(offer({ code: 'Summer25' }));
    const again = await create(offer({ code: 'SUMMER25' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_CODE_TAKEN);
    expect((await create(offer({ code: 'summer25' }), b.cookie)).statusCode).toBe(201);
    const other = (await create(offer({ code: 'OTHER25' }))).json();
    const rename = await call('PUT', `/api/offers/${other.id}`, a.cookie, { code: 'sUmMeR25' });
    expect(rename.statusCode).toBe(409);
  });

  it('answers 400 with field messages for bad input', async () => {
    const response = await create({
      name: '',
      type: 'bogus',
      value: -1,
      code: 'no spaces!',
      usageLimit: 0,
      validFrom: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'type', 'value', 'code', 'usageLimit', 'validFrom']),
    );
    const over = await create(offer({ value: 150 }));
    expect(over.json().errors).toEqual([{ path: 'value', message: 'A percentage can be at most 100' }]);
    const backwards = await create(offer({ validFrom: '2027-03-10', validUntil: '2027-03-01' }));
    expect(backwards.json().errors).toEqual([
      { path: 'validUntil', message: 'Valid until must be on or after valid from' },
    ]);
    const unknown = await create(offer({ extra: 1 }));
    expect(unknown.statusCode).toBe(400);
  });

  it("names only the business's own services and products; another business's are not found", async () => {
    const mine = await addService(t.app, a.cookie, { name: 'Cut' });
    const theirs = await addProduct(t.app, b.cookie);
    const response = await create(offer({ applicableServices: [mine.id], applicableProducts: [theirs.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'applicableProducts.0', message: 'Product not found' }]);
    const ok = await create(offer({ applicableServices: [mine.id, mine.id] }));
    expect(ok.json().applicableServices).toEqual([mine.id]);
  });

  it('keeps its days in the business timezone and shows scheduled, expired and inactive', async () => {
    const scheduled = (await create(offer({ validFrom: '2099-01-01', validUntil: '2099-01-31' }))).json();
    expect(scheduled).toMatchObject({
      validFrom: '2099-01-01',
      validUntil: '2099-01-31',
      status: 'scheduled',
    });
    const expired = (await create(offer({ validFrom: '2020-01-01', validUntil: '2020-01-31' }))).json();
    expect(expired.status).toBe('expired');
    const paused = await call('PUT', `/api/offers/${scheduled.id}`, a.cookie, { isActive: false });
    expect(paused.json()).toMatchObject({
      status: 'inactive',
      validFrom: '2099-01-01',
      validUntil: '2099-01-31',
    });
    const tooMuch = await call('PUT', `/api/offers/${scheduled.id}`, a.cookie, { value: 150 });
    expect(tooMuch.json().errors).toEqual([{ path: 'value', message: 'A percentage can be at most 100' }]);
    const moved = await call('PUT', `/api/offers/${scheduled.id}`, a.cookie, { validUntil: '2098-12-01' });
    expect(moved.json().errors).toEqual([
      { path: 'validUntil', message: 'Valid until must be on or after valid from' },
    ]);
  });

  it("answers 404 for another business's offer on every call, and deletes its own", async () => {
    const theirs = (await create(offer(), b.cookie)).json();
    expect((await call('PUT', `/api/offers/${theirs.id}`, a.cookie, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/offers/${theirs.id}`, a.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/offers/${theirs.id}/redemptions`, a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/offers/99999999999', a.cookie)).statusCode).toBe(404);
    const mine = (await create(offer())).json();
    expect((await call('DELETE', `/api/offers/${mine.id}`, a.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/offers/${mine.id}`, a.cookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/offers', b.cookie)).json();
    expect(list.map((o: { id: number }) => o.id)).toContain(theirs.id);
  });

  it('asks for a session (401) and the marketing.manage ability (403)', async () => {
    expect((await call('GET', '/api/offers', undefined)).statusCode).toBe(401);
    const staff = await commerceBusiness(t.app);
    await setPlan(t.db, staff.businessId, 'premium');
    await setRole(t.db, staff.businessId, 'staff');
    expect((await call('GET', '/api/offers', staff.cookie)).statusCode).toBe(403);
    expect((await create(offer(), staff.cookie)).statusCode).toBe(403);
    await setRole(t.db, staff.businessId, 'manager');
    expect((await create(offer(), staff.cookie)).statusCode).toBe(201);
  });
});
