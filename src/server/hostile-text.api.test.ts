import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../tests/support/factories';
import { paidBusiness } from '../../tests/support/plans';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

let t: TestApp;
let owner: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  owner = await paidBusiness(t, 'enterprise');
});

/** A JSON body sent as written, so an escape such as `\ud800` reaches the server as the client wrote it. */
const send = (method: 'POST' | 'PUT', url: string, json: string) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    payload: json,
  });

describe('text and dates no column can hold', () => {
  it('refuses half a surrogate pair with 400 and the field, in plain and in JSON columns', async () => {
    const client = await send('POST', '/api/clients', '{"name":"Ann \\ud800 Lee"}');
    expect(client.statusCode).toBe(400);
    expect(client.json()).toEqual({
      message: 'Text must be valid Unicode',
      errors: [{ path: 'name', message: 'Text must be valid Unicode' }],
    });
    const lowAlone = await send('PUT', '/api/business', '{"description":"\\udc00 first"}');
    expect(lowAlone.statusCode).toBe(400);
    expect(lowAlone.json().errors).toEqual([{ path: 'description', message: 'Text must be valid Unicode' }]);
    // A whole pair is an ordinary character (here an emoji) and goes through.
    const pair = await send(
      'POST',
      '/api/clients',
      '{"name":"Ann \\ud83d\\ude00 Lee","email":"ann@example.com"}',
    );
    expect(pair.statusCode, pair.body).toBe(201);
    expect(pair.json().name).toBe('Ann 😀 Lee');
  });

  it('refuses an offer valid until 9999-12-31, created or edited, with 400', async () => {
    const offer = {
      name: 'Forever',
      type: 'percentage',
      value: '10',
      code: 'FOREVER10',
      validUntil: '9999-12-31',
    };
    const created = await send('POST', '/api/offers', JSON.stringify(offer));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([
      { path: 'validUntil', message: 'Valid until must be between 1900 and 2999' },
    ]);
    const made = await send('POST', '/api/offers', JSON.stringify({ ...offer, validUntil: '2999-12-31' }));
    expect(made.statusCode).toBe(201);
    const edited = await send('PUT', `/api/offers/${made.json().id}`, '{"validUntil":"9999-12-31"}');
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual([
      { path: 'validUntil', message: 'Valid until must be between 1900 and 2999' },
    ]);
  });
});

describe('date ranges', () => {
  it('answers 400 for a range out of order or longer than a year, on every ranged list and export', async () => {
    const get = (url: string) => t.app.inject({ url, headers: { cookie: owner.cookie } });
    const urls = [
      '/api/appointments?',
      '/api/appointments/export?format=csv&',
      '/api/blocked-times?',
      '/api/sales?',
      '/api/payments/report?',
    ];
    for (const url of urls) {
      const centuries = await get(`${url}startDate=1900-01-01&endDate=2999-12-31`);
      expect(centuries.statusCode, url).toBe(400);
      expect(centuries.json().errors, url).toEqual([
        { path: 'endDate', message: 'Pick a range of at most 366 days' },
      ]);
      const backwards = await get(`${url}startDate=2027-03-10&endDate=2027-03-01`);
      expect(backwards.json().errors, url).toEqual([
        { path: 'endDate', message: 'End date must be on or after start date' },
      ]);
      // A whole year (a leap one) is fine.
      expect((await get(`${url}startDate=2028-01-01&endDate=2028-12-31`)).statusCode, url).toBe(200);
    }
  });
});
