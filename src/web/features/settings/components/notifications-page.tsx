import { NotificationsSection } from './notifications-form';
import { SettingsSection } from './settings-section';

/** Settings → Notifications (owners, admins, managers): which emails clients get, and the sending address. */
export function NotificationsSettingsPage() {
  return (
    <SettingsSection id="notifications" title="Notifications" description="Which emails your clients get">
      <NotificationsSection />
    </SettingsSection>
  );
}
