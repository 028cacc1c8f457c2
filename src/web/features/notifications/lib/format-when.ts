import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a notification happened, in the viewer's clock: 'Just now', '12 min ago' within the hour, else
 * 'Mon, Nov 23 · 2:30 PM' as the app writes days and times everywhere.
 */
export function formatWhen(at: string, now = new Date()): string {
  const instant = new Date(at);
  const minutes = Math.floor((now.getTime() - instant.getTime()) / 60_000);
  if (minutes < 1 && minutes > -1) return 'Just now';
  if (minutes >= 1 && minutes < 60) return `${minutes} min ago`;
  const day = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  const time = `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  return `${formatShortDay(day, now)} · ${formatTimeOfDay(time)}`;
}
