import { ArrowLeft, Download, History } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageTitle } from '../../../components/layout/page-title';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useExportActivity } from '../api/export-activity';
import { useActivity } from '../api/get-activity';
import { useMembers } from '../api/get-members';
import {
  type ActivityFilter,
  dateErrors,
  filterFromSearch,
  isFiltered,
  searchOf,
} from '../lib/activity-filter';
import { useFormatWhen } from '../lib/use-format-when';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { RetentionSection } from './retention-form';

const PATH = '/settings/activity';

/**
 * `/settings/activity` (owners, `activity.view`): the audit trail, filtered by action, member and days,
 * exported as CSV, and how long it is kept. The route refuses other roles.
 */
export function ActivityPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filter, page } = filterFromSearch(search);
  const show = (next: ActivityFilter, nextPage = 1) =>
    navigate(`${PATH}${searchOf(next, nextPage)}`, { replace: true });
  const errors = dateErrors(filter);
  const datesOk = !errors.startDate && !errors.endDate;
  const activity = useActivity(filter, page, datesOk);
  const members = useMembers();
  const exporter = useExportActivity();
  const { formatWhen, timeZone } = useFormatWhen();

  const exportCsv = () =>
    exporter.mutate(filter, {
      onSuccess: (fileName) => toast({ type: 'success', title: `${fileName} downloaded` }),
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to export activity') }),
    });

  return (
    <>
      <PageTitle
        title="Activity"
        subtitle="Who did what: sign-ins, team and pay changes, refunds, deletes and exports"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href="/settings/team" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            Team and access settings
          </Link>
          <Button variant="outline" onClick={exportCsv} disabled={!datesOk || exporter.isPending}>
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
        <Card className="grid gap-3 p-4">
          <ActivityFilters
            filter={filter}
            members={members.data}
            membersLoading={members.isPending}
            dateErrors={errors}
            onChange={(next) => show(next)}
          />
          {timeZone ? (
            <p className="text-xs text-slate-600">
              Days and times are in your business's timezone, {timeZone}.
            </p>
          ) : null}
        </Card>
        <Card aria-busy={activity.isFetching && activity.isPlaceholderData}>
          {!datesOk ? (
            <EmptyState icon={History} title="Pick a valid date range" />
          ) : activity.isPending ? (
            <LoadingSkeleton
              label="Loading activity…"
              className="grid gap-2 p-5"
              bars={['h-10', 'h-10', 'h-10']}
            />
          ) : activity.isError ? (
            <div className="p-5">
              <ErrorState error={activity.error} onRetry={() => activity.refetch()} />
            </div>
          ) : activity.data.total === 0 ? (
            isFiltered(filter) ? (
              <EmptyState
                icon={History}
                title="No activity matches these filters."
                action={
                  <Button variant="outline" onClick={() => show({})}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={History}
                title="Nothing recorded yet."
                description="Sign-ins, team and pay changes, refunds, deletes and exports appear here as they happen."
              />
            )
          ) : activity.data.items.length === 0 ? (
            <EmptyState
              icon={History}
              title="This page is past the last line."
              action={
                <Button variant="outline" onClick={() => show(filter)}>
                  Go to the first page
                </Button>
              }
            />
          ) : (
            <div className={activity.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ActivityTable events={activity.data.items} formatWhen={formatWhen} />
              <Pager
                page={activity.data.page}
                pageSize={activity.data.pageSize}
                total={activity.data.total}
                onPage={(next) => show(filter, next)}
              />
            </div>
          )}
        </Card>
        <section aria-labelledby="activity-retention-title">
          <Card>
            <CardHeader>
              <CardTitle id="activity-retention-title">Keep activity</CardTitle>
              <CardDescription>
                How long each line stays; older lines are deleted for good, every hour.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RetentionSection />
            </CardContent>
          </Card>
        </section>
      </div>
    </>
  );
}
