import { sql } from 'drizzle-orm';
import { tiersWith } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';

/**
 * How far back a trigger is looked for: a job that was down for a while still starts the runs it missed,
 * without ever scanning a business's whole history.
 */
const LOOKBACK = sql`interval '7 days'`;

const STATUS_TRIGGERS = sql`(values ('appointment_completed', 'completed'), ('appointment_cancelled', 'cancelled'),
  ('no_show', 'no_show')) as t(trigger, status)`;

/** The flow's business has marketing now (decision 021): hasFeature's rule, for every business at once. */
const MARKETING_PLAN = sql`exists (select 1 from businesses p where p.id = f.business_id
  and (p.subscription_status = 'active' or p.subscription_tier = 'free')
  and p.subscription_tier in (${sql.join(
    tiersWith('marketing').map((tier) => sql`${tier}`),
    sql`, `,
  )}))`;

/**
 * Starts a run for every subject an active flow's trigger has seen since the flow was switched on: one
 * statement per kind of trigger over every business, each run unique per flow and appointment (a trigger seen
 * again starts nothing). Safe on every instance at once: the unique index decides. A business whose plan
 * lacks marketing starts none.
 */
export async function discoverRuns(db: DbOrTx, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const insert = sql`insert into flow_runs (business_id, flow_id, appointment_id, client_id, status, step, due_at)`;
  const done = sql`on conflict (flow_id, appointment_id) do nothing`;

  await db.execute(sql`${insert}
    select f.business_id, f.id, a.id, a.client_id, 'waiting', 0, ${at}
    from automated_flows f
    join appointments a on a.business_id = f.business_id
      and a.created_at >= f.activated_at and a.created_at >= ${at} - ${LOOKBACK}
    where f.is_active and f.trigger = 'appointment_booked' and ${MARKETING_PLAN}
    ${done}`);

  await db.execute(sql`${insert}
    select f.business_id, f.id, a.id, a.client_id, 'waiting', 0, ${at}
    from automated_flows f
    join ${STATUS_TRIGGERS} on t.trigger = f.trigger
    join appointments a on a.business_id = f.business_id and a.status = t.status
      and a.updated_at >= f.activated_at and a.updated_at >= ${at} - ${LOOKBACK}
    where f.is_active and ${MARKETING_PLAN}
    ${done}`);

  // Lapsed: a completed visit turned N days old (since the flow was switched on) with nothing after it,
  // done or booked. The subject is that last visit, so a client who comes back can lapse again later.
  const days = sql`make_interval(days => (f.trigger_config->>'days')::int)`;
  await db.execute(sql`${insert}
    select f.business_id, f.id, a.id, a.client_id, 'waiting', 0, ${at}
    from automated_flows f
    join appointments a on a.business_id = f.business_id and a.status = 'completed'
      and a.ends_at + ${days} <= ${at}
      and a.ends_at + ${days} >= greatest(f.activated_at, ${at} - ${LOOKBACK})
    where f.is_active and f.trigger = 'client_lapsed' and ${MARKETING_PLAN}
      and not exists (select 1 from appointments b where b.business_id = f.business_id
        and b.client_id = a.client_id and b.starts_at > a.starts_at
        and b.status in ('completed', 'pending', 'confirmed'))
    ${done}`);

  // Rebook: N days after a completed visit for the service, unless the client has booked it again since.
  await db.execute(sql`${insert}
    select f.business_id, f.id, a.id, a.client_id, 'waiting', 0, ${at}
    from automated_flows f
    join appointments a on a.business_id = f.business_id and a.status = 'completed'
      and a.service_id = (f.trigger_config->>'serviceId')::int
      and a.ends_at + ${days} <= ${at}
      and a.ends_at + ${days} >= greatest(f.activated_at, ${at} - ${LOOKBACK})
    where f.is_active and f.trigger = 'rebook_due' and ${MARKETING_PLAN}
      and not exists (select 1 from appointments b where b.business_id = f.business_id
        and b.client_id = a.client_id and b.service_id = a.service_id and b.starts_at > a.starts_at
        and b.status <> 'cancelled')
    ${done}`);
}
