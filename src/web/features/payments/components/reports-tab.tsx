import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useSubscription } from '../../../lib/subscription';
import { paymentsReportCsvUrl, usePaymentsReport } from '../api/get-payments-report';
import { defaultReportRange, ReportRange, reportRangeError } from './report-range';
import { DayTotalsTable, MethodTotalsTable } from './report-tables';

/** The Reports tab: plan feature analytics; other plans see the gate, naming the plan on sale that has it. */
export function ReportsTab() {
  const plan = useSubscription();
  if (!hasFeature(plan, 'analytics')) {
    return (
      <FeatureGate
        plan={plan}
        description={`Sales, refunds, fees and net per day and per method, on ${plansWith('analytics')}.`}
      />
    );
  }
  return <PaymentsReport />;
}

function PaymentsReport() {
  const [range, setRange] = useState(defaultReportRange);
  const deferred = useDeferredValue(range);
  const rangeError = reportRangeError(range);
  const report = usePaymentsReport(deferred, reportRangeError(deferred) === null);
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>Reports</CardTitle>
            <CardDescription>
              Sales, refunds, fees and net per day and per method, in your business's timezone.
            </CardDescription>
          </div>
          {rangeError ? null : (
            <a href={paymentsReportCsvUrl(range)} download className={buttonVariants({ variant: 'outline' })}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
        </div>
        <ReportRange value={range} onChange={setRange} error={rangeError} />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        {rangeError ? null : report.isPending ? (
          <LoadingSkeleton label="Loading report…" className="grid gap-2" bars={['h-40']} />
        ) : report.isError ? (
          <ErrorState error={report.error} onRetry={() => report.refetch()} />
        ) : (
          <>
            <section className="grid gap-2" aria-labelledby="per-method-title">
              <h3 id="per-method-title" className="font-semibold">
                Per method
              </h3>
              <MethodTotalsTable report={report.data} />
            </section>
            <section className="grid gap-2" aria-labelledby="per-day-title">
              <h3 id="per-day-title" className="font-semibold">
                Per day
              </h3>
              <DayTotalsTable report={report.data} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
