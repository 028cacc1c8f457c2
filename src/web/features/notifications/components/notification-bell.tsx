import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotificationCount } from '../api/get-notification-count';
import { refreshNotifications } from '../api/mark-notifications-read';
import { NotificationList } from './notification-list';

export function NotificationBell() {
  const count = useNotificationCount();
  const badgeId = useId();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Each opening reads the list afresh, and the badge with it.
  const toggle = (next: boolean) => {
    if (next) void refreshNotifications(queryClient);
    setOpen(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={toggle}>
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
          collisionPadding={8}
          aria-labelledby={headingId}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <NotificationList headingId={headingId} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
