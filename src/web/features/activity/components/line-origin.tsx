import type { AuditEvent } from '../../../../contract/audit';

/** Where it came from: the address, with the browser named on hover (and in OriginDetails for the keyboard). */
export function OriginAddress({ event }: { event: AuditEvent }) {
  if (!event.ipAddress) return <span className="text-slate-500">—</span>;
  return (
    <span className="font-mono text-xs text-slate-800" title={event.userAgent ?? undefined}>
      {event.ipAddress}
    </span>
  );
}

/** Opened: the whole browser string and the request id (to find the request in the server's logs). */
export function OriginDetails({ event, when }: { event: AuditEvent; when: string }) {
  if (!event.userAgent && !event.requestId) return null;
  return (
    <details className="text-xs">
      <summary className="w-fit cursor-pointer rounded text-primary-700 hover:underline">
        Details<span className="sr-only">{` of ${event.actionLabel}, ${when}`}</span>
      </summary>
      <dl className="mt-1 grid gap-1 text-left text-slate-700">
        <div>
          <dt className="font-medium text-slate-900">Browser</dt>
          <dd className="wrap-anywhere">{event.userAgent ?? 'Not known'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Request ID</dt>
          <dd className="font-mono wrap-anywhere">{event.requestId ?? 'None'}</dd>
        </div>
      </dl>
    </details>
  );
}
