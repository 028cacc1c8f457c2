import { beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_EXPIRED,
  CODE_NOT_APPLICABLE,
  CODE_NOT_VALID,
  CODE_USED_UP,
  spendAtLeast,
} from '../../../contract/offers';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

const {
  t,
  a: biz,
  b: other,
  call,
} = schedulingTestApp({ timezone: 'America/Chicago', tier: 'premium' }, { tier: 'premium' });
let facial: { id: number };
let massage: { id: number };
beforeAll(async () => {
  facial = await addService(t.app, biz.cookie, { name: 'Facial', duration: 60, price: 80 });
  massage = await addService(t.app, biz.cookie, { name: 'Massage', duration: 60, price: 120 });
});

const addOffer = async (body: Record<string, unknown>, cookie = biz.cookie) => {
  const response = await call('POST', '/api/offers', cookie, {
    name: 'Offer',
    type: 'percentage',
    value: 10,
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`offer: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
};
const check = (code: string, serviceId: number, business = biz.user.businessSlug) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/businesses/${business}/offers/${code}?serviceId=${serviceId}`,
  });
let address = 0;
const book = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress: `10.9.0.${++address}`,
    payload,
  });
let hour = 8;
const slot = () => ({
  date: daysAhead(10, 'America/Chicago'),
  startTime: `${String(++hour).padStart(2, '0')}:00`,
});

describe('offer codes on the booking page', () => {
  it('checks a code before booking without a session: the discounted price or the reason', async () => {
    await addOffer({ code: 'FACIAL20', value: 20, applicableServices: [facial.id] });
    const ok = await check('facial20', facial.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code: 'FACIAL20',
      name: 'Offer',
      description: null,
      servicePrice: '80.00',
      discountAmount: '16.00',
      price: '64.00',
    });
    const refused = async (code: string, serviceId: number, message: string) => {
      const response = await check(code, serviceId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path: 'offerCode', message }] });
    };
    await refused('FACIAL20', massage.id, CODE_NOT_APPLICABLE);
    await refused('NOPE', facial.id, CODE_NOT_VALID);
    await addOffer({ code: 'GONE', validUntil: '2021-05-01' });
    await refused('GONE', facial.id, CODE_EXPIRED);
    await addOffer({ code: 'SPEND100', type: 'fixed_amount', value: 10, minPurchaseAmount: 100 });
    await refused('SPEND100', facial.id, spendAtLeast(10000));
    expect((await check('SPEND100', massage.id)).json().price).toBe('110.00');
    // Another business's code, or an unknown business.
    await addOffer({ code: 'ELSEWHERE' }, other.cookie);
    await refused('ELSEWHERE', facial.id, CODE_NOT_VALID);
    expect((await check('FACIAL20', facial.id, 'no-such-salon')).statusCode).toBe(404);
    expect((await check('FACIAL20', facial.id, '99999999')).statusCode).toBe(404);
    expect((await check('FACIAL20', facial.id, String(biz.businessId))).statusCode).toBe(404);
    expect((await check('FACIAL20', 99999999)).statusCode).toBe(400);
  });

  it('books with a code: the appointment keeps the discounted price, the use is counted, revenue follows', async () => {
    const offer = await addOffer({ code: 'WELCOME15', value: 15 });
    const response = await book({ ...booking(facial.id, slot()), offerCode: 'welcome15' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      service: { name: 'Facial', price: '80.00' },
      price: '68.00',
      discountAmount: '12.00',
      offerCode: 'WELCOME15',
    });
    const id = response.json().id;
    const seen = await call('GET', `/api/appointments/${id}`, biz.cookie);
    expect(seen.json()).toMatchObject({ price: '68.00', discountAmount: '12.00', offerCode: 'WELCOME15' });
    const offers = (await call('GET', '/api/offers', biz.cookie)).json();
    expect(offers.find((o: { id: number }) => o.id === offer.id)).toMatchObject({
      usageCount: 1,
      totalDiscount: '12.00',
    });
    const history = (await call('GET', `/api/offers/${offer.id}/redemptions`, biz.cookie)).json();
    expect(history).toEqual([expect.objectContaining({ appointmentId: id, clientName: 'Ada Client' })]);

    expect(
      (await call('PUT', `/api/appointments/${id}`, biz.cookie, { status: 'completed' })).statusCode,
    ).toBe(200);
    const date = response.json().date;
    const report = (await call('GET', `/api/reports/services?from=${date}&to=${date}`, biz.cookie)).json();
    expect(JSON.stringify(report)).toContain('68.00');
  });

  it('refuses a used-up code or a second use by one client, and books nothing', async () => {
    await addOffer({ code: 'FIRSTONLY', perClientLimit: 1 });
    const first = await book({
      ...booking(facial.id, slot()),
      clientEmail: 'kim@example.com',
      offerCode: 'FIRSTONLY',
    });
    expect(first.statusCode).toBe(201);
    const again = await book({
      ...booking(facial.id, slot()),
      clientEmail: 'kim@example.com',
      offerCode: 'FIRSTONLY',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'offerCode', message: CODE_USED_UP }]);
    const list = (await call('GET', `/api/appointments?date=${slot().date}`, biz.cookie)).json();
    expect(
      list.filter((a: { client: { email: string } }) => a.client.email === 'kim@example.com'),
    ).toHaveLength(1);
    const bad = await book({ ...booking(facial.id, slot()), offerCode: 'x'.repeat(65) });
    expect(bad.json().errors).toEqual([{ path: 'offerCode', message: CODE_NOT_VALID }]);
  });
});
