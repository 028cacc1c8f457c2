import { and, eq, inArray } from 'drizzle-orm';
import { instantToLocal, localToInstant } from '../../lib/time';
import { refreshQueue } from '../../modules/waiting-rooms/queue-state';
import { newVisitorToken } from '../../modules/waiting-rooms/visitor-token';
import type { Tx } from '../client';
import { services, waitingRoomQueue, waitingRooms } from '../schema/index';
import type { Random } from './random';

const MINUTE = 60_000;

/** Walk-ins finished earlier today: name, minutes from call to done, service (null: none asked). */
const SERVED = [
  ['Jordan Ellis', 28, "Men's Haircut"],
  ['Priya Nair', 41, 'Manicure'],
  ['Marcus Webb', 24, "Men's Haircut"],
  ['Hana Sato', 35, null],
  ['Diego Ramos', 31, "Men's Haircut"],
  ['Olivia Grant', 47, 'Manicure'],
] as const;

/** Who is in the room now, the longest-waiting first: name, minutes since joining, service, how they joined. */
const PRESENT = [
  ['Tom Becker', 34, "Men's Haircut", 'kiosk', 'serving'],
  ['Grace Liu', 22, 'Manicure', 'online', 'called'],
  ['Samuel Ortiz', 15, "Men's Haircut", 'kiosk', 'waiting'],
  ['Ava Thompson', 9, null, 'online', 'waiting'],
  ['Noah Fischer', 4, 'Deep Conditioning', 'staff', 'waiting'],
] as const;

/**
 * A "Walk-ins" room taking quick services (men's cuts, manicures, conditioning): six visits served in the
 * last few hours (so the estimate has today's history), one in the chair, one called and three waiting.
 * Estimates and positions are computed by the same code a join runs.
 */
export async function seedDemoWalkIns(
  tx: Tx,
  businessId: number,
  timezone: string,
  random: Random,
  now: Date,
) {
  const names = ["Men's Haircut", 'Manicure', 'Deep Conditioning'];
  const offered = await tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.name, names)));
  const serviceId = (name: string | null) => offered.find((s) => s.name === name)?.id ?? null;
  const [room] = await tx
    .insert(waitingRooms)
    .values({
      businessId,
      name: 'Walk-ins',
      description: "Quick services without an appointment: men's cuts, manicures and conditioning.",
      maxCapacity: 15,
      welcomeMessage: 'Welcome! Grab a coffee. We will text or email you when it is your turn.',
      settings: {
        serviceIds: offered.map((s) => s.id),
        notifyEmail: true,
        notifySms: true,
        defaultVisitMinutes: 30,
      },
      createdAt: new Date(now.getTime() - 30 * 24 * 60 * MINUTE),
    })
    .returning();
  if (!room) throw new Error('no demo waiting room');

  // Served back to back, ending ten minutes ago; each waited a little before being called. Only visits
  // that joined today (in the room's timezone) are kept: just after midnight there is no history yet.
  const dayStart = localToInstant(instantToLocal(now, timezone).date, '00:00', timezone).getTime();
  let end = now.getTime() - 10 * MINUTE;
  const served = [...SERVED]
    .reverse()
    .map(([name, minutes, service]) => {
      const completedAt = new Date(end);
      const calledAt = new Date(end - minutes * MINUTE);
      const joinedAt = new Date(calledAt.getTime() - random.int(5, 24) * MINUTE);
      end = calledAt.getTime() - 2 * MINUTE;
      return { name, service, joinedAt, calledAt, completedAt, status: 'completed' as const };
    })
    .filter((v) => v.joinedAt.getTime() >= dayStart);
  const present = PRESENT.map(([name, minutesAgo, service, source, status]) => ({
    name,
    service,
    source,
    status,
    joinedAt: new Date(now.getTime() - minutesAgo * MINUTE),
  }));
  await tx.insert(waitingRoomQueue).values([
    ...served.map((v) => ({
      businessId,
      waitingRoomId: room.id,
      clientName: v.name,
      serviceId: serviceId(v.service),
      status: v.status,
      position: null,
      source: 'online',
      tokenHash: newVisitorToken().tokenHash,
      joinedAt: v.joinedAt,
      calledAt: v.calledAt,
      completedAt: v.completedAt,
    })),
    ...present.map((v, i) => ({
      businessId,
      waitingRoomId: room.id,
      clientName: v.name,
      serviceId: serviceId(v.service),
      status: v.status,
      position: v.status === 'serving' ? null : i,
      source: v.source,
      tokenHash: newVisitorToken().tokenHash,
      joinedAt: v.joinedAt,
      calledAt:
        v.status === 'waiting' ? null : new Date(now.getTime() - (v.status === 'serving' ? 20 : 2) * MINUTE),
    })),
  ]);
  await refreshQueue(tx, room, now);
}
