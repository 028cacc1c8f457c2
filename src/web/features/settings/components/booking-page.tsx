import { PortalSettingsSection } from '../../../components/client-portal/portal-settings-form';
import { SchedulingSettings } from '../../../components/services/scheduling-settings-section';
import { useCan } from '../../../lib/current-user';
import { BookingSettingsSection } from './booking-settings-form';
import { SettingsSection } from './settings-section';

/** Settings → Booking: the booking link and its rules, online cancelling, and the way to services and hours. */
export function BookingSettingsPage() {
  const can = useCan();
  return (
    <>
      {can('business.manage') ? (
        <SettingsSection
          id="booking-settings"
          title="Booking settings"
          description="Your booking link, and how far ahead and how soon clients may book online"
        >
          <BookingSettingsSection />
        </SettingsSection>
      ) : null}
      {can('portalSettings.manage') ? (
        <SettingsSection id="client-portal" title="Client portal" description="What clients can do online">
          <PortalSettingsSection />
        </SettingsSection>
      ) : null}
      <SettingsSection
        id="booking"
        title="Services and hours"
        description="What clients can book, and when your team works"
      >
        <SchedulingSettings />
      </SettingsSection>
    </>
  );
}
