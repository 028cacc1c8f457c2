import { MailCheck } from 'lucide-react';

/** Off the list, whether just now or before. */
export function Unsubscribed({ businessName }: { businessName: string }) {
  return (
    <>
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h1 className="text-2xl font-bold text-slate-900">You're unsubscribed</h1>
      <p className="text-slate-600">{businessName} won't send you news and offers by email any more.</p>
    </>
  );
}
