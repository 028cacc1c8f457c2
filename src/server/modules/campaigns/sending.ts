import { hasFeature } from '../../../contract/plans';
import type { Database, DbOrTx } from '../../db/client';
import { enqueueEmail } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { campaignEmail } from './email';
import {
  type CampaignRow,
  claimDueCampaigns,
  claimPendingRecipients,
  insertAudienceRecipients,
  listOfferCodes,
  markCampaignSending,
  markFinishedCampaignsSent,
  markRecipientQueued,
  markRecipientSkipped,
} from './repository';

/**
 * Sending begins: the audience as it stands now becomes the recipient list (once: the unique index keeps
 * a second start from adding anyone twice), and the campaign is marked sending. The sender job then
 * writes their emails in batches.
 */
export async function startSending(tx: DbOrTx, campaign: CampaignRow, now: Date) {
  await insertAudienceRecipients(tx, campaign, now);
  await markCampaignSending(tx, campaign.id, campaign.scheduledAt ?? now, now);
}

/** Scheduled campaigns whose time has come start sending; SKIP LOCKED lets every instance run this. */
export async function startDueCampaigns(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueCampaigns(tx, now);
    for (const campaign of due) await startSending(tx, campaign, now);
    return due.length;
  });
}

async function offerCodes(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await listOfferCodes(tx, ids);
  return new Map(rows.map((row) => [row.id, row.code ?? '']));
}

/**
 * Writes the next batch of pending recipients' emails to the outbox. Each recipient row is claimed with
 * SKIP LOCKED and marked queued in the transaction that writes its email, so a recipient is written once,
 * whatever instances run this or restart mid-batch. A client who withdrew consent since is skipped.
 */
export async function queueCampaignBatch(db: Database, now = new Date(), batchSize = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimPendingRecipients(tx, batchSize);
    const codes = await offerCodes(tx, [
      ...new Set(claimed.flatMap((c) => ((c.campaign as CampaignRow).content.offerId ?? []) as number[])),
    ]);
    const origin = publicOrigin();
    for (const { recipientId, campaign, client, business } of claimed) {
      const row = campaign as CampaignRow;
      // A plan that lost marketing (decision 021) or client email sends no more of a campaign under way.
      const reachable =
        client.optIn && hasFeature(business, 'marketing') && hasFeature(business, 'email_notifications');
      if (!reachable || !client.email || !client.token) {
        await markRecipientSkipped(tx, recipientId);
        continue;
      }
      const email = campaignEmail({
        origin,
        business,
        client: { name: client.name, email: client.email },
        content: row.content,
        offerCode: row.content.offerId ? (codes.get(row.content.offerId) ?? null) : null,
        unsubscribe: { token: client.token },
      });
      const outboxId = await enqueueEmail(tx, { ...email, kind: 'campaign', businessId: business.id });
      await markRecipientQueued(tx, recipientId, outboxId, now);
    }
    return claimed.length;
  });
}

/** A sending campaign with nobody left pending has been sent. */
export async function finishCampaigns(db: DbOrTx, now = new Date()) {
  await markFinishedCampaignsSent(db, now);
}

/** One round of the sender: start what is due, write batches until none is left, close finished campaigns. */
export async function runCampaignRound(db: Database, now = new Date(), maxBatches = 20) {
  await startDueCampaigns(db, now);
  let queued = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await queueCampaignBatch(db, now);
    queued += n;
    if (n === 0) break;
  }
  await finishCampaigns(db, now);
  return queued;
}
