import { type SQL, sql } from 'drizzle-orm';
import type { Slot } from '../../../contract/public-booking';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

export type SlotsQueryInput = {
  businessId: number;
  serviceId: number;
  /** Business-local 'YYYY-MM-DD'. */
  date: string;
  staffId?: number | null;
  /** At a location: its timezone is the day's, and only its staff (or those named nowhere) and services count. */
  locationId?: number | null;
  now: Date;
  /**
   * Rescheduling (signed-in staff only): this appointment's own time is not taken, and its service counts
   * even if deactivated since. The public slots never set it.
   */
  excludeAppointmentId?: number | null;
  /** Booking a time held for this waitlist entry: its own hold doesn't count as taken. */
  exceptHoldEntryId?: number | null;
};

export type SlotsResult = { timezone: string; serviceFound: boolean; slots: Slot[] } | null;

/**
 * Every bookable start on the 30-minute grid of one local day, in ONE query (the benchmark calls this
 * same function). The grid is generated as local wall-clock timestamps and converted with AT TIME ZONE,
 * so DST days have 46 or 50 half-hours; a local time the spring change skips fails the round trip and is
 * dropped. A start is offered with the staff who perform the service, are inside one of their active
 * windows for the whole duration (or, before the business sets any window, start between 09:00 and
 * 17:30), and are clear of non-cancelled appointments (but the one being rescheduled, if any) and blocked
 * time. Buffers keep appointments apart: the start's busy range (the service's buffers around it) must miss
 * every other appointment's busy_from/busy_until, as the exclusion constraint would, and every time held for a
 * waitlisted client (but the one being booked from its hold) whose hold is live by the clock (`now` here is the
 * earliest bookable start, which the booking notice moves later); the appointment itself
 * (not its buffers) must fit the window and miss blocked time. Null: no such business.
 */
export async function findSlots(db: DbOrTx, q: SlotsQueryInput): Promise<SlotsResult> {
  const result = await db.execute(slotsSql(q));
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as Slot[];
  return {
    timezone: String(row.timezone),
    serviceFound: Boolean(row.service_found),
    slots: slots.map((s) => ({ ...s, staffIds: s.staffIds.map(Number) })),
  };
}

/** The slots statement itself; the benchmark's bare server runs this same SQL. */
export function slotsSql(q: SlotsQueryInput): SQL {
  const staffId = q.staffId ?? null;
  const excluded = q.excludeAppointmentId ?? null;
  const exceptHold = q.exceptHoldEntryId ?? null;
  const locationId = q.locationId ?? null;
  return sql`
    with
    biz as (
      select b.id, coalesce(l.timezone, b.timezone) as tz from businesses b
      left join locations l on l.id = ${locationId}::int and l.business_id = b.id
      where b.id = ${q.businessId}
    ),
    svc as (
      select id, duration, buffer_before_minutes, buffer_after_minutes from services
      where id = ${q.serviceId} and business_id = ${q.businessId}
        and (is_active or ${excluded}::int is not null)
        and (${locationId}::int is null or cardinality(location_ids) = 0 or ${locationId}::int = any(location_ids))
    ),
    performers as (
      select s.id from staff s cross join svc
      where s.business_id = ${q.businessId} and s.is_active
        and (${staffId}::int is null or s.id = ${staffId}::int)
        and (${locationId}::int is null or cardinality(s.location_ids) = 0 or ${locationId}::int = any(s.location_ids))
        and (not exists (select 1 from service_staff ss where ss.service_id = svc.id)
             or exists (select 1 from service_staff ss where ss.service_id = svc.id and ss.staff_id = s.id))
    ),
    grid as (
      select g as local_start,
             g at time zone biz.tz as starts_at,
             (g at time zone biz.tz) + make_interval(mins => svc.duration) as ends_at,
             (g at time zone biz.tz) - make_interval(mins => svc.buffer_before_minutes) as busy_from,
             (g at time zone biz.tz) + make_interval(mins => svc.duration + svc.buffer_after_minutes) as busy_until
      from biz cross join svc
      cross join generate_series(${q.date}::date::timestamp, ${q.date}::date + time '23:30', interval '30 minutes') g
    ),
    open_slots as (
      select grid.local_start, grid.ends_at, p.id as staff_id
      from grid cross join performers p cross join biz
      where grid.starts_at > ${q.now.toISOString()}::timestamptz
        and (grid.starts_at at time zone biz.tz) = grid.local_start
        and case
          when exists (select 1 from availability_windows w0 where w0.business_id = ${q.businessId}) then
            exists (
              select 1 from availability_windows w
              where w.business_id = ${q.businessId} and w.staff_id = p.id and w.is_active
                and w.day_of_week = extract(dow from ${q.date}::date)
                and grid.starts_at >= (${q.date}::date + w.start_time::time) at time zone biz.tz
                and grid.ends_at <= (${q.date}::date + w.end_time::time) at time zone biz.tz)
          else grid.local_start::time between time '09:00' and time '17:30'
        end
        and not exists (
          select 1 from appointments a
          where a.staff_id = p.id and a.status <> 'cancelled'
            and (${excluded}::int is null or a.id <> ${excluded}::int)
            and tstzrange(a.busy_from, a.busy_until, '[)') && tstzrange(grid.busy_from, grid.busy_until, '[)'))
        and not exists (
          select 1 from waitlist_entries h
          where h.business_id = ${q.businessId} and h.held_staff_id = p.id and h.status = 'offered'
            and h.hold_expires_at > statement_timestamp()
            and (${exceptHold}::int is null or h.id <> ${exceptHold}::int)
            and tstzrange(h.held_busy_from, h.held_busy_until, '[)') && tstzrange(grid.busy_from, grid.busy_until, '[)'))
        and not exists (
          select 1 from blocked_times b
          where b.business_id = ${q.businessId} and (b.staff_id is null or b.staff_id = p.id)
            and b.starts_at < grid.ends_at and b.ends_at > grid.starts_at)
    )
    select biz.tz as timezone,
      exists (select 1 from svc) as service_found,
      coalesce((
        select json_agg(json_build_object(
          'startTime', to_char(o.local_start, 'HH24:MI'),
          'endTime', to_char(o.ends_at at time zone biz.tz, 'HH24:MI'),
          'staffIds', o.staff_ids) order by o.local_start)
        from (
          select local_start, ends_at, array_agg(staff_id order by staff_id) as staff_ids
          from open_slots group by local_start, ends_at
        ) o
      ), '[]'::json) as slots
    from biz
  `;
}

/** Whether the business has set hours at all, and whether any of these staff members works that weekday. */
export async function hoursAndWork(db: DbOrTx, businessId: number, staffIds: number[], date: string) {
  const ids =
    staffIds.length > 0
      ? sql.join(
          staffIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute(sql`
    select
      exists (select 1 from availability_windows where business_id = ${businessId}) as has_hours,
      exists (
        select 1 from availability_windows w
        where w.business_id = ${businessId} and w.is_active and w.staff_id in (${ids})
          and w.day_of_week = extract(dow from ${date}::date)
      ) as works
  `);
  return rowsOf<{ has_hours: boolean; works: boolean }>(result)[0];
}
