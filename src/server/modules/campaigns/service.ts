import {
  type Audience,
  CAMPAIGN_LOCKED,
  CAMPAIGN_NO_AUDIENCE,
  CAMPAIGN_NOT_DRAFT,
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_SENDING,
  type Campaign,
  type CreateCampaign,
  campaignVariableErrors,
  type SendCampaign,
  type UpdateCampaign,
} from '../../../contract/campaigns';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import { offers, products, services } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { countAudience } from './audience-repository';
import { NO_METRICS, recipientMetrics } from './metrics-repository';
import {
  type CampaignRow,
  deleteCampaignRow,
  findCampaignRow,
  findOfferId,
  insertCampaign,
  isOwnRow,
  listCampaignRows,
  updateCampaignRow,
} from './repository';
import { startSending } from './sending';

const campaignNotFound = () => notFound(CAMPAIGN_NOT_FOUND);

/** Before sending, the audience is who matches now; once sending, it is who was sent it. */
async function withMetrics(db: DbOrTx, businessId: number, rows: CampaignRow[]): Promise<Campaign[]> {
  const sent = await recipientMetrics(
    db,
    businessId,
    rows.filter((r) => r.startDate !== null).map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      type: 'email' as const,
      status: row.status,
      subject: row.content.subject,
      body: row.content.body,
      offerId: row.content.offerId,
      targetAudience: row.targetAudience,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      metrics:
        row.startDate !== null
          ? (sent.get(row.id) ?? NO_METRICS)
          : { ...NO_METRICS, audience: await countAudience(db, businessId, row.targetAudience) },
      createdAt: row.createdAt.toISOString(),
    })),
  );
}

export async function listCampaigns(db: DbOrTx, businessId: number) {
  return withMetrics(db, businessId, await listCampaignRows(db, businessId));
}

export async function readCampaign(db: DbOrTx, businessId: number, id: number): Promise<Campaign> {
  const row = await findCampaignRow(db, businessId, id);
  if (!row) throw campaignNotFound();
  const [campaign] = await withMetrics(db, businessId, [row]);
  return campaign as Campaign;
}

/** The service, product or offer a campaign names must be the business's own: another's is "not found". */
async function checkReferences(db: DbOrTx, businessId: number, audience?: Audience, offerId?: number | null) {
  const missing = async (table: typeof services | typeof products | typeof offers, id: number) =>
    !(await isOwnRow(db, table, businessId, id));
  if (audience?.kind === 'booked_service' && (await missing(services, audience.serviceId)))
    throw badRequest('Service not found', [
      { path: 'targetAudience.serviceId', message: 'Service not found' },
    ]);
  if (audience?.kind === 'bought_product' && (await missing(products, audience.productId)))
    throw badRequest('Product not found', [
      { path: 'targetAudience.productId', message: 'Product not found' },
    ]);
  if (offerId && (await missing(offers, offerId)))
    throw badRequest('Offer not found', [{ path: 'offerId', message: 'Offer not found' }]);
}

/** As the message would go out: every variable known, and each with a value (400 naming them otherwise). */
function refuseBrokenVariables(content: { subject: string; body: string; offerId: number | null }) {
  const errors = campaignVariableErrors(content);
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Invalid variables', errors);
}

async function existingOffer(tx: DbOrTx, businessId: number, offerId: number | null) {
  if (offerId === null) return null;
  return findOfferId(tx, businessId, offerId);
}

export async function createCampaign(db: Database, businessId: number, input: CreateCampaign) {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, businessId, input.targetAudience, input.offerId);
    return insertCampaign(tx, {
      businessId,
      name: input.name,
      description: input.description ?? null,
      type: 'email',
      status: 'draft',
      targetAudience: input.targetAudience,
      content: { subject: input.subject, body: input.body, offerId: input.offerId },
    });
  });
  return readCampaign(db, businessId, id);
}

/** A draft or scheduled campaign may change; a scheduled or sending one may be cancelled; a sent one is history. */
export async function updateCampaign(db: Database, businessId: number, id: number, input: UpdateCampaign) {
  await db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, businessId, id, true);
    if (!row) throw campaignNotFound();
    const { status, name, description, subject, body, offerId, targetAudience } = input;
    if (status === 'cancelled') {
      if (row.status !== 'scheduled' && row.status !== 'sending') throw conflict(CAMPAIGN_LOCKED);
      await updateCampaignRow(tx, businessId, id, { status: 'cancelled', endDate: new Date() });
      return;
    }
    if (row.status !== 'draft' && row.status !== 'scheduled') throw conflict(CAMPAIGN_LOCKED);
    await checkReferences(tx, businessId, targetAudience, offerId);
    const content = {
      subject: subject ?? row.content.subject,
      body: body ?? row.content.body,
      offerId: offerId === undefined ? row.content.offerId : offerId,
    };
    refuseBrokenVariables(content);
    await updateCampaignRow(tx, businessId, id, {
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      ...(targetAudience === undefined ? {} : { targetAudience }),
      content,
    });
  });
  return readCampaign(db, businessId, id);
}

export async function deleteCampaign(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, businessId, id, true);
    if (!row) throw campaignNotFound();
    if (row.status === 'sending') throw conflict(CAMPAIGN_SENDING);
    await deleteCampaignRow(tx, businessId, id);
    await recordAudit(tx, {
      businessId,
      action: 'campaign.deleted',
      target: { type: 'campaign', id: row.id, label: row.name },
      before: { name: row.name, type: row.type, status: row.status },
    });
  });
}

/**
 * Sends a draft (or a scheduled campaign, again): now, its recipients written at once and the sender job
 * emailing them in batches; or later, when the job finds it due. Nobody in the audience is a 400.
 */
export async function sendCampaign(
  db: Database,
  businessId: number,
  id: number,
  input: SendCampaign,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, businessId, id, true);
    if (!row) throw campaignNotFound();
    if (row.status !== 'draft' && row.status !== 'scheduled') throw conflict(CAMPAIGN_NOT_DRAFT);
    // A draft saved before variables were checked, or whose offer was deleted since, doesn't go out broken.
    refuseBrokenVariables({
      ...row.content,
      offerId: await existingOffer(tx, businessId, row.content.offerId),
    });
    if ((await countAudience(tx, businessId, row.targetAudience, now)) === 0)
      throw badRequest(CAMPAIGN_NO_AUDIENCE, [{ path: 'targetAudience', message: CAMPAIGN_NO_AUDIENCE }]);
    const at = input.scheduledAt ? new Date(input.scheduledAt) : now;
    if (at > now) await updateCampaignRow(tx, businessId, id, { status: 'scheduled', scheduledAt: at });
    else await startSending(tx, { ...row, scheduledAt: now }, now);
  });
  return readCampaign(db, businessId, id);
}

/** How many subscribed clients with an email an audience reaches now: one count, a verb as it is. */
export { countAudience } from './audience-repository';
