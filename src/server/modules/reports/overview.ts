import { sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type { ReportOverview } from '../../../contract/reports';
import { WEEKDAY_NAMES, type WeekdayName } from '../../../contract/weekdays';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { type DateRange, figuresFor, instantsOf, paidSale, type Scope } from './figures';
import { previousRange } from './range';

/** Busiest weekdays read Monday first (ISO day numbers 1 to 7). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => WEEKDAY_NAMES[day] as WeekdayName);
const TOP = 5;

/** The Overview tab: the KPIs against the preceding range, the days, busiest weekdays and hours, top sellers. */
export async function overview(db: DbOrTx, scope: Scope, range: DateRange): Promise<ReportOverview> {
  const { businessId, timezone } = scope;
  const before = previousRange(range);
  const { start, end } = instantsOf(range, timezone);
  const [current, previous, products] = await Promise.all([
    figuresFor(db, scope, range),
    figuresFor(db, scope, before),
    db.execute(sql`
      select i.product_name as name, sum(i.quantity - i.refunded_quantity) as units,
        sum((i.quantity - i.refunded_quantity) * i.unit_price) as revenue
      from sale_items i join sales s on s.id = i.sale_id
      where s.business_id = ${businessId} and ${paidSale(sql`s.payment_status`)}
        and s.sale_date >= ${start}::timestamptz and s.sale_date < ${end}::timestamptz
      group by i.product_name
      having sum(i.quantity - i.refunded_quantity) > 0
      order by revenue desc, units desc, i.product_name
      limit ${TOP}
    `),
  ]);

  const byWeekday = WEEKDAYS.map((day) => ({ day, appointments: 0 }));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, appointments: 0 }));
  for (const cell of current.weekdayHours) {
    const weekday = byWeekday[cell.weekday - 1];
    if (weekday) weekday.appointments += cell.appointments;
    const hour = byHour[cell.hour];
    if (hour) hour.appointments += cell.appointments;
  }
  const topServices = current.services
    .filter((s) => s.completed > 0)
    .sort(
      (x, y) => y.revenueCents - x.revenueCents || y.completed - x.completed || x.name.localeCompare(y.name),
    )
    .slice(0, TOP);

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
    topServices: topServices.map((r) => ({
      name: r.name,
      completed: r.completed,
      revenue: toDecimal(r.revenueCents),
    })),
    topProducts: rowsOf<{ name: string; units: string; revenue: string }>(products).map((r) => ({
      name: r.name,
      unitsSold: Number(r.units),
      revenue: toDecimal(toCents(r.revenue)),
    })),
  };
}
