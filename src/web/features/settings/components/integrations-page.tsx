import { CalendarFeed } from '../../../components/services/calendar-feed';
import { useCan } from '../../../lib/current-user';
import { ApiTokensSection } from './api-tokens-section';
import { SettingsSection } from './settings-section';

/** Settings → Integrations: tokens for the business's own tools, and each member's calendar feed. */
export function IntegrationsSettingsPage() {
  const can = useCan();
  return (
    <>
      {can('calendarFeed.view') ? (
        <SettingsSection
          id="calendar-feed"
          title="Calendar feed"
          description="Your appointments in Google Calendar, Apple Calendar or Outlook"
        >
          <CalendarFeed canChange={can('calendarFeed.rotate')} />
        </SettingsSection>
      ) : null}
      {can('apiTokens.manage') ? (
        <SettingsSection id="api-tokens" title="API tokens" description="Connect your own tools to Frontdesk">
          <ApiTokensSection />
        </SettingsSection>
      ) : null}
    </>
  );
}
