import type { QueueStatus } from '../../../../contract/waiting-rooms';

/** The visitor's status in words, as the status page says it. */
export const statusMessages: Record<QueueStatus, string> = {
  waiting: 'Waiting',
  called: "It's your turn! Please come to the front desk.",
  serving: "You're being served",
  completed: 'Thanks for visiting',
  left: 'You left the waiting list',
  no_show: 'You were marked as a no-show',
  removed: 'You were removed from the waiting list',
};

/** The page's headline: the place in line while waiting, else the status itself. */
export function statusHeadline(status: QueueStatus, position: number | null): string {
  if (status === 'waiting') return position === null ? "You're in line" : `You're number ${position}`;
  return statusMessages[status];
}

/** What the live region says: the place while waiting ("Waiting. You're number 2"), else the status. */
export function statusAnnouncement(status: QueueStatus, position: number | null): string {
  return status === 'waiting'
    ? `${statusMessages.waiting}. ${statusHeadline(status, position)}`
    : statusMessages[status];
}
