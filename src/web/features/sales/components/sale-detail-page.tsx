import { ArrowLeft, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../../../contract/abilities';
import { PAYMENT_METHODS } from '../../../../contract/payments';
import type { SaleDetail } from '../../../../contract/sales';
import { PageTitle } from '../../../components/layout/page-title';
import { PaymentStatusBadge } from '../../../components/sales/payment-status-badge';
import { SaleTotals } from '../../../components/sales/sale-totals';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSale } from '../../../lib/api/sales/get-sale';
import { useCurrentUser } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/money';
import { formatSaleDate } from '../../../lib/sales/format-sale-date';
import { RefundDialog } from './refund-dialog';
import { SaleLinesTable } from './sale-lines-table';

function SaleFacts({ sale }: { sale: SaleDetail }) {
  const facts: [string, string][] = [
    ['Date', formatSaleDate(sale.saleDate, sale.business.timezone)],
    ['Customer', sale.customer?.name ?? 'Walk-in Customer'],
    ['Payment', PAYMENT_METHODS[sale.paymentMethod].label],
    ['Sold at', sale.channel === 'pos' ? 'Point of Sale' : 'Sales'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SaleDetailPage({ id }: { id: number }) {
  const sale = useSale(id);
  const { user } = useCurrentUser();
  const [refunding, setRefunding] = useState(false);

  if (sale.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <PageTitle title={`Sale #${id}`} />
        <span className="sr-only">Loading sale…</span>
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (sale.isError) {
    return (
      <>
        <PageTitle title={`Sale #${id}`} />
        <ErrorState error={sale.error} onRetry={() => sale.refetch()} />
      </>
    );
  }
  const item = sale.data;
  const refundableLeft = item.items.some((line) => line.quantity > line.refundedQuantity);
  return (
    <>
      <PageTitle
        title={`Sale #${item.id}`}
        subtitle={formatSaleDate(item.saleDate, item.business.timezone)}
      />
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" asChild>
            <Link href="/sales">
              <ArrowLeft aria-hidden="true" />
              Sales
            </Link>
          </Button>
          <span className="flex-1" />
          <Button variant="outline" asChild>
            <Link href={`/sales/${item.id}/receipt`}>
              <Printer aria-hidden="true" />
              Receipt
            </Link>
          </Button>
          {can(user?.role, 'sales.refund') && refundableLeft ? (
            <Button variant="destructive" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden="true" />
              Refund
            </Button>
          ) : null}
        </div>
        <Card>
          <CardHeader className="flex items-center gap-3">
            <CardTitle>Details</CardTitle>
            <PaymentStatusBadge status={item.paymentStatus} />
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-6">
            <SaleFacts sale={item} />
            <SaleLinesTable sale={item} />
            <SaleTotals sale={item} />
          </CardContent>
        </Card>
        {item.refunds.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>Refunds</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {item.refunds.map((refund) => (
                  <li
                    key={refund.id}
                    className="grid gap-1 border-b border-slate-100 pb-3 text-sm last:border-0"
                  >
                    <p className="flex justify-between font-medium">
                      <span>{formatSaleDate(refund.createdAt, item.business.timezone)}</span>
                      <span className="tabular-nums">-{formatMoney(refund.amount)}</span>
                    </p>
                    <p className="text-slate-700">
                      {refund.items.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
                    </p>
                    {refund.reason ? <p className="text-slate-600">Reason: {refund.reason}</p> : null}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
      </div>
      <RefundDialog sale={item} open={refunding} onOpenChange={setRefunding} />
    </>
  );
}
