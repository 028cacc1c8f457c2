import { sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type { Kpis } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { addDays, localToInstant } from '../../lib/time';

/**
 * The one definition of every figure (issue 13; `KPI_DEFINITIONS` in `contract/reports.ts` says it in words):
 * the dashboard, the payments summary and the reports all read it here, so they agree to the cent.
 */

/** Local dates of the business, inclusive. */
export type DateRange = { from: string; to: string };
export type Scope = {
  businessId: number;
  timezone: string;
  /** One member's figures: their appointments only, no sales and no clients. */
  staffId?: number | null;
};

/** What a day adds up to; money in integer cents. */
export type DayFigures = {
  appointments: number;
  completed: number;
  cancelled: number;
  noShows: number;
  serviceCents: number;
  bookedMinutes: number;
  sales: number;
  productCents: number;
};

const emptyDay = (): DayFigures => ({
  appointments: 0,
  completed: 0,
  cancelled: 0,
  noShows: 0,
  serviceCents: 0,
  bookedMinutes: 0,
  sales: 0,
  productCents: 0,
});

/** Paid sales: completed, and the ones refunded since (their refunds count on the day they were given). */
/**
 * The tax-excluded share of a refund, rounded per refund: a refund gives back its sale's tax too, and only
 * the rest comes off product revenue (and commission).
 */
export function refundBeforeTax(refundAlias: string, saleAlias: string) {
  const [r, s] = [sql.identifier(refundAlias), sql.identifier(saleAlias)];
  return sql`round(${r}.amount * (${s}.subtotal - ${s}.discount_amount) / nullif(${s}.total_amount, 0), 2)`;
}

export const paidSale = (status = sql`payment_status`) =>
  sql`${status} in ('completed', 'refunded', 'partially_refunded')`;

/** The instants of a range's first local midnight and of the midnight after its last day. */
export function instantsOf(range: DateRange, timezone: string) {
  return {
    start: localToInstant(range.from, '00:00', timezone).toISOString(),
    end: localToInstant(addDays(range.to, 1), '00:00', timezone).toISOString(),
  };
}

export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

type DayRow = {
  day: string;
  appointments: string;
  completed: string;
  cancelled: string;
  no_shows: string;
  service_revenue: string;
  booked_minutes: string;
};
type ShapeRow = {
  by_hour: boolean;
  weekday: number | null;
  hour: number | null;
  service_id: number | null;
  service_name: string | null;
  booked: string;
  completed: string;
  service_revenue: string;
};
type MoneyDay = { day: string; n: string; amount: string };

/** Appointments not cancelled, by ISO weekday (1 Monday .. 7 Sunday) and local starting hour. */
export type WeekdayHour = { weekday: number; hour: number; appointments: number };
export type ServiceFigures = { serviceId: number; name: string; completed: number; revenueCents: number };
export type AppointmentFigures = {
  days: Map<string, DayFigures>;
  weekdayHours: WeekdayHour[];
  services: ServiceFigures[];
};

const inRange = (scope: Scope, range: DateRange) => {
  const staffId = scope.staffId ?? null;
  return sql`a.business_id = ${scope.businessId} and a.date >= ${range.from} and a.date <= ${range.to}
    and (${staffId}::int is null or a.staff_id = ${staffId}::int)`;
};

/**
 * The range's appointments in two queries that run side by side: by local day (counts by status, service
 * revenue, booked minutes), and, in one scan grouped two ways (grouping sets), by weekday and starting hour
 * and by service.
 */
async function appointmentFigures(db: DbOrTx, scope: Scope, range: DateRange): Promise<AppointmentFigures> {
  const [perDay, shape] = await Promise.all([
    db.execute(sql`
      select a.date as day, count(*) as appointments,
        count(*) filter (where a.status = 'completed') as completed,
        count(*) filter (where a.status = 'cancelled') as cancelled,
        count(*) filter (where a.status = 'no_show') as no_shows,
        coalesce(sum(coalesce(a.price, s.price)) filter (where a.status = 'completed'), 0) as service_revenue,
        coalesce(extract(epoch from sum(a.ends_at - a.starts_at) filter (where a.status <> 'cancelled')) / 60, 0)
          as booked_minutes
      from appointments a join services s on s.id = a.service_id
      where ${inRange(scope, range)}
      group by a.date
    `),
    db.execute(sql`
      select grouping(a.service_id) = 1 as by_hour,
        extract(isodow from a.date::date)::int as weekday, split_part(a.start_time, ':', 1)::int as hour,
        a.service_id, s.name as service_name,
        count(*) filter (where a.status <> 'cancelled') as booked,
        count(*) filter (where a.status = 'completed') as completed,
        coalesce(sum(coalesce(a.price, s.price)) filter (where a.status = 'completed'), 0) as service_revenue
      from appointments a join services s on s.id = a.service_id
      where ${inRange(scope, range)}
      group by grouping sets (
        (extract(isodow from a.date::date), split_part(a.start_time, ':', 1)),
        (a.service_id, s.name)
      )
    `),
  ]);
  const days = new Map(daysOf(range).map((d) => [d, emptyDay()]));
  for (const row of rowsOf<DayRow>(perDay)) {
    const day = days.get(row.day);
    if (!day) continue;
    day.appointments = Number(row.appointments);
    day.completed = Number(row.completed);
    day.cancelled = Number(row.cancelled);
    day.noShows = Number(row.no_shows);
    day.serviceCents = toCents(row.service_revenue);
    day.bookedMinutes = Math.round(Number(row.booked_minutes));
  }
  const weekdayHours: WeekdayHour[] = [];
  const services: ServiceFigures[] = [];
  for (const row of rowsOf<ShapeRow>(shape)) {
    if (row.by_hour) {
      weekdayHours.push({
        weekday: Number(row.weekday),
        hour: Number(row.hour),
        appointments: Number(row.booked),
      });
    } else if (row.service_id !== null) {
      services.push({
        serviceId: Number(row.service_id),
        name: row.service_name ?? '',
        completed: Number(row.completed),
        revenueCents: toCents(row.service_revenue),
      });
    }
  }
  return { days, weekdayHours, services };
}

/** Paid sales per local day (count, subtotal less discount) and the tax-excluded share of refunds per day. */
async function moneyByDay(db: DbOrTx, scope: Scope, range: DateRange) {
  const { businessId, timezone } = scope;
  const { start, end } = instantsOf(range, timezone);
  const [saleRows, refundRows] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, n, amount from (
        select (sale_date at time zone ${timezone})::date as day, count(*) as n,
          coalesce(sum(subtotal - discount_amount), 0) as amount
        from sales
        where business_id = ${businessId} and ${paidSale()}
          and sale_date >= ${start}::timestamptz and sale_date < ${end}::timestamptz
        group by 1
      ) per_day
    `),
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, n, amount from (
        select (r.created_at at time zone ${timezone})::date as day, count(*) as n,
          coalesce(sum(${refundBeforeTax('r', 's')}), 0) as amount
        from refunds r join sales s on s.id = r.sale_id
        where r.business_id = ${businessId} and r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz
        group by 1
      ) per_day
    `),
  ]);
  return { sales: rowsOf<MoneyDay>(saleRows), refunds: rowsOf<MoneyDay>(refundRows) };
}

