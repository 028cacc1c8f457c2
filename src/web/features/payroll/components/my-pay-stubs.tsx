import { FileText } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { formatDayRange } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { useMyPayStubs } from '../api/pay-periods';

/** One's own pay stubs, from approved and paid periods. */
export function MyPayStubs() {
  const stubs = useMyPayStubs();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My pay stubs</CardTitle>
      </CardHeader>
      <CardContent>
        {stubs.isPending ? (
          <LoadingSkeleton label="Loading pay stubs…" bars={['h-12']} />
        ) : stubs.isError ? (
          <ErrorState error={stubs.error} onRetry={() => stubs.refetch()} />
        ) : stubs.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No pay stubs yet: they appear once a pay period with your hours is approved.
          </p>
        ) : (
          <ul aria-label="My pay stubs" className="divide-y divide-slate-100">
            {stubs.data.map((s) => (
              <li key={s.entryId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-medium text-slate-900">{s.periodName}</span>{' '}
                  <span className="text-sm text-slate-600">
                    {formatDayRange(s.startDate, s.endDate)} · {s.status === 'paid' ? 'paid' : 'approved'} ·
                    net {formatMoney(s.netPay)}
                  </span>
                </span>
                <a
                  href={`/api/payroll/entries/${s.entryId}/stub.pdf`}
                  download
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <FileText aria-hidden="true" />
                  Download PDF<span className="sr-only"> of {s.periodName}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
