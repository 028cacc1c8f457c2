import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CalendarRange, DollarSign, Info, UserX } from 'lucide-react';
import { KPI_DEFINITIONS } from '../../../../contract/reports';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';
import { useDashboardStats } from '../../../lib/api/dashboard/get-dashboard-stats';
import { formatMoney, toCents } from '../../../lib/money';
import { formatCountChange, formatPercentChange } from './compare';

type Stat = {
  title: string;
  value: string;
  change: string;
  period: string;
  icon: LucideIcon;
  /** How the figure is counted, as the reports define it. */
  definition?: string;
};

function StatCard({ title, value, change, period, icon: Icon, definition }: Stat) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="flex items-center gap-1 text-sm font-medium text-slate-600">
          {title}
          {definition ? (
            <Tooltip content={definition}>
              <button
                type="button"
                className="rounded-full p-0.5 text-slate-500 hover:text-slate-900"
                aria-label={`How ${title} is counted`}
              >
                <Info aria-hidden="true" className="size-3.5" />
              </button>
            </Tooltip>
          ) : null}
        </h2>
        <Icon aria-hidden="true" className="size-5 text-primary-600" />
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{change}</span> {period}
      </p>
    </Card>
  );
}

/** The four figures of spec §2 Dashboard, each compared with the period before it. */
export function StatsCards() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => stats.refetch()} />;
  const s = stats.data;
  const cards: Stat[] = [
    {
      title: "Today's Appointments",
      value: String(s.todayAppointments),
      change: formatPercentChange(s.todayAppointments, s.yesterdayAppointments),
      period: 'from yesterday',
      icon: CalendarCheck,
    },
    {
      title: 'This Week',
      value: String(s.weekAppointments),
      change: formatPercentChange(s.weekAppointments, s.lastWeekAppointments),
      period: 'from last week',
      icon: CalendarRange,
    },
    {
      title: 'No-shows',
      value: String(s.noShows),
      change: formatCountChange(s.noShows, s.lastWeekNoShows),
      period: 'this week vs last week',
      icon: UserX,
    },
    {
      title: 'Revenue',
      value: formatMoney(s.revenue),
      change: formatPercentChange(toCents(s.revenue), toCents(s.lastMonthRevenue)),
      period: 'this month so far vs the same days last month',
      icon: DollarSign,
      definition: `This month's total revenue: ${KPI_DEFINITIONS.serviceRevenue.toLowerCase()} Plus product revenue: ${KPI_DEFINITIONS.productRevenue.toLowerCase()}`,
    },
  ];
  return (
    <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </section>
  );
}
