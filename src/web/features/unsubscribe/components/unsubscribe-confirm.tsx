import { MailMinus } from 'lucide-react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useUnsubscribe } from '../api/unsubscribe';

/** Still subscribed: leaving takes a click, never the visit (mail scanners open links). */
export function UnsubscribeConfirm({ token, businessName }: { token: string; businessName: string }) {
  const unsubscribe = useUnsubscribe(token);
  return (
    <>
      <MailMinus aria-hidden="true" className="mx-auto size-12 text-primary-600" />
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe from {businessName}</h1>
      <p className="text-slate-600">
        You'll stop getting news and offers from {businessName} by email. Appointment confirmations and
        reminders still arrive.
      </p>
      {unsubscribe.isError ? (
        <ErrorAlert className="text-left">
          {errorMessage(unsubscribe.error, 'Could not unsubscribe you. Please try again.')}
        </ErrorAlert>
      ) : null}
      <div>
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    </>
  );
}
