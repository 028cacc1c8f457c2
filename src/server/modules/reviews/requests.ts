import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ReviewRequest } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import { appointments, businesses, clients, reviewRequests, services } from '../../db/schema/index';
import { enqueueClientNotification } from '../../jobs/outbox';
import { HttpError, notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import { formatLocalDate } from '../../lib/time';

/** A review link works for 30 days. */
const REQUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function markRequestUsed(db: DbOrTx, id: number, now: Date) {
  await db.update(reviewRequests).set({ usedAt: now }).where(eq(reviewRequests.id, id));
}

/**
 * After a visit is marked completed: every client with an email who hasn't opted out is asked, once per
 * visit, with a single-use link, whatever happened at the visit (never only the happy ones). Queued in the
 * status change's transaction; the plan's email feature and the business's preference decide if it goes.
 */
export type ReviewRequestOutcome = 'queued' | 'already_asked' | 'no_email' | 'opted_out' | 'email_off';

export async function requestReviewAfterVisit(
  tx: DbOrTx,
  businessId: number,
  appointmentId: number,
  now = new Date(),
): Promise<ReviewRequestOutcome> {
  const [visit] = await tx
    .select({
      clientId: clients.id,
      clientName: clients.name,
      email: clients.email,
      optedOut: clients.emailOptOut,
      serviceName: services.name,
      startsAt: appointments.startsAt,
      timezone: appointments.timezone,
      businessName: businesses.name,
      businessSlug: businesses.slug,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, appointmentId)))
    .limit(1);
  if (!visit?.email) return 'no_email';
  if (visit.optedOut) return 'opted_out';
  const token = randomBytes(32).toString('base64url');
  const inserted = await tx
    .insert(reviewRequests)
    .values({
      businessId,
      appointmentId,
      clientId: visit.clientId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + REQUEST_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: reviewRequests.appointmentId })
    .returning({ id: reviewRequests.id });
  // Completed before (then changed and completed again): the first link stands.
  if (inserted.length === 0) return 'already_asked';
  // By the slug: a business not listed in the directory is not found by its id (issue 32 F7).
  const link = `${publicOrigin()}/business?business=${visit.businessSlug}&review=${token}`;
  const optOut = `${link}&opt-out=1`;
  const queued = await enqueueClientNotification(tx, {
    kind: 'review_request',
    businessId,
    to: visit.email,
    subject: `How was your ${visit.serviceName} at ${visit.businessName}?`,
    text: `Hello ${visit.clientName},\n\nThank you for your visit on ${formatLocalDate(visit.startsAt, visit.timezone)}. We'd like to hear how it went, whatever you thought: your review is published as you write it.\n\nReview your visit: ${link}\n\nThe link works once, for ${REQUEST_DAYS} days. Don't want these emails? ${optOut}\n`,
  });
  return queued ? 'queued' : 'email_off';
}

async function requestByToken(db: DbOrTx, businessId: number, token: string) {
  const [row] = await db
    .select({
      id: reviewRequests.id,
      usedAt: reviewRequests.usedAt,
      expiresAt: reviewRequests.expiresAt,
      clientId: reviewRequests.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
      serviceName: services.name,
      date: appointments.date,
      businessName: businesses.name,
    })
    .from(reviewRequests)
    .innerJoin(appointments, eq(appointments.id, reviewRequests.appointmentId))
    .innerJoin(clients, eq(clients.id, reviewRequests.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(businesses, eq(businesses.id, reviewRequests.businessId))
    .where(and(eq(reviewRequests.tokenHash, hashSecret(token)), eq(reviewRequests.businessId, businessId)))
    .limit(1);
  return row;
}

export const REQUEST_USED = 'This review link has already been used. Thank you!';
export const REQUEST_EXPIRED = 'This review link has expired.';

/** What the review link shows above the form: the visit and who is reviewing (410 once used or expired). */
export async function showReviewRequest(
  db: DbOrTx,
  businessId: number,
  token: string,
  now = new Date(),
): Promise<ReviewRequest> {
  const row = await requestByToken(db, businessId, token);
  if (!row) throw notFound('Review link not found');
  if (row.usedAt) throw new HttpError(410, REQUEST_USED);
  if (row.expiresAt <= now) throw new HttpError(410, REQUEST_EXPIRED);
  return {
    businessId,
    businessName: row.businessName,
    serviceName: row.serviceName,
    date: row.date,
    reviewerName: row.clientName,
    reviewerEmail: row.clientEmail ?? '',
  };
}

/** The email's "don't want these" link: this client gets no more review requests from the business. */
export async function optOutOfReviewRequests(db: DbOrTx, businessId: number, token: string) {
  const row = await requestByToken(db, businessId, token);
  if (!row) throw notFound('Review link not found');
  await db
    .update(clients)
    .set({ emailOptOut: true })
    .where(and(eq(clients.id, row.clientId), eq(clients.businessId, businessId)));
}
