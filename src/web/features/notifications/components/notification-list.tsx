import type { Notification } from '../../../../contract/notifications';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';

export function countLabel(count: number) {
  if (count === 0) return "You're all caught up.";
  return count === 1 ? 'You have 1 unread notification.' : `You have ${count} unread notifications.`;
}

/** The bell's panel: what happened lately, newest first; opening one goes there and marks it read. */
export function NotificationList({ headingId, onNavigate }: { headingId: string; onNavigate: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    onNavigate();
  };

  return (
    <div className="flex max-h-[min(32rem,75vh)] flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            Notifications
          </h2>
          {list.data ? (
            <p className="mt-0.5 text-sm text-slate-600" aria-live="polite">
              {countLabel(unread)}
            </p>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {list.isPending ? (
        <p role="status" className="px-4 py-6 text-sm text-slate-600">
          Loading notifications…
        </p>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? null : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100 overflow-y-auto">
          {list.data.items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}
