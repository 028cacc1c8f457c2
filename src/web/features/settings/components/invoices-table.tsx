import { ReceiptText } from 'lucide-react';
import type { Invoice } from '../../../../contract/billing';
import { formatPlanDate } from '../../../components/plan/format-plan-date';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatCents } from '../../../lib/money';
import { useInvoices } from '../api/get-invoices';

const statusBadges: Record<
  Invoice['status'],
  { label: string; variant: 'success' | 'warning' | 'neutral' | 'danger' }
> = {
  paid: { label: 'Paid', variant: 'success' },
  open: { label: 'Open', variant: 'warning' },
  void: { label: 'Void', variant: 'neutral' },
  uncollectible: { label: 'Uncollectible', variant: 'danger' },
};

/** The plan's invoices, newest first. */
export function InvoicesTable() {
  const invoices = useInvoices();
  return (
    <section aria-labelledby="invoices-title" className="grid grid-cols-1 gap-2">
      <h3 id="invoices-title" className="text-sm font-semibold text-slate-900">
        Invoices
      </h3>
      {invoices.isPending ? (
        <LoadingSkeleton label="Loading invoices…" className="grid gap-2" bars={['h-10', 'h-10']} />
      ) : invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <div className="rounded-lg border border-slate-200">
          <EmptyState
            icon={ReceiptText}
            title="No invoices yet"
            description="Each charge for your plan is listed here."
          />
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200">
          <Table aria-labelledby="invoices-title" scrollLabel="Invoices, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead>Number</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.data.map((invoice) => {
                const status = statusBadges[invoice.status];
                return (
                  <TableRow key={invoice.id}>
                    <TableCell className="font-mono text-xs whitespace-nowrap">{invoice.number}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatPlanDate(invoice.createdAt)}</TableCell>
                    <TableCell className="min-w-48">{invoice.description}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {formatCents(invoice.amountCents)}
                    </TableCell>
                    <TableCell>
                      <Badge variant={status.variant}>{status.label}</Badge>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
