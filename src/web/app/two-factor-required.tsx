import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../contract/two-factor';
import { Brand } from '../components/layout/brand';
import { useDocumentTitle } from '../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { TwoFactorSetup } from '../components/two-factor/two-factor-setup';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { currentUserQueryOptions } from '../lib/current-user';

/**
 * What a member sees while their business requires a second factor of their role and they have none: the
 * server answers nothing else until they set it up (or sign out). Once on, the app opens as usual.
 */
export function TwoFactorRequiredPage() {
  useDocumentTitle('Set up two-factor sign-in');
  const queryClient = useQueryClient();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-primary-50 to-slate-50 px-4 py-10"
    >
      <Brand />
      <h1 className="mt-6 text-center text-2xl font-bold tracking-tight text-slate-900">
        Set up two-factor sign-in
      </h1>
      <p className="mt-2 max-w-md text-center text-sm text-slate-700">{TWO_FACTOR_SETUP_REQUIRED}</p>
      <Card className="mt-6 w-full max-w-md p-5 sm:p-6">
        <TwoFactorSetup
          onDone={() => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })}
        />
      </Card>
      <a href="/api/logout" className={`${buttonVariants({ variant: 'link' })} mt-4`}>
        Log out
      </a>
    </main>
  );
}
