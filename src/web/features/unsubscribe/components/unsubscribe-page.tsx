import { UNSUBSCRIBE_LINK_INVALID } from '../../../../contract/consent';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribeStatus } from '../api/get-unsubscribe-status';
import { UnsubscribeConfirm } from './unsubscribe-confirm';
import { Unsubscribed } from './unsubscribed';

/** `/unsubscribe/:token`: the link at the foot of a business's marketing email. No sign-in. */
export function UnsubscribePage({ token }: { token: string }) {
  useDocumentTitle('Unsubscribe');
  return (
    <PublicLayout>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        <Card className="grid gap-4 p-6 text-center">
          <UnsubscribeState token={token} />
        </Card>
      </div>
    </PublicLayout>
  );
}

function UnsubscribeState({ token }: { token: string }) {
  const status = useUnsubscribeStatus(token);
  if (status.isPending) {
    return <LoadingSkeleton label="Loading…" className="grid gap-3" bars={['mx-auto h-8 w-2/3', 'h-16']} />;
  }
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 404) {
      return (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{UNSUBSCRIBE_LINK_INVALID}</h1>
          <p className="text-slate-600">
            It may have been cut short when it was copied. Open it again from the email, or use the
            unsubscribe link in a more recent email from the business.
          </p>
        </>
      );
    }
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
        <div className="text-left">
          <ErrorState error={status.error} onRetry={() => status.refetch()} />
        </div>
      </>
    );
  }
  return status.data.subscribed ? (
    <UnsubscribeConfirm token={token} businessName={status.data.businessName} />
  ) : (
    <Unsubscribed businessName={status.data.businessName} />
  );
}
