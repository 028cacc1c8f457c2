import './receipt-print.css';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useSale } from '../../../lib/api/sales/get-sale';
import { Receipt } from './receipt';

/** /sales/{id}/receipt: the receipt on screen, and only the receipt on paper. */
export function ReceiptPage({ id }: { id: number }) {
  const sale = useSale(id);
  return (
    <>
      <PageTitle title={`Receipt #${id}`} />
      <div className="mx-auto grid max-w-md gap-4">
        <div className="flex items-center justify-between gap-2 print:hidden">
          <Button variant="ghost" asChild>
            <Link href={`/sales/${id}`}>
              <ArrowLeft aria-hidden="true" />
              Sale #{id}
            </Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!sale.data}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
        {sale.isPending ? (
          <LoadingSkeleton label="Loading receipt…" bars={['h-96']} />
        ) : sale.isError ? (
          <ErrorState error={sale.error} onRetry={() => sale.refetch()} />
        ) : (
          <Receipt sale={sale.data} />
        )}
      </div>
    </>
  );
}
