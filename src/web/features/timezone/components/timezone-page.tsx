import { PageTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useCan } from '../../../lib/current-user';
import { useTimezoneSettings } from '../api/get-timezone-settings';
import { AvailabilitySection } from './availability-section';
import { TimezoneSettingsForm } from './timezone-settings-form';
import { TimezoneTiles } from './timezone-tiles';

/** `/timezone`: where the business is, and the weekly hours each staff member can be booked. */
export function TimezonePage() {
  const settings = useTimezoneSettings();
  const canManage = useCan()('schedule.manage');
  return (
    <>
      <PageTitle title="Timezone & Availability" subtitle="Your business timezone and weekly hours" />
      <div className="mx-auto grid max-w-5xl gap-6">
        {settings.isPending ? (
          <LoadingSkeleton
            label="Loading timezone settings…"
            className="grid gap-4 sm:grid-cols-3"
            bars={['h-24', 'h-24', 'h-24']}
          />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          <>
            <TimezoneTiles businessTimezone={settings.data.primaryTimezone} />
            {canManage ? <TimezoneSettingsForm settings={settings.data} /> : null}
          </>
        )}
        {canManage ? (
          <AvailabilitySection />
        ) : (
          <p className="text-sm text-slate-600">
            Owners, admins and managers set the timezone and each staff member's hours.
          </p>
        )}
      </div>
    </>
  );
}
