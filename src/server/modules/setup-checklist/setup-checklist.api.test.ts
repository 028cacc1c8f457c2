import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const done = async (cookie: string) => {
  const response = await t.app.inject({ url: '/api/setup-checklist', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { steps: { key: string; done: boolean }[]; complete: boolean };
  return { steps: Object.fromEntries(body.steps.map((s) => [s.key, s.done])), complete: body.complete };
};

describe("Home's setup checklist", () => {
  it('follows what the business has, step by step, until it is complete', async () => {
    const owner = await createTestBusiness(t.app);
    const cookie = owner.cookie;
    const slug = owner.user.businessSlug;
    expect(await done(cookie)).toEqual({
      steps: { service: false, hours: false, staff: false, share: false, test_booking: false },
      complete: false,
    });

    const service = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { cookie },
      payload: { name: 'Haircut', duration: 30, price: '30.00' },
    });
    expect(service.statusCode).toBe(201);
    const staffId = (
      (await t.app.inject({ url: '/api/staff', headers: { cookie } })).json() as {
        id: number;
        isOwner: boolean;
      }[]
    ).find((s) => s.isOwner)?.id;
    const window = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: { cookie },
      payload: { staffId, dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
    });
    expect(window.statusCode).toBe(201);
    expect((await done(cookie)).steps).toMatchObject({ service: true, hours: true, staff: false });

    // A second member (here added, not yet invited) is staff added.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie },
      payload: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', role: 'staff' },
    });
    expect(invited.statusCode).toBe(201);
    expect((await done(cookie)).steps.staff).toBe(true);

    // Copying the link is kept the first time; the answer is the checklist.
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/setup-checklist/booking-link-shared',
      headers: { cookie },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().steps.find((s: { key: string }) => s.key === 'share').done).toBe(true);

    // A booking the business makes itself is not a test of the booking page; one made there is.
    const date = new Date(Date.now() + 8 * 86_400_000);
    while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
    const day = date.toISOString().slice(0, 10);
    const serviceId = service.json().id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie },
      payload: {
        serviceId,
        date: day,
        startTime: '09:00',
        clientName: 'Walk In',
        clientEmail: 'walk@example.com',
      },
    });
    expect(booked.statusCode).toBe(201);
    expect((await done(cookie)).steps.test_booking).toBe(false);
    const online = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${slug}/appointments`,
      payload: {
        serviceId,
        date: day,
        startTime: '10:00',
        clientName: 'Test Client',
        clientEmail: 'test@example.com',
      },
    });
    expect(online.statusCode).toBe(201);
    expect(await done(cookie)).toEqual({
      steps: { service: true, hours: true, staff: true, share: true, test_booking: true },
      complete: true,
    });
  });

  it("is one business's own: another business's steps don't count", async () => {
    const busy = await createTestBusiness(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/setup-checklist/booking-link-shared',
      headers: { cookie: busy.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { cookie: busy.cookie },
      payload: { name: 'Facial', duration: 60, price: '80.00' },
    });
    const fresh = await createTestBusiness(t.app);
    expect((await done(fresh.cookie)).complete).toBe(false);
    expect((await done(fresh.cookie)).steps).toMatchObject({ service: false, share: false });
    expect((await t.app.inject({ url: '/api/setup-checklist' })).statusCode).toBe(401);
  });
});
