import type { CampaignMetrics as Metrics } from '../../../../contract/campaigns';

const shown: { key: keyof Metrics; term: string }[] = [
  { key: 'audience', term: 'Audience' },
  { key: 'sent', term: 'Sent' },
  { key: 'failed', term: 'Failed' },
  { key: 'unsubscribed', term: 'Unsubscribed' },
  { key: 'bookings', term: 'Bookings (7 days)' },
];

/** A campaign's figures as the server counts them now. */
export function CampaignMetrics({ metrics }: { metrics: Metrics }) {
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-2">
      {shown.map(({ key, term }) => (
        <div key={key} className="grid content-start gap-0.5 rounded-md bg-slate-50 px-3 py-2">
          <dt className="break-words text-xs text-slate-600">{term}</dt>
          <dd className="text-lg font-semibold text-slate-900">{metrics[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
