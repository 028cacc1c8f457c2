import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../contract/two-factor';
import { AuthPageFrame } from '../components/layout/auth-card-page';
import { useDocumentTitle } from '../components/layout/page-title';
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
    <AuthPageFrame>
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
    </AuthPageFrame>
  );
}
