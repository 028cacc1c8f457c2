import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, booking } from '../slots/scheduling-fixtures';

const { t, a, b, call } = schedulingTestApp();

describe('services', () => {
  it('creates, lists in the spec shape with isActive and staffIds, and updates', async () => {
    const stylist = await addStaff(t.db, a.businessId);
    const created = await call('POST', '/api/services', a.cookie, {
      name: 'Color',
      description: 'Full color',
      duration: 90,
      price: 120.5,
      staffIds: [stylist],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Color',
      duration: 90,
      price: '120.50',
      isActive: true,
      staffIds: [stylist],
    });
    const id = created.json().id;

    const updated = await call('PUT', `/api/services/${id}`, a.cookie, { price: '99', staffIds: [] });
    expect(updated.json()).toMatchObject({ id, price: '99.00', staffIds: [] });

    const list = await call('GET', '/api/services', a.cookie);
    expect(list.json()).toContainEqual({
      id,
      name: 'Color',
      description: 'Full color',
      duration: 90,
      price: '99.00',
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      isActive: true,
      staffIds: [],
      locationIds: [],
    });
  });

  it('keeps buffer minutes before and after, 0 unless given, and answers them', async () => {
    const created = await call('POST', '/api/services', a.cookie, {
      name: 'Gel manicure',
      duration: 45,
      price: '40',
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 15,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ bufferBeforeMinutes: 5, bufferAfterMinutes: 15 });
    const id = created.json().id;
    // An update that doesn't name them leaves them alone.
    const priced = await call('PUT', `/api/services/${id}`, a.cookie, { price: '42' });
    expect(priced.json()).toMatchObject({ price: '42.00', bufferBeforeMinutes: 5, bufferAfterMinutes: 15 });
    const updated = await call('PUT', `/api/services/${id}`, a.cookie, { bufferAfterMinutes: 240 });
    expect(updated.json()).toMatchObject({ bufferBeforeMinutes: 5, bufferAfterMinutes: 240 });
    const listed = (await call('GET', '/api/services', a.cookie)).json() as { id: number }[];
    expect(listed.find((s) => s.id === id)).toMatchObject({
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 240,
    });
    const plain = await addService(t.app, a.cookie, { name: 'Plain' });
    expect(plain).toMatchObject({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 });

    const range = 'Buffer must be between 0 and 240 minutes';
    const refused = await call('POST', '/api/services', a.cookie, {
      name: 'X',
      duration: 30,
      price: 1,
      bufferBeforeMinutes: -1,
      bufferAfterMinutes: 241,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'bufferBeforeMinutes', message: range },
      { path: 'bufferAfterMinutes', message: range },
    ]);
    const changed = await call('PUT', `/api/services/${id}`, a.cookie, {
      bufferBeforeMinutes: 241,
      bufferAfterMinutes: -1,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([
      { path: 'bufferBeforeMinutes', message: range },
      { path: 'bufferAfterMinutes', message: range },
    ]);
    const fraction = await call('PUT', `/api/services/${id}`, a.cookie, { bufferBeforeMinutes: 7.5 });
    expect(fraction.json().errors).toEqual([
      { path: 'bufferBeforeMinutes', message: 'Buffer must be a whole number of minutes' },
    ]);
    const text = await call('PUT', `/api/services/${id}`, a.cookie, { bufferAfterMinutes: 'soon' });
    expect(text.json().errors).toEqual([{ path: 'bufferAfterMinutes', message: range }]);
    expect((await call('GET', '/api/services', a.cookie)).json()).toContainEqual(
      expect.objectContaining({ id, bufferBeforeMinutes: 5, bufferAfterMinutes: 240 }),
    );
  });

  it('answers 400 with a message per invalid field', async () => {
    const response = await call('POST', '/api/services', a.cookie, { name: ' ', duration: 2, price: '-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: 'Service name is required' },
      { path: 'duration', message: 'Duration must be at least 5 minutes' },
      { path: 'price', message: 'Price must be a number of at least 0 with up to 2 decimals' },
    ]);
    const staffOfB = b.ownerStaffId;
    const foreign = await call('POST', '/api/services', a.cookie, {
      name: 'X',
      duration: 30,
      price: 1,
      staffIds: [staffOfB],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Staff member not found');
  });

  it('deletes an unused service and deactivates one that appointments reference', async () => {
    const unused = await addService(t.app, a.cookie, { name: 'Unused' });
    expect((await call('DELETE', `/api/services/${unused.id}`, a.cookie)).json()).toEqual({ deleted: true });

    const used = await addService(t.app, a.cookie, { name: 'Used' });
    const booked = await call('POST', '/api/appointments', a.cookie, booking(used.id));
    expect(booked.statusCode).toBe(201);
    expect((await call('DELETE', `/api/services/${used.id}`, a.cookie)).json()).toEqual({
      deactivated: true,
    });

    const active = (await call('GET', '/api/services', a.cookie)).json() as { id: number }[];
    expect(active.map((s) => s.id)).not.toContain(used.id);
    const all = (await call('GET', '/api/services?includeInactive=true', a.cookie)).json() as {
      id: number;
      isActive: boolean;
    }[];
    expect(all.find((s) => s.id === used.id)?.isActive).toBe(false);
    expect(all.map((s) => s.id)).not.toContain(unused.id);
  });

  it("answers 404 for another business's service on every call", async () => {
    const theirs = await addService(t.app, b.cookie, { name: 'Theirs' });
    expect((await call('PUT', `/api/services/${theirs.id}`, a.cookie, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/services/${theirs.id}`, a.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/services/abc', a.cookie, { name: 'Mine' })).statusCode).toBe(404);
    const list = (await call('GET', '/api/services', a.cookie)).json() as { id: number }[];
    expect(list.map((s) => s.id)).not.toContain(theirs.id);
  });

  it('lets staff read services but not change them, and refuses anonymous callers', async () => {
    const { eq } = await import('drizzle-orm');
    await t.db.update(memberships).set({ role: 'staff' }).where(eq(memberships.businessId, b.businessId));
    expect((await call('GET', '/api/services', b.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/services', b.cookie, { name: 'X', duration: 30, price: 1 })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
    await t.db.update(memberships).set({ role: 'owner' }).where(eq(memberships.businessId, b.businessId));
  });

  it('lists the staff of the business, the owner first among equals', async () => {
    const response = await call('GET', '/api/staff', b.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: b.ownerStaffId, firstName: 'Olivia', lastName: 'Owner', isActive: true }),
    ]);
  });
});