/** Per local day of the range: appointments by status, service revenue, booked minutes, sales and product revenue. */
async function detailedFigures(db: DbOrTx, scope: Scope, range: DateRange): Promise<AppointmentFigures> {
  const [appointmentsPart, money] = await Promise.all([
    appointmentFigures(db, scope, range),
    // One member's figures have no sales.
    scope.staffId == null ? moneyByDay(db, scope, range) : Promise.resolve({ sales: [], refunds: [] }),
  ]);
  const { days } = appointmentsPart;
  for (const row of money.sales) {
    const day = days.get(row.day);
    if (!day) continue;
    day.sales = Number(row.n);
    day.productCents += toCents(row.amount);
  }
  for (const row of money.refunds) {
    const day = days.get(row.day);
    if (day) day.productCents -= toCents(row.amount);
  }
  return appointmentsPart;
}

export async function dailyFigures(
  db: DbOrTx,
  scope: Scope,
  range: DateRange,
): Promise<Map<string, DayFigures>> {
  return (await detailedFigures(db, scope, range)).days;
}

/** New clients in the range, and returning ones: a completed visit in the range and one before it. */
async function clientFigures(db: DbOrTx, scope: Scope, range: DateRange) {
  const { businessId, timezone } = scope;
  const { start, end } = instantsOf(range, timezone);
  const result = await db.execute(sql`
    select
      (select count(*) from clients
        where business_id = ${businessId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      ) as new_clients,
      (select count(distinct a.client_id) from appointments a
        where a.business_id = ${businessId} and a.status = 'completed'
          and a.date >= ${range.from} and a.date <= ${range.to}
          and exists (
            select 1 from appointments p
            where p.business_id = ${businessId} and p.client_id = a.client_id
              and p.status = 'completed' and p.date < ${range.from}
          )
      ) as returning_clients
  `);
  const row = rowsOf<{ new_clients: string; returning_clients: string }>(result)[0];
  return { newClients: Number(row?.new_clients ?? 0), returningClients: Number(row?.returning_clients ?? 0) };
}

