import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotificationCount } from '../api/get-notification-count';

function countLabel(count: number) {
  if (count === 0) return "You're all caught up.";
  return count === 1 ? 'You have 1 unread notification.' : `You have ${count} unread notifications.`;
}

export function NotificationBell() {
  const count = useNotificationCount();
  const badgeId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Notifications"
          aria-describedby={count > 0 ? badgeId : undefined}
          className="relative"
        >
          <Bell aria-hidden="true" />
          {count > 0 ? (
            <span
              id={badgeId}
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white"
            >
              {count > 99 ? '99+' : count}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-sm font-semibold text-slate-900">Notifications</p>
          <p className="mt-1 text-sm text-slate-600">{countLabel(count)}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
