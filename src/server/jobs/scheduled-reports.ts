import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { hasFeature } from '../../contract/plans';
import { type ReportSchedule, reportScheduleLabels } from '../../contract/reports';
import type { Database } from '../db/client';
import { businesses, reports } from '../db/schema/index';
import { nextRunAfter, scheduledRange } from '../modules/reports/schedule';
import { buildReport, reportCsvFile, reportPdfFile } from '../modules/reports/service';
import { reportTitles } from '../modules/reports/tables';
import { enqueueEmail } from './outbox';
import { type JobLogger, startPeriodicJob } from './periodic';

/**
 * Sends one due scheduled report: the row is claimed with SKIP LOCKED and moved to its next send in the
 * transaction that queues its emails, so several app instances never send the same occurrence twice.
 * Returns false when nothing is due.
 */
export async function sendNextDueReport(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ report: reports, business: businesses })
      .from(reports)
      .innerJoin(businesses, eq(businesses.id, reports.businessId))
      .where(and(eq(reports.isActive, true), isNotNull(reports.schedule), lte(reports.nextRunAt, now)))
      .orderBy(asc(reports.nextRunAt), asc(reports.id))
      .limit(1)
      .for('update', { of: reports, skipLocked: true });
    if (!due?.report.schedule || !due.report.nextRunAt) return false;
    const { report, business } = due;
    const schedule = report.schedule as ReportSchedule;
    // A plan without analytics keeps the schedule but sends nothing until it has it again.
    if (hasFeature(business, 'analytics')) {
      const range = scheduledRange(schedule, business.timezone, report.nextRunAt as Date);
      const built = await buildReport(
        tx,
        { businessId: business.id, timezone: business.timezone },
        report.type as Parameters<typeof buildReport>[2],
        range,
      );
      const heading = { business, range, now: report.nextRunAt as Date };
      const pdf = await reportPdfFile(built, heading);
      const csv = reportCsvFile(built, heading);
      for (const to of report.recipients) {
        await enqueueEmail(tx, {
          kind: 'scheduled_report',
          businessId: business.id,
          to,
          subject: `${business.name}: ${report.name} (${range.from} to ${range.to})`,
          text: [
            `Your ${reportTitles[built.type].toLowerCase()} report "${report.name}" for ${range.from} to ${range.to} is attached as PDF and CSV.`,
            '',
            `Schedule: ${reportScheduleLabels[schedule]}. Change it or stop it under Reports in Frontdesk.`,
          ].join('\n'),
          attachments: [
            { filename: pdf.filename, contentType: 'application/pdf', content: pdf.body },
            { filename: csv.filename, contentType: 'text/csv', content: Buffer.from(csv.body, 'utf8') },
          ],
        });
      }
    }
    await tx
      .update(reports)
      .set({
        lastGenerated: hasFeature(business, 'analytics') ? now : report.lastGenerated,
        nextRunAt: nextRunAfter(schedule, business.timezone, now),
      })
      .where(eq(reports.id, report.id));
    return true;
  });
}

/** Sends every due report; returns how many were handled. */
export async function sendDueReports(db: Database, now = new Date(), limit = 100): Promise<number> {
  let handled = 0;
  while (handled < limit && (await sendNextDueReport(db, now))) handled += 1;
  return handled;
}

/** Checks every minute; `stop()` waits for the round in flight. */
export function startScheduledReportsJob({
  db,
  log,
  intervalMs = 60_000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'scheduled reports round',
    intervalMs,
    log,
    round: async () => {
      const sent = await sendDueReports(db);
      if (sent) log.info({ sent }, 'scheduled reports sent');
    },
  });
}