/**
 * Minutes the team (or one member) was available in the range, per staff member: their active weekly windows
 * on each local day, less the blocked time inside them (a business-wide block blocks everyone).
 */
export async function availableMinutes(
  db: DbOrTx,
  scope: Scope,
  range: DateRange,
): Promise<Map<number, number>> {
  const { businessId, timezone } = scope;
  const staffId = scope.staffId ?? null;
  const result = await db.execute(sql`
    with days as (
      select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    ),
    win as (
      select w.staff_id,
        (days.day + w.start_time::time) at time zone ${timezone} as ws,
        (days.day + w.end_time::time) at time zone ${timezone} as we
      from days
      join availability_windows w on w.business_id = ${businessId} and w.is_active
        and w.day_of_week = extract(dow from days.day)
      join staff st on st.id = w.staff_id and st.business_id = ${businessId} and st.is_active and st.removed_at is null
      where (${staffId}::int is null or w.staff_id = ${staffId}::int)
    ),
    open_minutes as (
      select staff_id, sum(extract(epoch from (we - ws)) / 60) as minutes from win group by staff_id
    ),
    blocked as (
      select win.staff_id,
        sum(extract(epoch from (least(win.we, b.ends_at) - greatest(win.ws, b.starts_at))) / 60) as minutes
      from win join blocked_times b on b.business_id = ${businessId}
        and (b.staff_id = win.staff_id or b.staff_id is null)
        and b.starts_at < win.we and b.ends_at > win.ws
      group by win.staff_id
    )
    select o.staff_id, greatest(0, o.minutes - coalesce(b.minutes, 0)) as minutes
    from open_minutes o left join blocked b on b.staff_id = o.staff_id
  `);
  return new Map(
    rowsOf<{ staff_id: number; minutes: string }>(result).map((r) => [
      Number(r.staff_id),
      Math.round(Number(r.minutes)),
    ]),
  );
}

/** A rate between 0 and 1 to four decimals; 0 when there is nothing to divide by. */
export const rate = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round(Math.min(1, part / whole) * 10_000) / 10_000;

/** Sums days into the KPIs. */
export function kpisOf(
  days: Iterable<DayFigures>,
  clients: { newClients: number; returningClients: number },
  available: number,
): Kpis {
  const t = emptyDay();
  for (const d of days) for (const key of Object.keys(t) as (keyof DayFigures)[]) t[key] += d[key];
  const totalCents = t.serviceCents + t.productCents;
  const tickets = t.completed + t.sales;
  return {
    totalRevenue: toDecimal(totalCents),
    serviceRevenue: toDecimal(t.serviceCents),
    productRevenue: toDecimal(t.productCents),
    appointments: t.appointments,
    completedAppointments: t.completed,
    cancelledAppointments: t.cancelled,
    noShows: t.noShows,
    noShowRate: rate(t.noShows, t.appointments - t.cancelled),
    newClients: clients.newClients,
    returningClients: clients.returningClients,
    averageTicket: toDecimal(tickets === 0 ? 0 : Math.round(totalCents / tickets)),
    utilization: rate(t.bookedMinutes, available),
  };
}

/** Every KPI over a range, with the days it sums (for a series), its busiest hours and its services. */
export async function figuresFor(db: DbOrTx, scope: Scope, range: DateRange) {
  const noClients = { newClients: 0, returningClients: 0 };
  const [detail, clients, minutes] = await Promise.all([
    detailedFigures(db, scope, range),
    scope.staffId == null ? clientFigures(db, scope, range) : Promise.resolve(noClients),
    availableMinutes(db, scope, range),
  ]);
  const available = [...minutes.values()].reduce((a, b) => a + b, 0);
  return { ...detail, kpis: kpisOf(detail.days.values(), clients, available) };
}

/** Only the money of a range (the dashboard's strip): service, product and total revenue in cents. */
export async function revenueFor(db: DbOrTx, scope: Scope, range: DateRange) {
  const days = await dailyFigures(db, scope, range);
  let service = 0;
  let product = 0;
  for (const d of days.values()) {
    service += d.serviceCents;
    product += d.productCents;
  }
  return { serviceCents: service, productCents: product, totalCents: service + product };
}
