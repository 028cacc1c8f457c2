import { CalendarDays, DollarSign, Receipt, Wallet } from 'lucide-react';
import { StatCard } from '../../../components/sales/stat-card';
import { ErrorState } from '../../../components/ui/error-state';
import { usePaymentsSummary } from '../../../lib/api/payments/get-payments-summary';
import { formatMoney } from '../../../lib/money';

/** Four figures from real sales and refunds (the spec's hard-coded samples are gone, see DESIGN.md). */
export function PaymentsSummaryCards() {
  const summary = usePaymentsSummary();
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => summary.refetch()} />;
  const data = summary.data;
  const loading = summary.isPending;
  return (
    <section aria-label="Payments summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Revenue"
        value={formatMoney(data?.totalRevenue)}
        hint={data ? `${data.salesCount} sales` : undefined}
        icon={DollarSign}
        loading={loading}
      />
      <StatCard
        label="Net Revenue"
        value={formatMoney(data?.netRevenue)}
        hint={
          data
            ? `After ${formatMoney(data.totalFees)} fees and ${formatMoney(data.totalRefunds)} refunds`
            : undefined
        }
        icon={Wallet}
        loading={loading}
      />
      <StatCard
        label="This Month"
        value={formatMoney(data?.thisMonthRevenue)}
        hint={
          data
            ? `${formatMoney(data.thisMonthNet)} net · ${formatMoney(data.thisMonthProductRevenue)} product revenue before tax, as Reports count it`
            : undefined
        }
        icon={CalendarDays}
        loading={loading}
      />
      <StatCard
        label="Average Sale"
        value={formatMoney(data?.averageSale)}
        hint={data ? `${data.refundCount} refunds` : undefined}
        icon={Receipt}
        loading={loading}
      />
    </section>
  );
}
