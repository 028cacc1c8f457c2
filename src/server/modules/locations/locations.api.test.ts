import { describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, paidTestApp } from '../../../../tests/support/plans';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

const { t, owner, other } = paidTestApp('enterprise');

const call = (who: TestBusiness, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

const downtown = {
  name: 'Downtown',
  address: '12 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '555-010-3000',
  email: 'downtown@example.com',
  timezone: 'America/Chicago',
  businessHours: { monday: { open: '09:00', close: '17:00' }, saturday: { open: '10:00', close: '14:00' } },
};

describe('locations', () => {
  it('adds one with every field, lists it, and answers the spec shape', async () => {
    const created = await call(owner, 'POST', '/api/locations', downtown);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...downtown, country: 'US', isActive: true, staffCount: 0 });
    const list = (await call(owner, 'GET', '/api/locations')).json();
    expect(list.map((l: { name: string }) => l.name)).toEqual(['Downtown']);
    // Another business sees none of it, and its id is 404 there.
    expect((await call(other, 'GET', '/api/locations')).json()).toEqual([]);
    const foreign = await call(other, 'PUT', `/api/locations/${created.json().id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses a missing name, a bad email, bad hours and an unknown timezone with the form's messages", async () => {
    const bad = await call(owner, 'POST', '/api/locations', {
      name: ' ',
      email: 'nope',
      timezone: 'Mars/Olympus',
      businessHours: { monday: { open: '17:00', close: '09:00' } },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Location name is required',
      email: 'Valid email is required',
      timezone: 'Unknown timezone',
      'businessHours.monday.close': 'Closing time must be after opening time',
    });
  });

  it('keeps names unique in a business (409) and defaults the timezone to the business’s', async () => {
    const dup = await call(owner, 'POST', '/api/locations', { name: 'Downtown' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A location with this name already exists');
    const uptown = await call(owner, 'POST', '/api/locations', { name: 'Uptown' });
    expect(uptown.json().timezone).toBe('UTC');
    // The same name in another business is fine.
    expect((await call(other, 'POST', '/api/locations', { name: 'Downtown' })).statusCode).toBe(201);
  });

  it('puts staff and services at locations, and refuses another business’s location id', async () => {
    const [mine] = (await call(owner, 'GET', '/api/locations')).json();
    const [theirs] = (await call(other, 'GET', '/api/locations')).json();
    const staff = await call(owner, 'POST', '/api/staff', {
      firstName: 'Lee',
      lastName: 'Park',
      email: `lee-${Date.now()}@example.com`,
      role: 'staff',
      locationIds: [mine.id],
    });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().locationIds).toEqual([mine.id]);
    const foreign = await call(owner, 'PUT', `/api/staff/${staff.json().id}`, { locationIds: [theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'locationIds', message: 'Location not found' }]);
    const service = await call(owner, 'POST', '/api/services', {
      name: 'Downtown cut',
      duration: 30,
      price: '30',
      locationIds: [mine.id],
    });
    expect(service.json().locationIds).toEqual([mine.id]);
    expect((await call(owner, 'GET', '/api/locations')).json()[0].staffCount).toBe(1);
  });

  it('deactivates a location only when nothing is still to come there, and then forgets it', async () => {
    const created = (await call(owner, 'POST', '/api/locations', { name: 'Pop-up' })).json();
    const service = await addService(t.app, owner.cookie, { name: 'Pop-up trim', locationIds: [created.id] });
    const booked = await call(
      owner,
      'POST',
      '/api/appointments',
      booking(service.id, { date: daysAhead(4), locationId: created.id }),
    );
    expect(booked.statusCode).toBe(201);
    const refused = await call(owner, 'PUT', `/api/locations/${created.id}`, { isActive: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Pop-up has 1 upcoming appointment. Move or cancel it first.');
    await call(owner, 'PUT', `/api/appointments/${booked.json().id}`, { status: 'cancelled' });
    const done = await call(owner, 'PUT', `/api/locations/${created.id}`, { isActive: false });
    expect(done.statusCode).toBe(200);
    expect(done.json().isActive).toBe(false);
    const services = (await call(owner, 'GET', '/api/services')).json();
    expect(services.find((s: { id: number }) => s.id === service.id).locationIds).toEqual([]);
  });
});

describe('booking at a business with locations', () => {
  it('asks which location, books in its timezone with its staff, and shows where', async () => {
    const biz = await paidBusiness(t, 'enterprise');
    const east = (
      await call(biz, 'POST', '/api/locations', { name: 'East', timezone: 'America/New_York' })
    ).json();
    const west = (
      await call(biz, 'POST', '/api/locations', { name: 'West', timezone: 'America/Los_Angeles' })
    ).json();
    const [ownerRow] = (await call(biz, 'GET', '/api/staff')).json();
    await call(biz, 'PUT', `/api/staff/${ownerRow.id}`, { locationIds: [east.id] });
    const westStylist = (
      await call(biz, 'POST', '/api/staff', {
        firstName: 'Wes',
        lastName: 'Coast',
        email: `wes-${Date.now()}@example.com`,
        role: 'staff',
        locationIds: [west.id],
      })
    ).json();
    const service = await addService(t.app, biz.cookie, { name: 'Cut' });
    const date = daysAhead(5);

    const unnamed = await call(biz, 'POST', '/api/appointments', booking(service.id, { date }));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([{ path: 'locationId', message: 'Please choose a location' }]);

    const atWest = await call(
      biz,
      'POST',
      '/api/appointments',
      booking(service.id, { date, locationId: west.id }),
    );
    expect(atWest.statusCode).toBe(201);
    expect(atWest.json()).toMatchObject({
      staffId: westStylist.id,
      startTime: '10:00',
      timezone: 'America/Los_Angeles',
      locationId: west.id,
      location: { id: west.id, name: 'West' },
    });
    // The owner works East only: naming them at West is refused.
    const wrong = await call(
      biz,
      'POST',
      '/api/appointments',
      booking(service.id, { date, startTime: '12:00', locationId: west.id, staffId: ownerRow.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('staffId');

    // A service offered only East is refused West.
    const eastOnly = await addService(t.app, biz.cookie, { name: 'East special', locationIds: [east.id] });
    const refused = await call(
      biz,
      'POST',
      '/api/appointments',
      booking(eastOnly.id, { date, startTime: '13:00', locationId: west.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'serviceId', message: 'This service isn’t offered at this location' },
    ]);

    // Moving West to Denver's time keeps the instant and shows it in the new local time.
    await call(biz, 'PUT', `/api/locations/${west.id}`, { timezone: 'America/Denver' });
    const moved = (await call(biz, 'GET', `/api/appointments/${atWest.json().id}`)).json();
    expect(moved).toMatchObject({ startTime: '11:00', timezone: 'America/Denver' });
  });
});

describe('the public booking page of a business with locations', () => {
  it('lists its active locations, offers each one’s times, and needs one named to book', async () => {
    const biz = await paidBusiness(t, 'enterprise');
    const north = (await call(biz, 'POST', '/api/locations', { name: 'North', timezone: 'UTC' })).json();
    const south = (
      await call(biz, 'POST', '/api/locations', { name: 'South', timezone: 'Asia/Tokyo' })
    ).json();
    const service = await addService(t.app, biz.cookie, { name: 'Blow-dry' });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/public/businesses/${biz.user.businessSlug}` })
    ).json();
    expect(page.locations.map((l: { name: string }) => l.name)).toEqual(['North', 'South']);
    expect(page.services[0].locationIds).toEqual([]);

    const date = daysAhead(10);
    const slots = (where: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${service.id}&date=${date}&locationId=${where}`,
      });
    expect((await slots(north.id)).json().timezone).toBe('UTC');
    const tokyo = (await slots(south.id)).json();
    expect(tokyo.timezone).toBe('Asia/Tokyo');
    expect(tokyo.slots.length).toBeGreaterThan(0);

    const url = `/api/public/businesses/${biz.user.businessSlug}/appointments`;
    const unnamed = await t.app.inject({ method: 'POST', url, payload: booking(service.id, { date }) });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([{ path: 'locationId', message: 'Please choose a location' }]);
    const booked = await t.app.inject({
      method: 'POST',
      url,
      payload: booking(service.id, { date, startTime: tokyo.slots[0].startTime, locationId: south.id }),
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ timezone: 'Asia/Tokyo', startTime: tokyo.slots[0].startTime });
  });
});
