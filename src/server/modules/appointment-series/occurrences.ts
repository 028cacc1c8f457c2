import type { SeriesOccurrence } from '../../../contract/appointment-series';
import type { DbOrTx } from '../../db/client';
import { localToInstant } from '../../lib/time';
import { isBlocked, placement } from '../appointments';
import { isHeldForWaitlist } from '../waitlist-holds';
import { overlapsAppointment } from './repository';

/** One visit of a series: its instants, its staff member's busy range (buffers included) and local times. */
export type Occurrence = {
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  busyFrom: Date;
  busyUntil: Date;
};

/**
 * A visit on a local date at a local wall-clock time: across a DST change the instant moves by the change
 * and the local time stays (a time the change skips resolves forward, as a single booking's does).
 */
export function occurrenceAt(
  date: string,
  time: string,
  timezone: string,
  lengthMinutes: number,
  buffers: { before: number; after: number },
): Occurrence {
  const startsAt = localToInstant(date, time, timezone);
  const endsAt = new Date(startsAt.getTime() + lengthMinutes * 60_000);
  const place = placement(startsAt, endsAt, timezone);
  return {
    date: place.date,
    startTime: place.startTime,
    endTime: place.endTime,
    startsAt,
    endsAt,
    busyFrom: new Date(startsAt.getTime() - buffers.before * 60_000),
    busyUntil: new Date(endsAt.getTime() + buffers.after * 60_000),
  };
}

type Who = { businessId: number; staffId: number; now: Date };

/**
 * What the exclusion constraint can't see: a start already past, the staff member's blocked time, a time
 * held for someone on the waitlist (another table). Writes ask this after lockSchedule; null: none of those.
 */
export async function unseenProblem(tx: DbOrTx, q: Who, o: Occurrence): Promise<SeriesOccurrence['reason']> {
  if (o.startsAt <= q.now) return 'past';
  if (await isBlocked(tx, q.businessId, q.staffId, o.startsAt, o.endsAt)) return 'blocked';
  const held = await isHeldForWaitlist(tx, { ...q, busyFrom: o.busyFrom, busyUntil: o.busyUntil });
  return held ? 'taken' : null;
}

/** Why a visit can't be booked for the staff member (the preview's answer), or null when it can. */
export async function occurrenceProblem(
  tx: DbOrTx,
  q: Who,
  o: Occurrence,
): Promise<SeriesOccurrence['reason']> {
  const unseen = await unseenProblem(tx, q, o);
  if (unseen) return unseen;
  return (await overlapsAppointment(tx, q.businessId, q.staffId, o)) ? 'taken' : null;
}
