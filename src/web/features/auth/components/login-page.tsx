import { useLocation, useSearch } from 'wouter';
import { AuthCardPage } from '../../../components/layout/auth-card-page';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { nextPathFrom } from '../../../lib/next-path';
import { LogInForm } from './log-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * /login: sign in, or create an account and a business (`?tab=signup` opens the second); then Home, or
 * back to `?next=` (e.g. the launch offer a visitor came from).
 */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [, navigate] = useLocation();
  const search = useSearch();
  const initialTab = new URLSearchParams(search).get('tab') === 'signup' ? 'signup' : 'signin';
  const goHome = () => navigate(nextPathFrom(search), { replace: true });

  return (
    <AuthCardPage title="Welcome to Frontdesk" lead="Run your bookings, clients and sales in one place.">
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="signup">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-5">
          <LogInForm onSignedIn={goHome} />
        </TabsContent>
        <TabsContent value="signup" className="mt-5">
          <SignUpForm onSignedUp={goHome} />
        </TabsContent>
      </Tabs>
    </AuthCardPage>
  );
}
