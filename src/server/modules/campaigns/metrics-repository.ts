import { sql } from 'drizzle-orm';
import type { CampaignMetrics } from '../../../contract/campaigns';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/** How long after its email a recipient's booking counts for the campaign. */
export const BOOKING_WINDOW_DAYS = 7;

export const NO_METRICS: CampaignMetrics = { audience: 0, sent: 0, failed: 0, unsubscribed: 0, bookings: 0 };

type MetricsRow = CampaignMetrics & { campaign_id: number };

/**
 * What sent campaigns did, read from their recipients: the outbox's delivery (or, once retention deleted the
 * outbox row, the status kept on the recipient), the clients' consent since,
 * and the appointments they made within the window. Computed when read, so it never goes stale.
 */
export async function recipientMetrics(
  db: DbOrTx,
  businessId: number,
  campaignIds: number[],
): Promise<Map<number, CampaignMetrics>> {
  if (campaignIds.length === 0) return new Map();
  const ids = sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.campaign_id,
      (count(*) filter (where r.status <> 'skipped'))::int as audience,
      (count(*) filter (where coalesce(o.status, r.delivery_status) = 'sent'))::int as sent,
      (count(*) filter (where coalesce(o.status, r.delivery_status) = 'failed'))::int as failed,
      (count(*) filter (where not c.marketing_opt_in and c.marketing_consent_source = 'unsubscribe_link'
        and c.marketing_consent_at >= r.queued_at))::int as unsubscribed,
      coalesce(sum((select count(*) from appointments a
        where a.business_id = r.business_id and a.client_id = r.client_id
          and a.created_at >= r.queued_at
          and a.created_at < r.queued_at + make_interval(days => ${BOOKING_WINDOW_DAYS}))), 0)::int as bookings
    from campaign_recipients r
    left join outbox o on o.id = r.outbox_id
    join clients c on c.id = r.client_id
    where r.business_id = ${businessId} and r.campaign_id in (${ids})
    group by r.campaign_id`);
  return new Map(
    rowsOf<MetricsRow>(result).map(({ campaign_id, ...m }) => [
      Number(campaign_id),
      {
        audience: Number(m.audience),
        sent: Number(m.sent),
        failed: Number(m.failed),
        unsubscribed: Number(m.unsubscribed),
        bookings: Number(m.bookings),
      },
    ]),
  );
}
