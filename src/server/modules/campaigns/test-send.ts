import { eq } from 'drizzle-orm';
import { CAMPAIGN_NOT_FOUND, type TestSendResult } from '../../../contract/campaigns';
import type { Database } from '../../db/client';
import { businesses, offers, users } from '../../db/schema/index';
import { enqueueEmail } from '../../jobs/outbox';
import { notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { campaignEmail } from './email';
import { findCampaignRow } from './repository';

/** The campaign as a recipient would get it, to the member's own address, marked as a test. */
export async function sendTestCampaign(
  db: Database,
  member: { businessId: number; userId: number },
  id: number,
): Promise<TestSendResult> {
  return db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, member.businessId, id);
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    const [user] = await tx.select().from(users).where(eq(users.id, member.userId));
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, member.businessId));
    if (!user || !business) throw notFound(CAMPAIGN_NOT_FOUND);
    const [offer] = row.content.offerId
      ? await tx.select({ code: offers.code }).from(offers).where(eq(offers.id, row.content.offerId))
      : [];
    const email = campaignEmail({
      origin: publicOrigin(),
      business,
      client: { name: user.firstName ?? user.email, email: user.email },
      content: row.content,
      offerCode: offer?.code ?? null,
      unsubscribe: 'sample',
    });
    await enqueueEmail(tx, {
      ...email,
      subject: `[Test] ${email.subject}`,
      kind: 'campaign_test',
      businessId: business.id,
    });
    return { sentTo: user.email };
  });
}
