import { sql } from 'drizzle-orm';
import type { ReportOverview } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { toCents, toDecimal } from '../products/money';
import { rowsOf } from '../products/sql-rows';
import { type DateRange, figuresFor, instantsOf, paidSale, type Scope } from './figures';
import { previousRange } from './range';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const TOP = 5;

/** The Overview tab: the KPIs against the preceding range, the days, busiest weekdays and hours, top sellers. */
export async function overview(db: DbOrTx, scope: Scope, range: DateRange): Promise<ReportOverview> {
  const { businessId, timezone } = scope;
  const before = previousRange(range);
  const current = await figuresFor(db, scope, range);
  const previous = await figuresFor(db, scope, before);

  const busy = await db.execute(sql`
    select extract(isodow from a.date::date)::int as weekday, split_part(a.start_time, ':', 1)::int as hour,
      count(*) as n
    from appointments a
    where a.business_id = ${businessId} and a.date >= ${range.from} and a.date <= ${range.to}
      and a.status <> 'cancelled'
    group by 1, 2
  `);
  const byWeekday = WEEKDAYS.map((day) => ({ day, appointments: 0 }));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, appointments: 0 }));
  for (const row of rowsOf<{ weekday: number; hour: number; n: string }>(busy)) {
    const weekday = byWeekday[Number(row.weekday) - 1];
    if (weekday) weekday.appointments += Number(row.n);
    const hour = byHour[Number(row.hour)];
    if (hour) hour.appointments += Number(row.n);
  }

  const services = await db.execute(sql`
    select s.name, count(*) as completed, sum(coalesce(a.price, s.price)) as revenue
    from appointments a join services s on s.id = a.service_id
    where a.business_id = ${businessId} and a.date >= ${range.from} and a.date <= ${range.to}
      and a.status = 'completed'
    group by s.id, s.name
    order by revenue desc, completed desc, s.name
    limit ${TOP}
  `);
  const { start, end } = instantsOf(range, timezone);
  const products = await db.execute(sql`
    select i.product_name as name, sum(i.quantity - i.refunded_quantity) as units,
      sum((i.quantity - i.refunded_quantity) * i.unit_price) as revenue
    from sale_items i join sales s on s.id = i.sale_id
    where s.business_id = ${businessId} and ${paidSale(sql`s.payment_status`)}
      and s.sale_date >= ${start}::timestamptz and s.sale_date < ${end}::timestamptz
    group by i.product_name
    having sum(i.quantity - i.refunded_quantity) > 0
    order by revenue desc, units desc, i.product_name
    limit ${TOP}
  `);

  return {
    from: range.from,
    to: range.to,
    timezone,
    kpis: current.kpis,
    previous: previous.kpis,
    previousFrom: before.from,
    previousTo: before.to,
    series: [...current.days].map(([date, d]) => ({
      date,
      serviceRevenue: toDecimal(d.serviceCents),
      productRevenue: toDecimal(d.productCents),
      appointments: d.appointments,
    })),
    byWeekday,
    byHour,
    topServices: rowsOf<{ name: string; completed: string; revenue: string }>(services).map((r) => ({
      name: r.name,
      completed: Number(r.completed),
      revenue: toDecimal(toCents(r.revenue)),
    })),
    topProducts: rowsOf<{ name: string; units: string; revenue: string }>(products).map((r) => ({
      name: r.name,
      unitsSold: Number(r.units),
      revenue: toDecimal(toCents(r.revenue)),
    })),
  };
}
