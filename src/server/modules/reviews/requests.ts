import { randomBytes } from 'node:crypto';
import type { ReviewRequest } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import { enqueueClientNotification } from '../../jobs/outbox';
import { HttpError, notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import { formatLocalDate } from '../../lib/time';
import {
  findRequestByTokenHash,
  findVisitToReview,
  insertReviewRequest,
  optClientOutOfReviewRequests,
} from './repository';

/** A review link works for 30 days. */
const REQUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  const visit = await findVisitToReview(tx, businessId, appointmentId);
  if (!visit?.email) return 'no_email';
  if (visit.optedOut) return 'opted_out';
  const token = randomBytes(32).toString('base64url');
  const inserted = await insertReviewRequest(tx, {
    businessId,
    appointmentId,
    clientId: visit.clientId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + REQUEST_DAYS * DAY_MS),
  });
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

const requestByToken = (db: DbOrTx, businessId: number, token: string) =>
  findRequestByTokenHash(db, businessId, hashSecret(token));

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
  await optClientOutOfReviewRequests(db, businessId, row.clientId);
}
