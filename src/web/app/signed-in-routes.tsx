import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { can } from '../../contract/abilities';
import type { CurrentUser } from '../../contract/auth';
import { hasFeature } from '../../contract/plans';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { FeatureGate } from '../components/plan/feature-gate';
import { PageLoading } from '../components/ui/page-loading';
import { ActivityPage } from '../features/activity/components/activity-page';
import { AppointmentsPage } from '../features/appointments/components/appointments-page';
import { AutomationPage } from '../features/automation/components/automation-page';
import { CalendarPage } from '../features/calendar/components/calendar-page';
import { ChatPage } from '../features/chat/components/chat-page';
import { ClientProfilePage } from '../features/clients/components/client-profile-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { HomePage } from '../features/home/components/home-page';
import { LocationsPage } from '../features/locations/components/locations-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { PayrollPage } from '../features/payroll/components/payroll-page';
import { ComingSoonPage } from '../features/placeholder/coming-soon-page';
import { appPlaceholderScreens } from '../features/placeholder/screens';
import { PosPage } from '../features/pos/components/pos-page';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { ProductsPage } from '../features/products/components/products-page';
import { ReceiptPage } from '../features/receipts/components/receipt-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { SaleDetailPage } from '../features/sales/components/sale-detail-page';
import { SalesPage } from '../features/sales/components/sales-page';
import { ServicesPage } from '../features/services/components/services-page';
import { SettingsIndex, SettingsScreen } from '../features/settings/components/settings-page';
import { StaffPage } from '../features/staff/components/staff-page';
import { SubscribePage } from '../features/subscribe/components/subscribe-page';
import { TimezonePage } from '../features/timezone/components/timezone-page';
import { WALK_INS_GATE, WalkInsPage } from '../features/walk-ins/components/walk-ins-page';
import { useBusinessClock } from '../lib/api/business/use-business-clock';
import { useSubscription } from '../lib/subscription';
import { NoAccessPage } from './no-access';
import { NotFoundPage } from './not-found';
import { AppShell } from './shell/app-shell';
import { TwoFactorRequiredPage } from './two-factor-required';

// Reports carry the charting and calendar libraries: a chunk of their own, loaded when opened.
const ReportsPage = lazy(() =>
  import('../features/reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);

// The walk-in kiosk, TV board and poster fill the screen without the app's frame: chunks of their own.
const KioskPage = lazy(() =>
  import('../features/walk-ins/components/kiosk-page').then((m) => ({ default: m.KioskPage })),
);
const BoardPage = lazy(() =>
  import('../features/walk-ins/components/board-page').then((m) => ({ default: m.BoardPage })),
);
const PosterPage = lazy(() =>
  import('../features/walk-ins/components/poster-page').then((m) => ({ default: m.PosterPage })),
);

/**
 * A walk-in screen outside the shell; the shell's refusal for a member without `walkIns.view`, and the
 * upgrade gate for a plan without front_desk.
 */
function WalkInsScreen({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const plan = useSubscription();
  if (!can(user.role, 'walkIns.view')) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="p-4 sm:p-6">
        <NoAccessPage screen="Walk-ins" />
      </main>
    );
  }
  if (!hasFeature(plan, 'front_desk')) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto grid max-w-3xl gap-4 p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-slate-900">Walk-ins</h1>
        <FeatureGate plan={plan} description={WALK_INS_GATE} />
      </main>
    );
  }
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

export function SignedInRoutes({ user }: { user: CurrentUser }) {
  // Keyed by the clock (12-hour until the business answers), so a 24-hour business's screens are written again.
  const clock = useBusinessClock();
  if (user.twoFactorSetupRequired) return <TwoFactorRequiredPage />;
  return (
    <Switch key={clock ?? '12h'}>
      <Route path="/walk-ins/:id/kiosk">
        {(params) => (
          <WalkInsScreen user={user}>
            <KioskPage roomId={Number(params.id)} />
          </WalkInsScreen>
        )}
      </Route>
      <Route path="/walk-ins/:id/board">
        {(params) => (
          <WalkInsScreen user={user}>
            <BoardPage roomId={Number(params.id)} />
          </WalkInsScreen>
        )}
      </Route>
      <Route path="/walk-ins/:id/poster">
        {(params) => (
          <WalkInsScreen user={user}>
            <PosterPage roomId={Number(params.id)} />
          </WalkInsScreen>
        )}
      </Route>
      <Route>
        <ShellRoutes user={user} />
      </Route>
    </Switch>
  );
}

function ShellRoutes({ user }: { user: CurrentUser }) {
  return (
    <AppShell user={user}>
      <Switch>
        <Route path="/">
          <HomePage user={user} />
        </Route>
        <Route path="/dashboard">
          <DashboardPage businessSlug={user.businessSlug} />
        </Route>
        <Route path="/calendar">
          <CalendarPage businessSlug={user.businessSlug} />
        </Route>
        <Route path="/appointments">
          <AppointmentsPage businessSlug={user.businessSlug} />
        </Route>
        <Route path="/products">
          <ProductsPage />
        </Route>
        <Route path="/products/:id">{(params) => <ProductDetailPage id={Number(params.id)} />}</Route>
        <Route path="/sales">
          <SalesPage />
        </Route>
        <Route path="/sales/:id/receipt">{(params) => <ReceiptPage id={Number(params.id)} />}</Route>
        <Route path="/sales/:id">{(params) => <SaleDetailPage id={Number(params.id)} />}</Route>
        <Route path="/pos">
          <PosPage />
        </Route>
        <Route path="/payments">
          <PaymentsPage />
        </Route>
        <Route path="/staff">
          <StaffPage />
        </Route>
        <Route path="/chat">
          <ChatPage />
        </Route>
        <Route path="/locations">
          <LocationsPage />
        </Route>
        <Route path="/reports">
          <Suspense fallback={<PageLoading />}>
            <ReportsPage />
          </Suspense>
        </Route>
        <Route path="/payroll">
          <PayrollPage />
        </Route>
        <Route path="/reviews">
          <ReviewsPage />
        </Route>
        <Route path="/clients">
          <ClientsPage />
        </Route>
        <Route path="/clients/:id">{(params) => <ClientProfilePage clientId={Number(params.id)} />}</Route>
        <Route path="/settings/services">
          <ServicesPage />
        </Route>
        <Route path="/settings/activity">
          {can(user.role, 'activity.view') ? <ActivityPage /> : <NoAccessPage screen="Activity" />}
        </Route>
        <Route path="/subscribe">
          <SubscribePage />
        </Route>
        <Route path="/timezone">
          <TimezonePage />
        </Route>
        <Route path="/settings">
          <SettingsIndex />
        </Route>
        <Route path="/settings/:page">
          {(params) => (
            <SettingsScreen
              user={user}
              pageId={params.page}
              notFound={<NotFoundPage />}
              noAccess={(screen) => <NoAccessPage screen={screen} />}
            />
          )}
        </Route>
        <Route path="/automation">
          <AutomationPage />
        </Route>
        <Route path="/walk-ins">
          <WalkInsPage />
        </Route>
        {appPlaceholderScreens.map((screen) => (
          <Route key={screen.path} path={screen.path}>
            <ComingSoonPage screen={screen} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}
