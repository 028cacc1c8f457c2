import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, MailCheck } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiJson } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

type Confirmed = { message: string; businessName: string; email: string };

/**
 * `/verify-business-email?token=`: the link in the verification email. Confirming takes a click, not the
 * visit: mail scanners open links, and must not verify an address on nobody's behalf.
 */
export function VerifyBusinessEmailPage() {
  useDocumentTitle('Verify business email');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => apiJson<Confirmed>('POST', '/api/public/business-email-verifications', { token }),
  });

  return (
    <PublicLayout>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        <Card className="grid gap-4 p-6 text-center">
          {confirm.isSuccess ? (
            <>
              <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
              <h1 className="text-2xl font-bold text-slate-900">{confirm.data.message}</h1>
              <p className="text-slate-600">
                {confirm.data.email} is confirmed for {confirm.data.businessName}. The business now shows as
                Verified in the directory.
              </p>
              <div>
                <Link href="/directory" className={buttonVariants({ variant: 'outline' })}>
                  Open the directory
                </Link>
              </div>
            </>
          ) : (
            <>
              <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary-600" />
              <h1 className="text-2xl font-bold text-slate-900">Verify your business email</h1>
              <p className="text-slate-600">
                Confirm that this inbox belongs to the business, and the business shows as Verified in the
                directory.
              </p>
              {token ? null : (
                <ErrorAlert>This link is incomplete. Open the link from the email again.</ErrorAlert>
              )}
              {confirm.isError ? (
                <ErrorAlert>
                  {errorMessage(confirm.error, 'Could not verify the email. Please try again.')}
                </ErrorAlert>
              ) : null}
              <div>
                <Button onClick={() => confirm.mutate()} disabled={!token || confirm.isPending}>
                  {confirm.isPending ? 'Verifying...' : 'Verify email'}
                </Button>
              </div>
            </>
          )}
        </Card>
      </div>
    </PublicLayout>
  );
}
