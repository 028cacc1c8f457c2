import { Route, Switch } from 'wouter';
import type { CurrentUser } from '../../contract/auth';
import { HomePage } from '../features/home/components/home-page';
import { ComingSoonPage } from '../features/placeholder/coming-soon-page';
import { appPlaceholderScreens } from '../features/placeholder/screens';
import { SettingsPage } from '../features/settings/components/settings-page';
import { NotFoundPage } from './not-found';
import { AppShell } from './shell/app-shell';

export function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <AppShell user={user}>
      <Switch>
        <Route path="/">
          <HomePage user={user} />
        </Route>
        <Route path="/settings">
          <SettingsPage user={user} />
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
