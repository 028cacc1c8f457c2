import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { appointments, staff } from '../../db/schema/index';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, daysAhead } from '../slots/scheduling-fixtures';

/**
 * Issue 33: a client chooses a staff member on the booking page, or anyone available. The page's business
 * names who does which service; slots and bookings take the choice.
 */
const { t, biz } = schedulingBusinessTestApp({ tier: 'premium' });
let cut: { id: number };
let colour: { id: number };
let noor: number;
const day = daysAhead(9);

beforeAll(async () => {
  noor = await addStaff(t.db, biz.businessId, 'Noor');
  await addStaff(t.db, biz.businessId, 'Gone');
  cut = await addService(t.app, biz.cookie, { name: 'Cut', duration: 60 });
  // Only Noor colours.
  colour = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60, staffIds: [noor] });
  await t.db.update(staff).set({ isActive: false }).where(eq(staff.firstName, 'Gone'));
});

const publicGet = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: uniqueClientAddress() });
const base = () => `/api/public/businesses/${biz.user.businessSlug}`;

describe('choosing a staff member on the booking page', () => {
  it('lists active staff by first name and last initial, with the services each does', async () => {
    const business = (await publicGet(base())).json();
    const byName = Object.fromEntries(
      business.staff.map((m: { name: string; serviceIds: number[] }) => [m.name.split(' ')[0], m]),
    );
    expect(Object.keys(byName).sort()).toEqual(['Noor', 'Olivia']);
    expect(byName.Noor).toMatchObject({
      id: noor,
      name: expect.stringMatching(/^Noor S\.$/),
      locationIds: [],
    });
    expect(byName.Noor.serviceIds.sort()).toEqual([cut.id, colour.id].sort());
    expect(byName.Olivia.serviceIds).toEqual([cut.id]);
  });

  it("offers the chosen member's free times and books with them; anyone available books whoever is free", async () => {
    const slots = async (staffId?: number) =>
      (
        await publicGet(
          `${base()}/slots?serviceId=${cut.id}&date=${day}${staffId ? `&staffId=${staffId}` : ''}`,
        )
      ).json().slots as { startTime: string; staffIds: number[] }[];
    const withNoor = await slots(noor);
    expect(withNoor.length).toBeGreaterThan(0);
    expect(withNoor.every((s) => s.staffIds.length === 1 && s.staffIds[0] === noor)).toBe(true);

    const booked = await t.app.inject({
      method: 'POST',
      url: `${base()}/appointments`,
      remoteAddress: uniqueClientAddress(),
      payload: {
        serviceId: cut.id,
        staffId: noor,
        date: day,
        startTime: '10:00',
        clientName: 'Chooses Noor',
        clientEmail: 'chooses.noor@example.com',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    expect(row?.staffId).toBe(noor);
    // Noor's 10:00 is taken now; anyone available still offers it with the owner.
    expect((await slots(noor)).map((s) => s.startTime)).not.toContain('10:00');
    expect((await slots()).find((s) => s.startTime === '10:00')?.staffIds).toEqual([biz.ownerStaffId]);
  });
});
