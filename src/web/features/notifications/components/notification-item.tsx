import { Link } from 'wouter';
import type { Notification } from '../../../../contract/notifications';
import { cn } from '../../../lib/cn';
import { formatWhen } from '../lib/format-when';

/** One row of the bell: a link to where it happened; an unread one is tinted, dotted and says so. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  return (
    <li>
      <Link
        href={n.link}
        onClick={() => onOpen(n)}
        className={cn(
          'flex gap-3 px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-inset',
          !n.read && 'bg-primary-50/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary-600')}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-slate-900', n.read ? 'font-normal' : 'font-semibold')}>
            {n.read ? null : <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          <span className="line-clamp-2 block text-sm break-words text-slate-600">{n.body}</span>
          <time dateTime={n.at} className="mt-0.5 block text-xs text-slate-600">
            {formatWhen(n.at)}
          </time>
        </span>
      </Link>
    </li>
  );
}
