import type { QueueStatus, WaitEstimate } from '../../../../contract/waiting-rooms';
import { formatMinutes } from '../../../lib/queue-display';

/** "Waiting 12 min" since the visitor joined; under a minute is "Just joined". */
export function waitingForText(joinedAt: string, now: number): string {
  const minutes = Math.floor((now - new Date(joinedAt).getTime()) / 60_000);
  return minutes < 1 ? 'Just joined' : `Waiting ${formatMinutes(minutes)}`;
}

/** What the minutes per visit were taken from, in the words staff read beside the queue. */
function basisText(estimate: WaitEstimate): string {
  const each = formatMinutes(estimate.minutesPerVisit);
  if (estimate.basis === 'service') return 'Based on the services asked for';
  if (estimate.basis === 'default') return `Based on the room's default of ${each}`;
  if (estimate.sample <= 1) return `Based on the one visit today: ${each}`;
  return `Based on the median of the last ${estimate.sample} visits today: ${each} each`;
}

/** Who is assumed to be serving: on the time clock, scheduled now, or one person when nobody is known. */
function staffText(estimate: WaitEstimate): string {
  if (estimate.staffBasis === 'assumed') return 'assuming 1 staff member';
  const where = estimate.staffBasis === 'clocked_in' ? 'clocked in' : 'scheduled now';
  return `${estimate.staffOnDuty} staff ${where}`;
}

/**
 * "Based on the median of the last 6 visits today: 18 min each · 2 staff clocked in": the estimate's
 * inputs, so staff can judge how far to trust it.
 */
export function describeEstimate(estimate: WaitEstimate): string {
  return `${basisText(estimate)} · ${staffText(estimate)}`;
}

export const statusLabels: Record<QueueStatus, string> = {
  waiting: 'Waiting',
  called: 'Called',
  serving: 'Being served',
  completed: 'Completed',
  left: 'Left',
  no_show: 'No-show',
  removed: 'Removed',
};

export const statusBadgeVariants = {
  waiting: 'neutral',
  called: 'warning',
  serving: 'info',
  completed: 'success',
  left: 'neutral',
  no_show: 'danger',
  removed: 'neutral',
} as const satisfies Record<QueueStatus, string>;

/** "3 waiting" or "1 waiting · 1 called": the header's count of those in line. */
export function inLineText(waiting: number, called: number): string {
  if (waiting === 0 && called === 0) return 'Nobody in line';
  return called === 0 ? `${waiting} waiting` : `${waiting} waiting · ${called} called`;
}
