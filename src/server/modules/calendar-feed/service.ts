import type { z } from 'zod';
import { can } from '../../../contract/abilities';
import type { exportAppointmentsQuerySchema } from '../../../contract/appointments';
import type { MemberRole } from '../../../contract/auth';
import type { CalendarFeed } from '../../../contract/calendar-feed';
import { recordAudit } from '../../core/audit';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { buildCalendar } from './ics';
import { businessName, exportRows, feedByToken, feedToken, toCsv, toEvent } from './repository';

// From PUBLIC_URL only: a forged Host header must not put a foreign address in the feed or its events' UIDs,
// and 127.0.0.1 vs localhost must not give one appointment two UIDs (calendar apps would show it twice).
const feedUrl = (token: string) => `${publicOrigin()}/api/public/calendar/${token}.ics`;
const uidHost = () => new URL(publicOrigin()).host;

/** The member's own secret subscription URL; `rotate` replaces its token, so the old URL stops working. */
export async function calendarFeed(
  db: DbOrTx,
  member: { businessId: number; userId: number },
  rotate: boolean,
): Promise<CalendarFeed> {
  return { url: feedUrl(await feedToken(db, member, rotate)) };
}

/**
 * The upcoming appointments the token's member may see now ('<token>.ics'), as iCalendar: the whole team's
 * with `appointments.viewAll`, else their own. A member removed or deactivated has no feed (it went with the
 * membership); one whose role may no longer have a feed gets 404 too.
 */
export async function calendarFile(db: DbOrTx, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const feed = token ? await feedByToken(db, token) : undefined;
  const role = feed?.role as MemberRole | undefined;
  if (!feed || !can(role, 'calendarFeed.view')) throw notFound('Calendar not found');
  const everyone = can(role, 'appointments.viewAll');
  if (!everyone && feed.staffId === null) throw notFound('Calendar not found');
  const rows = await exportRows(db, feed.businessId, {
    from: new Date(),
    ...(everyone || feed.staffId === null ? {} : { staffId: feed.staffId }),
  });
  return buildCalendar(
    feed.name,
    rows.map((r) => toEvent(r, uidHost())),
  );
}

/** A local date range of the schedule as a named .ics or .csv file. */
export async function exportSchedule(
  db: DbOrTx,
  businessId: number,
  query: z.output<typeof exportAppointmentsQuerySchema>,
): Promise<{ fileName: string; format: 'ics' | 'csv'; body: string }> {
  const name = await businessName(db, businessId);
  const rows = await exportRows(db, businessId, query);
  // Recorded as the file is made, just before it is sent (a read: no transaction to share).
  await recordAudit(db, {
    businessId,
    action: 'data.exported',
    target: {
      type: 'appointments',
      label: `Appointments ${query.startDate} – ${query.endDate} (${query.format.toUpperCase()})`,
    },
    after: { format: query.format, startDate: query.startDate, endDate: query.endDate, rows: rows.length },
  });
  const fileName = `schedule-${query.startDate}-to-${query.endDate}.${query.format}`;
  if (query.format === 'csv') return { fileName, format: 'csv', body: toCsv(rows) };
  return {
    fileName,
    format: 'ics',
    body: buildCalendar(
      name ?? 'Schedule',
      rows.map((r) => toEvent(r, uidHost())),
    ),
  };
}
