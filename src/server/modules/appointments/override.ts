import { sql } from 'drizzle-orm';
import { BLOCKED_TIME, OUTSIDE_WORKING_HOURS } from '../../../contract/appointments';
import { recordAudit } from '../../core/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { isBlocked } from './booking';

export type OverrideReason = typeof OUTSIDE_WORKING_HOURS | typeof BLOCKED_TIME;

type Placement = {
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
export async function overrideNeeded(db: DbOrTx, at: Placement): Promise<OverrideReason | null> {
  if (await isBlocked(db, at.businessId, at.staffId, at.startsAt, at.endsAt)) return BLOCKED_TIME;
  return (await insideWorkingHours(db, at)) ? null : OUTSIDE_WORKING_HOURS;
}

async function insideWorkingHours(db: DbOrTx, at: Placement): Promise<boolean> {
  const result = await db.execute(sql`
    select
      not exists (select 1 from availability_windows w0 where w0.business_id = ${at.businessId}) as no_hours,
      exists (
        select 1 from availability_windows w
        where w.business_id = ${at.businessId} and w.staff_id = ${at.staffId} and w.is_active
          and w.day_of_week = extract(dow from ${at.date}::date)
          and ${at.startsAt.toISOString()}::timestamptz >= (${at.date}::date + w.start_time::time) at time zone ${at.timezone}
          and ${at.endsAt.toISOString()}::timestamptz <= (${at.date}::date + w.end_time::time) at time zone ${at.timezone}
      ) as inside
  `);
  const row = (result as unknown as { rows: { no_hours: boolean; inside: boolean }[] }).rows[0];
  return Boolean(row?.no_hours || row?.inside);
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
  const result = await tx.execute(sql`
    select c.name as client, s.name as service,
      (select first_name || ' ' || last_name from staff where id = ${change.before.staffId}) as was_with,
      (select first_name || ' ' || last_name from staff where id = ${change.after.staffId}) as now_with
    from appointments a
    join clients c on c.id = a.client_id
    join services s on s.id = a.service_id
    where a.id = ${change.appointmentId} and a.business_id = ${change.businessId}
  `);
  const names = (result as unknown as { rows: Record<string, string | null>[] }).rows[0] ?? {};
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
