import { CAMPAIGN_NOT_FOUND, type TestSendResult } from '../../../contract/campaigns';
import { findBusiness } from '../../core/business';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../../jobs/outbox';
import { notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { findUserById } from '../auth';
import { campaignEmail } from './email';
import { findCampaignRow, findOfferCode } from './repository';

/** The campaign as a recipient would get it, to the member's own address, marked as a test. */
export async function sendTestCampaign(
  db: Database,
  member: { businessId: number; userId: number },
  id: number,
): Promise<TestSendResult> {
  return db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, member.businessId, id);
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    const user = await findUserById(tx, member.userId);
    const business = await findBusiness(tx, member.businessId);
    if (!user || !business) throw notFound(CAMPAIGN_NOT_FOUND);
    const offer = row.content.offerId
      ? await findOfferCode(tx, member.businessId, row.content.offerId)
      : undefined;
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
