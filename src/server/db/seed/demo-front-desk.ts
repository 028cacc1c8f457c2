import { and, eq, inArray } from 'drizzle-orm';
import { HttpError } from '../../lib/http-errors';
import { addDays, instantToLocal } from '../../lib/time';
import { bookSeries, previewSeries } from '../../modules/appointment-series/service';
import { bookVisitIn } from '../../modules/appointments/visit';
import type { Database, Tx } from '../client';
import { outbox } from '../schema/index';

type Service = { id: number };
type Client = { name: string; email: string | null; phone: string | null };

// Within the demo's 09:00-17:00 hours for the longest visit (a two-hour colour and a 45-minute blow-dry).
const TIMES = ['10:00', '11:00', '13:00', '14:00', '12:00', '09:00'];

/**
 * Tries each time in a savepoint of its own until one books (a taken time answers 409 and leaves nothing;
 * null is a time not worth booking).
 */
async function firstFree<C, T>(tx: Tx, candidates: C[], book: (sp: Tx, at: C) => Promise<T | null>) {
  for (const at of candidates) {
    try {
      const booked = await tx.transaction((sp) => book(sp, at));
      if (booked !== null) return booked;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) continue;
      throw error;
    }
  }
  return null;
}

/**
 * The front desk's day as a new owner should find it: a client's visit of two services (a colour, then a
 * blow-dry with whoever is free) in the coming days, and a regular's blow-dry every two weeks, both booked
 * through the app's own booking paths so they are kept apart from the seeded appointments as any booking is.
 * Their confirmations went out when they were booked.
 */
export async function seedDemoFrontDesk(
  tx: Tx,
  owner: { userId: number; businessId: number },
  timezone: string,
  now: Date,
  parts: {
    /** The days the team works (0 is Sunday): the demo books nothing on a day the salon is closed. */
    workdays: number[];
    colour: Service;
    blowout: Service;
    colourist: number;
    stylist: number;
    visitClient: Client;
    regular: Client;
  },
): Promise<void> {
  const { businessId } = owner;
  const today = instantToLocal(now, timezone).date;
  const openDays = (offsets: number[]) =>
    offsets
      .map((days) => addDays(today, days))
      .filter((date) => parts.workdays.includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
  const emails: string[] = [];

  const { visitClient, regular } = parts;
  if (visitClient.email) {
    // The first of the next days with a free time for both.
    const slots = openDays([2, 3, 4, 5, 6, 8, 9]).flatMap((date) =>
      TIMES.map((startTime) => ({ date, startTime })),
    );
    const booked = await firstFree(tx, slots, (sp, { date, startTime }) =>
      bookVisitIn(
        sp,
        {
          businessId,
          serviceId: parts.colour.id,
          staffId: parts.colourist,
          date,
          startTime,
          clientName: visitClient.name,
          clientEmail: visitClient.email ?? '',
          clientPhone: visitClient.phone,
          sendReminder: true,
          status: 'confirmed',
          channel: 'staff',
          notes: 'Colour, then a blow-dry before her evening out.',
          now,
        },
        // The blow-dry with whoever is free when the colour is done.
        [{ serviceId: parts.blowout.id, staffId: null }],
      ),
    );
    if (booked) emails.push(visitClient.email);
  }

  if (regular.email) {
    // The series' functions open their own (nested) transaction: within the seed's, a savepoint.
    const member = { businessId, userId: owner.userId, role: 'owner' as const };
    const slots = openDays([3, 4, 5, 6, 7]).flatMap((date) =>
      ['15:30', ...TIMES].map((startTime) => ({ date, startTime })),
    );
    const booked = await firstFree(tx, slots, async (sp, { date, startTime }) => {
      const request = {
        clientName: regular.name,
        clientEmail: regular.email ?? '',
        clientPhone: regular.phone,
        serviceId: parts.blowout.id,
        staffId: parts.stylist,
        date,
        startTime,
        notes: 'Standing blow-dry every other week.',
        sendReminder: true,
        repeat: { intervalWeeks: 2, occurrences: 4 },
      };
      const db = sp as unknown as Database;
      const { occurrences } = await previewSeries(db, member, request);
      const dates = occurrences.filter((o) => o.free).map((o) => o.date);
      if (dates.length < 3) return null;
      return bookSeries(db, member, { ...request, dates });
    });
    if (booked) emails.push(regular.email);
  }

  // Their confirmations were sent when they were booked.
  if (emails.length > 0)
    await tx
      .update(outbox)
      .set({ status: 'sent', sentAt: now })
      .where(
        and(
          eq(outbox.businessId, businessId),
          eq(outbox.kind, 'appointment_confirmation'),
          inArray(outbox.recipient, emails),
        ),
      );
}
