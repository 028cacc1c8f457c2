import { type ReactNode, useCallback } from 'react';
import { Redirect } from 'wouter';
import type { CurrentUser } from '../../../../contract/auth';
import { PageTitle } from '../../../components/layout/page-title';
import { DraftProvider } from '../../../components/settings-draft/draft-context';
import { SaveBar } from '../../../components/settings-draft/save-bar';
import { UnsavedChangesGuard } from '../../../components/settings-draft/unsaved-changes-guard';
import { useCan } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import {
  isSettingsPageId,
  type SettingsPageId,
  settingsPageForHash,
  settingsPages,
  settingsPath,
  visibleSettingsPages,
} from '../lib/settings-pages';
import { AccountSettingsPage } from './account-page';
import { BillingSettingsPage } from './billing-page';
import { BookingSettingsPage } from './booking-page';
import { BusinessSettingsPage } from './business-page';
import { IntegrationsSettingsPage } from './integrations-page';
import { NotificationsSettingsPage } from './notifications-page';
import { PaymentsSettingsPage } from './payments-page';
import { SettingsMenu } from './settings-menu';
import { TeamSettingsPage } from './team-page';
import { useScrollToHash } from './use-scroll-to-hash';

/**
 * `/settings`: the first page the member may open, or, for an address of the old one-page Settings
 * (`/settings#billing`), the page that section is on now.
 */
export function SettingsIndex() {
  const can = useCan();
  const moved = settingsPageForHash(window.location.hash);
  if (moved && visibleSettingsPages(can).some((page) => page.id === moved.page))
    return <Redirect to={settingsPath(moved.page, moved.section)} replace />;
  const first = visibleSettingsPages(can)[0]?.id ?? 'account';
  return <Redirect to={settingsPath(first)} replace />;
}

const content: Record<SettingsPageId, (user: CurrentUser) => ReactNode> = {
  business: (user) => <BusinessSettingsPage user={user} />,
  booking: () => <BookingSettingsPage />,
  payments: () => <PaymentsSettingsPage />,
  notifications: () => <NotificationsSettingsPage />,
  team: () => <TeamSettingsPage />,
  billing: () => <BillingSettingsPage />,
  integrations: () => <IntegrationsSettingsPage />,
  account: (user) => <AccountSettingsPage user={user} />,
};

/**
 * `/settings/{page}` (issue 33): the settings menu beside one page of settings, whose changes are saved together
 * by the save bar, and not lost to a link or Back without a question.
 */
export function SettingsScreen({
  user,
  pageId,
  notFound,
  noAccess,
}: {
  user: CurrentUser;
  pageId: string;
  notFound: ReactNode;
  noAccess: (screen: string) => ReactNode;
}) {
  const can = useCan();
  useScrollToHash();
  const pages = visibleSettingsPages(can);
  const page = pages.find((candidate) => candidate.id === pageId);
  const onSaved = useCallback(() => toast({ type: 'success', title: 'Changes saved' }), []);
  if (!isSettingsPageId(pageId)) return notFound;
  if (!page) return noAccess(`${settingsPages.find((known) => known.id === pageId)?.label} settings`);
  return (
    <>
      <PageTitle title={`${page.label} settings`} subtitle={page.description} />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <SettingsMenu pages={pages} current={page.id} />
        <DraftProvider key={page.id} onSaved={onSaved}>
          <div className="grid min-w-0 content-start gap-6">
            {content[page.id](user)}
            <SaveBar />
          </div>
          <UnsavedChangesGuard />
        </DraftProvider>
      </div>
    </>
  );
}
