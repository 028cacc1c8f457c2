import { CalendarDays, DollarSign, Receipt, TrendingUp } from 'lucide-react';
import { StatCard } from '../../../components/sales/stat-card';
import { ErrorState } from '../../../components/ui/error-state';
import { useSalesStats } from '../../../lib/api/sales/get-sales-stats';
import { formatMoney } from '../../../lib/money';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function SalesStatsCards() {
  const stats = useSalesStats();
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => stats.refetch()} />;
  const data = stats.data;
  const loading = stats.isPending;
  return (
    <section aria-label="Sales summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Today's Sales"
        value={formatMoney(data?.todayRevenue)}
        hint={data ? plural(data.todaySalesCount, 'sale') : undefined}
        icon={DollarSign}
        loading={loading}
      />
      <StatCard
        label="Total Sales"
        value={String(data?.totalSalesCount ?? 0)}
        hint={data ? `${formatMoney(data.totalRevenue)} revenue` : undefined}
        icon={Receipt}
        loading={loading}
      />
      <StatCard
        label="Week Revenue"
        value={formatMoney(data?.weekRevenue)}
        hint="Last 7 days"
        icon={CalendarDays}
        loading={loading}
      />
      <StatCard
        label="Avg. Sale"
        value={formatMoney(data?.averageSale)}
        icon={TrendingUp}
        loading={loading}
      />
    </section>
  );
}
