import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueueReminder } from '../modules/appointments/emails';
import { EMAIL_TIERS } from './outbox';
import { type JobLogger, startPeriodicJob } from './periodic';

const DAY_MS = 24 * 60 * 60 * 1000;

type DueRow = {
  id: number;
  business_id: number;
  business_name: string;
  timezone: string;
  client_name: string;
  client_email: string | null;
  service_name: string;
  staff_name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  /** A visit's services (booked together), in order, and when its last one ends; null for one service. */
  visit_services: string | null;
  visit_ends_at: string | Date | null;
  /** A later service of a visit: the visit's first open service carries the one reminder. */
  later_in_visit: boolean;
};

/**
 * Marks appointments starting within the next 24 hours as reminded and queues their reminder email in
 * the same transaction, so a reminder is written exactly once even with several instances (SKIP LOCKED).
 * Only appointments booked more than 24 hours before they start get one: a later booking's confirmation
 * came moments ago. Only businesses whose plan includes email_notifications send reminders; the others'
 * appointments stay unreminded, so an upgrade within the day still sends theirs. A business that turned
 * reminders off (Settings → Notifications) is passed over the same way: turned back on, they go. Those stay `reminder_sent = false`, as no reminder was sent.
 */
export async function queueDueReminders(db: Database, now = new Date(), batchSize = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select id from appointments
        where send_reminder and not reminder_sent and status in ('pending', 'confirmed')
          and starts_at > ${now.toISOString()}::timestamptz
          and starts_at <= ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz
          and starts_at - created_at > interval '24 hours'
          and exists (
            select 1 from businesses b
            where b.id = appointments.business_id and b.subscription_status = 'active'
              and b.email_client_reminders
              and b.subscription_tier in (${sql.join(
                EMAIL_TIERS.map((t) => sql`${t}`),
                sql`, `,
              )})
          )
        order by starts_at
        limit ${batchSize}
        for update skip locked
      ),
      marked as (
        update appointments a set reminder_sent = true from due where a.id = due.id
        returning a.id, a.business_id, a.client_id, a.service_id, a.staff_id, a.starts_at, a.ends_at,
          a.visit_id
      )
      select m.id, m.business_id, b.name as business_name, b.timezone, c.name as client_name,
        c.email as client_email, s.name as service_name, st.first_name || ' ' || st.last_name as staff_name,
        m.starts_at, m.ends_at,
        (select string_agg(vs.name, ', ' order by v.starts_at) from appointments v
          join services vs on vs.id = v.service_id
          where v.visit_id = m.visit_id and v.status in ('pending', 'confirmed')) as visit_services,
        (select max(v.ends_at) from appointments v
          where v.visit_id = m.visit_id and v.status in ('pending', 'confirmed')) as visit_ends_at,
        exists (select 1 from appointments v
          where v.visit_id = m.visit_id and v.id <> m.id and v.status in ('pending', 'confirmed')
            and v.starts_at < m.starts_at) as later_in_visit
      from marked m
      join businesses b on b.id = m.business_id
      join clients c on c.id = m.client_id
      join services s on s.id = m.service_id
      join staff st on st.id = m.staff_id
    `);
    const rows = (result as unknown as { rows: DueRow[] }).rows;
    for (const r of rows) {
      if (r.later_in_visit) continue;
      await enqueueReminder(tx, {
        businessId: r.business_id,
        businessName: r.business_name,
        timezone: r.timezone,
        clientName: r.client_name,
        clientEmail: r.client_email,
        serviceName: r.visit_services ?? r.service_name,
        staffName: r.staff_name,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.visit_ends_at ?? r.ends_at),
      });
    }
    return rows.length;
  });
}

const BATCH_SIZE = 100;
const MAX_BATCHES_PER_ROUND = 50;

/** Checks every minute; `stop()` waits for the round in flight. */
export function startReminderJob({
  db,
  log,
  intervalMs = 60_000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'reminder round',
    intervalMs,
    log,
    round: async () => {
      // Batch after batch while they come full (a morning's thousand reminders go in one round), up to a cap
      // that leaves the rest to the next round rather than holding a stop back.
      let queued = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
        const n = await queueDueReminders(db, new Date(), BATCH_SIZE);
        queued += n;
        if (n < BATCH_SIZE) break;
      }
      if (queued) log.info({ queued }, 'appointment reminders queued');
    },
  });
}
