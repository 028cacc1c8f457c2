import { sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type { InventoryReport, ServicesReport, StaffReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { availableMinutes, type DateRange, daysOf, instantsOf, paidSale, rate, type Scope } from './figures';

/** Services tab: every service booked in the range, or still offered. */
export async function servicesReport(db: DbOrTx, scope: Scope, range: DateRange): Promise<ServicesReport> {
  const { businessId, timezone } = scope;
  const result = await db.execute(sql`
    select s.id, s.name, count(a.id) as bookings,
      count(a.id) filter (where a.status = 'completed') as completed,
      count(a.id) filter (where a.status = 'cancelled') as cancelled,
      coalesce(sum(coalesce(a.price, s.price)) filter (where a.status = 'completed'), 0) as revenue,
      coalesce(avg(extract(epoch from (a.ends_at - a.starts_at)) / 60) filter (where a.status <> 'cancelled'), 0)
        as average_minutes
    from services s
    left join appointments a on a.service_id = s.id and a.business_id = ${businessId}
      and a.date >= ${range.from} and a.date <= ${range.to}
    where s.business_id = ${businessId}
    group by s.id, s.name, s.is_active
    having count(a.id) > 0 or s.is_active
    order by revenue desc, bookings desc, s.name
  `);
  type Row = {
    id: number;
    name: string;
    bookings: string;
    completed: string;
    cancelled: string;
    revenue: string;
    average_minutes: string;
  };
  return {
    ...range,
    timezone,
    rows: rowsOf<Row>(result).map((r) => ({
      serviceId: Number(r.id),
      name: r.name,
      bookings: Number(r.bookings),
      completed: Number(r.completed),
      revenue: toDecimal(toCents(r.revenue)),
      cancellationRate: rate(Number(r.cancelled), Number(r.bookings)),
      averageDuration: Math.round(Number(r.average_minutes)),
    })),
  };
}

/** Staff tab: every active member, and anyone else with appointments in the range. */
export async function staffReport(db: DbOrTx, scope: Scope, range: DateRange): Promise<StaffReport> {
  const { businessId, timezone } = scope;
  const result = await db.execute(sql`
    with appts as (
      select a.id, a.staff_id, a.client_id, a.status, a.starts_at, coalesce(a.price, s.price) as price,
        extract(epoch from (a.ends_at - a.starts_at)) / 60 as minutes
      from appointments a join services s on s.id = a.service_id
      where a.business_id = ${businessId} and a.date >= ${range.from} and a.date <= ${range.to}
    ),
    per_staff as (
      select staff_id,
        count(*) filter (where status <> 'cancelled') as appointments,
        count(*) filter (where status = 'completed') as completed,
        coalesce(sum(price) filter (where status = 'completed'), 0) as revenue,
        coalesce(sum(minutes) filter (where status <> 'cancelled'), 0) as booked_minutes,
        count(*) filter (where status = 'completed' and exists (
          select 1 from appointments later
          where later.business_id = ${businessId} and later.client_id = appts.client_id
            and later.staff_id = appts.staff_id and later.status <> 'cancelled'
            and later.starts_at > appts.starts_at
        )) as rebooked
      from appts group by staff_id
    ),
    ratings as (
      select a.staff_id, avg(r.rating) as rating
      from reviews r join appointments a on a.id = r.appointment_id
      where r.business_id = ${businessId} and r.is_published and r.is_approved and r.removed_at is null
        and r.created_at >= ${instantsOf(range, timezone).start}::timestamptz
        and r.created_at < ${instantsOf(range, timezone).end}::timestamptz
      group by a.staff_id
    )
    select st.id, st.first_name, st.last_name,
      coalesce(p.appointments, 0) as appointments, coalesce(p.completed, 0) as completed,
      coalesce(p.revenue, 0) as revenue, coalesce(p.booked_minutes, 0) as booked_minutes,
      coalesce(p.rebooked, 0) as rebooked, ra.rating
    from staff st
    left join per_staff p on p.staff_id = st.id
    left join ratings ra on ra.staff_id = st.id
    where st.business_id = ${businessId}
      and ((st.is_active and st.removed_at is null) or p.staff_id is not null)
    order by coalesce(p.revenue, 0) desc, st.first_name, st.last_name, st.id
  `);
  const minutes = await availableMinutes(db, scope, range);
  type Row = {
    id: number;
    first_name: string;
    last_name: string;
    appointments: string;
    completed: string;
    revenue: string;
    booked_minutes: string;
    rebooked: string;
    rating: string | null;
  };
  return {
    ...range,
    timezone,
    rows: rowsOf<Row>(result).map((r) => ({
      staffId: Number(r.id),
      name: `${r.first_name} ${r.last_name}`.trim(),
      appointments: Number(r.appointments),
      completed: Number(r.completed),
      revenue: toDecimal(toCents(r.revenue)),
      utilization: rate(Number(r.booked_minutes), minutes.get(Number(r.id)) ?? 0),
      rebookingRate: rate(Number(r.rebooked), Number(r.completed)),
      averageRating: r.rating === null ? null : Math.round(Number(r.rating) * 10) / 10,
    })),
  };
}

/** Inventory tab: every active product, and any other sold in the range. */
export async function inventoryReport(db: DbOrTx, scope: Scope, range: DateRange): Promise<InventoryReport> {
  const { businessId, timezone } = scope;
  const { start, end } = instantsOf(range, timezone);
  const result = await db.execute(sql`
    with sold as (
      select i.product_id, sum(i.quantity - i.refunded_quantity) as units,
        sum((i.quantity - i.refunded_quantity) * i.unit_price) as revenue
      from sale_items i join sales s on s.id = i.sale_id
      where s.business_id = ${businessId} and ${paidSale(sql`s.payment_status`)}
        and s.sale_date >= ${start}::timestamptz and s.sale_date < ${end}::timestamptz
      group by i.product_id
    )
    select p.id, p.name, p.sku, p.stock_quantity, p.low_stock_threshold,
      p.stock_quantity * coalesce(p.cost_price, 0) as value_at_cost, p.stock_quantity * p.price as value_at_price,
      coalesce(sold.units, 0) as units, coalesce(sold.revenue, 0) as revenue
    from products p left join sold on sold.product_id = p.id
    where p.business_id = ${businessId} and (p.is_active or sold.product_id is not null)
    order by coalesce(sold.revenue, 0) desc, p.name, p.id
  `);
  const days = daysOf(range).length;
  type Row = {
    id: number;
    name: string;
    sku: string | null;
    stock_quantity: number;
    low_stock_threshold: number;
    value_at_cost: string;
    value_at_price: string;
    units: string;
    revenue: string;
  };
  return {
    ...range,
    timezone,
    rows: rowsOf<Row>(result).map((r) => {
      const stock = Number(r.stock_quantity);
      const units = Number(r.units);
      return {
        productId: Number(r.id),
        name: r.name,
        sku: r.sku,
        stock,
        stockValueAtCost: toDecimal(toCents(r.value_at_cost)),
        stockValueAtPrice: toDecimal(toCents(r.value_at_price)),
        unitsSold: units,
        revenue: toDecimal(toCents(r.revenue)),
        sellThrough: rate(units, units + stock),
        daysOfCover: units <= 0 ? null : Math.round((stock / (units / days)) * 10) / 10,
        lowStock: stock <= Number(r.low_stock_threshold),
      };
    }),
  };
}
