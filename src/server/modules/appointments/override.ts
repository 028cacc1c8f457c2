import { BLOCKED_TIME, OUTSIDE_WORKING_HOURS } from '../../../contract/appointments';
import { recordAudit } from '../../core/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { isBlocked } from './booking';
import { insideWorkingHours, overrideNames } from './repository';

export type OverrideReason = typeof OUTSIDE_WORKING_HOURS | typeof BLOCKED_TIME;

export type StaffTime = {
  businessId: number;
  staffId: number;
  startsAt: Date;
  endsAt: Date;
  /** The local date it starts on and the timezone it is kept in. */
  date: string;
  timezone: string;
};

/**
 * Why a new time (or length) needs an override, or null when it fits: on blocked time first, then outside
 * the staff member's working hours that weekday. A business that has set no hours at all has nothing to be
 * outside of.
 */
export async function overrideNeeded(db: DbOrTx, at: StaffTime): Promise<OverrideReason | null> {
  if (await isBlocked(db, at.businessId, at.staffId, at.startsAt, at.endsAt)) return BLOCKED_TIME;
  return (await insideWorkingHours(db, at)) ? null : OUTSIDE_WORKING_HOURS;
}

type Spot = { date: string; startTime: string; endTime: string; staffId: number };

/**
 * An override goes into Settings → Activity, in the change's transaction: who, which appointment, where it
 * was and where it went, and why it needed one.
 */
export async function auditOverride(
  tx: Tx,
  change: { businessId: number; appointmentId: number; reason: OverrideReason; before: Spot; after: Spot },
) {
  const names = await overrideNames(tx, change);
  const spot = (at: Spot, staffName: string | null | undefined) => ({
    date: at.date,
    startTime: at.startTime,
    endTime: at.endTime,
    staff: staffName ?? null,
  });
  const { after } = change;
  await recordAudit(tx, {
    businessId: change.businessId,
    action: 'appointment.override',
    target: {
      type: 'appointment',
      id: change.appointmentId,
      label: `${names.client ?? 'Appointment'} · ${names.service ?? ''}, ${after.date} ${after.startTime}`,
    },
    before: spot(change.before, names.was_with),
    after: { ...spot(after, names.now_with), reason: change.reason },
  });
}
