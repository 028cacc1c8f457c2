import { useLocation, useSearch } from 'wouter';
import { Brand } from '../../../components/layout/brand';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { Card } from '../../../components/ui/card';
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
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-primary-50 to-slate-50 px-4 py-10"
    >
      <Brand />
      <h1 className="mt-6 text-center text-2xl font-bold tracking-tight text-slate-900">
        Welcome to Frontdesk
      </h1>
      <p className="mt-1 text-center text-sm text-slate-600">
        Run your bookings, clients and sales in one place.
      </p>
      <Card className="mt-6 w-full max-w-md p-5 sm:p-6">
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
      </Card>
    </main>
  );
}
