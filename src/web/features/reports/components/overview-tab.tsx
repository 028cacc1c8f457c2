import {
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip as ChartTooltip,
  Legend,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportOverview } from '../../../../contract/reports';
import { formatMoney } from '../../../lib/money';
import { ChartCard } from './chart-card';

const SERVICES = '#4f46e5';
const PRODUCTS = '#0d9488';
const STATUS_COLORS = ['#16a34a', '#4f46e5', '#dc2626', '#d97706'];
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
const money = (v: unknown) => formatMoney(Number(v));

/** Overview: revenue by day, appointments by status, busiest weekdays and hours, top services and products. */
export function OverviewTab({ overview }: { overview: ReportOverview }) {
  const { kpis } = overview;
  const revenue = overview.series.map((d) => ({
    date: shortDate(d.date),
    Services: Number(d.serviceRevenue),
    Products: Number(d.productRevenue),
  }));
  const statuses = [
    { status: 'Completed', count: kpis.completedAppointments },
    {
      status: 'Booked',
      count: kpis.appointments - kpis.completedAppointments - kpis.cancelledAppointments - kpis.noShows,
    },
    { status: 'Cancelled', count: kpis.cancelledAppointments },
    { status: 'No-show', count: kpis.noShows },
  ];
  const hours = overview.byHour
    .filter((h) => h.hour >= 6 && h.hour <= 22)
    .map((h) => ({ ...h, label: hourLabel(h.hour) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard
          title="Revenue over time"
          description="Services and products by day"
          table={{
            header: ['Date', 'Services', 'Products', 'Appointments'],
            rows: overview.series.map((d) => [
              d.date,
              formatMoney(d.serviceRevenue),
              formatMoney(d.productRevenue),
              d.appointments,
            ]),
          }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={revenue} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis tick={{ fontSize: 12 }} tickFormatter={(v) => `$${v}`} width={56} />
              <ChartTooltip formatter={money} />
              <Legend />
              <Bar dataKey="Services" stackId="revenue" fill={SERVICES} />
              <Bar dataKey="Products" stackId="revenue" fill={PRODUCTS} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <ChartCard
        title="Appointments by status"
        table={{ header: ['Status', 'Appointments'], rows: statuses.map((s) => [s.status, s.count]) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={statuses}
            layout="vertical"
            margin={{ left: 16, right: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="status" tick={{ fontSize: 12 }} width={80} />
            <ChartTooltip />
            <Bar dataKey="count" name="Appointments" fill={STATUS_COLORS[1]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Busiest weekdays"
        description="Appointments not cancelled"
        table={{
          header: ['Day', 'Appointments'],
          rows: overview.byWeekday.map((d) => [d.day, d.appointments]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={overview.byWeekday.map((d) => ({ ...d, day: d.day.slice(0, 3) }))}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <ChartTooltip />
            <Bar dataKey="appointments" name="Appointments" fill={SERVICES} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Busiest hours"
        description="Appointments not cancelled, by starting hour"
        table={{
          header: ['Hour', 'Appointments'],
          rows: overview.byHour
            .filter((h) => h.appointments > 0)
            .map((h) => [hourLabel(h.hour), h.appointments]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={hours}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={1} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <ChartTooltip />
            <Bar dataKey="appointments" name="Appointments" fill={PRODUCTS} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Top services"
        description="By revenue of completed appointments"
        table={{
          header: ['Service', 'Completed', 'Revenue'],
          rows: overview.topServices.map((s) => [s.name, s.completed, formatMoney(s.revenue)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={overview.topServices.map((s) => ({ name: s.name, Revenue: Number(s.revenue) }))}
            layout="vertical"
            margin={{ left: 16, right: 16 }}
          >
            <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(v) => `$${v}`} />
            <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={120} />
            <ChartTooltip formatter={money} />
            <Bar dataKey="Revenue" fill={SERVICES} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Top products"
        description="By revenue, before sale-wide discounts"
        table={{
          header: ['Product', 'Units sold', 'Revenue'],
          rows: overview.topProducts.map((p) => [p.name, p.unitsSold, formatMoney(p.revenue)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={overview.topProducts.map((p) => ({ name: p.name, Revenue: Number(p.revenue) }))}
            layout="vertical"
            margin={{ left: 16, right: 16 }}
          >
            <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(v) => `$${v}`} />
            <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={120} />
            <ChartTooltip formatter={money} />
            <Bar dataKey="Revenue" fill={PRODUCTS} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
