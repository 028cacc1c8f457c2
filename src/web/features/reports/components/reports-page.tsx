import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hasFeature, plansWith } from '../../../../contract/plans';
import {
  NO_DATA,
  type ReportPeriod,
  type ReportType,
  reportPeriodLabels,
  reportPeriods,
} from '../../../../contract/reports';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSubscription } from '../../../lib/subscription';
import { reportQueryKey, useReport } from '../api/get-report';
import { queryStringOf, type ReportSelection, rangeLabel, selectionFrom } from '../lib/selection';
import { InventoryTab, ServicesTab, StaffTab } from './breakdown-tabs';
import { ExportMenu } from './export-menu';
import { KpiCards } from './kpi-cards';
import { OverviewTab } from './overview-tab';
import { RangePicker } from './range-picker';
import { SaveReportDialog } from './save-report-dialog';
import { SavedReports } from './saved-reports';

const TABS: { value: ReportType; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'services', label: 'Services' },
  { value: 'staff', label: 'Staff' },
  { value: 'inventory', label: 'Inventory' },
];

/** `/reports` (spec §2): real figures over any period; plan feature analytics. */
export function ReportsPage() {
  const plan = useSubscription();
  return (
    <>
      <PageTitle title="Reports and Analytics" subtitle="How much you made, who is busy, and what sells" />
      {hasFeature(plan, 'analytics') ? (
        <Reports />
      ) : (
        <FeatureGate
          plan={plan}
          description={`Revenue, appointments, clients, services, staff and inventory over any period, with exports, on ${plansWith('analytics')}.`}
        />
      )}
    </>
  );
}

function Reports() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selection = selectionFrom(search);
  const [tab, setTab] = useState<ReportType>('overview');
  const queryClient = useQueryClient();
  const choose = (next: ReportSelection) => navigate(`/reports${queryStringOf(next)}`);
  const overview = useReport('overview', selection);
  const refreshing = overview.isFetching;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="report-period">Period</Label>
          <NativeSelect
            id="report-period"
            className="w-48"
            value={'period' in selection ? selection.period : ''}
            onChange={(e) => choose({ period: e.target.value as ReportPeriod })}
          >
            {'period' in selection ? null : <option value="">Custom range</option>}
            {reportPeriods.map((p) => (
              <option key={p} value={p}>
                {reportPeriodLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <RangePicker selection={selection} onPick={choose} />
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={refreshing}
            onClick={() => queryClient.invalidateQueries({ queryKey: reportQueryKey })}
          >
            <RefreshCw
              aria-hidden="true"
              className={refreshing ? 'animate-spin motion-reduce:animate-none' : ''}
            />
            Refresh Data
          </Button>
          <SaveReportDialog
            type={tab}
            selection={selection}
            tabLabel={TABS.find((t) => t.value === tab)?.label ?? 'Overview'}
          />
          <ExportMenu type={tab} selection={selection} />
        </div>
      </div>

      {overview.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">Loading reports…</span>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {rangeLabel(overview.data.from, overview.data.to)} · {overview.data.timezone}
          </p>
          <KpiCards overview={overview.data} />
        </>
      )}

      <Tabs value={tab} onValueChange={(v) => setTab(v as ReportType)} className="grid gap-4">
        <TabsList aria-label="Reports" className="max-w-xl">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          {overview.data ? (
            isEmpty(overview.data) ? (
              <Card>
                <EmptyState title={NO_DATA} description="No appointments, sales or clients in this period." />
              </Card>
            ) : (
              <OverviewTab overview={overview.data} />
            )
          ) : null}
        </TabsContent>
        <TabsContent value="services">
          <ServicesPanel selection={selection} />
        </TabsContent>
        <TabsContent value="staff">
          <StaffPanel selection={selection} />
        </TabsContent>
        <TabsContent value="inventory">
          <InventoryPanel selection={selection} />
        </TabsContent>
      </Tabs>

      <SavedReports
        onOpen={(type, saved) => {
          setTab(type);
          choose(saved);
          window.scrollTo(0, 0);
        }}
      />
    </div>
  );
}

function isEmpty(overview: NonNullable<ReturnType<typeof useReport<'overview'>>['data']>) {
  const k = overview.kpis;
  return k.appointments === 0 && Number(k.productRevenue) === 0 && k.newClients === 0;
}

type Loaded<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

/** A breakdown tab's loading and error states around its table. */
function Panel<T>({
  label,
  query,
  children,
}: {
  label: string;
  query: Loaded<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <LoadingSkeleton label={`Loading ${label}…`} bars={['h-48']} />;
  }
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return children(query.data);
}

function ServicesPanel({ selection }: { selection: ReportSelection }) {
  return (
    <Panel label="services" query={useReport('services', selection)}>
      {(report) => <ServicesTab report={report} />}
    </Panel>
  );
}

function StaffPanel({ selection }: { selection: ReportSelection }) {
  return (
    <Panel label="staff" query={useReport('staff', selection)}>
      {(report) => <StaffTab report={report} />}
    </Panel>
  );
}

function InventoryPanel({ selection }: { selection: ReportSelection }) {
  return (
    <Panel label="inventory" query={useReport('inventory', selection)}>
      {(report) => <InventoryTab report={report} />}
    </Panel>
  );
}
