import { BadgeCheck, MailWarning } from 'lucide-react';
import type { BusinessProfile } from '../../../../contract/business';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSendEmailVerification } from '../api/send-email-verification';

/** The directory's Verified badge: the business email, confirmed through a link sent to it. */
export function EmailVerificationStatus({ business }: { business: BusinessProfile }) {
  const send = useSendEmailVerification();
  if (!business.email) {
    return (
      <p className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Add a business email under Business, then verify it to show as Verified in the directory.
      </p>
    );
  }
  if (business.emailVerified) {
    return (
      <p className="flex items-start gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {business.email} is verified: your listing shows as Verified.
      </p>
    );
  }
  return (
    <div className="grid gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {business.email} is not verified yet. We email a link to it; opening it shows your listing as
        Verified.
      </p>
      {send.isSuccess ? (
        <p role="status">We sent a link to {send.data.email}. It works once, for 48 hours.</p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (sent) => toast({ type: 'success', title: sent.message }),
              onError: (error) =>
                toast({
                  type: 'error',
                  title: 'Error',
                  message: errorMessage(error, 'Failed to send the email'),
                }),
            })
          }
        >
          {send.isPending ? 'Sending...' : send.isSuccess ? 'Send again' : 'Send verification email'}
        </Button>
      </div>
    </div>
  );
}
