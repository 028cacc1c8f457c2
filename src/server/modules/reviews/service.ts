import {
  type CreateReviewInput,
  MIN_REVIEWS_FOR_RATING,
  type ModerateReviewInput,
  PUBLIC_RATING_SOURCES,
  type PublicReview,
  type PublicReviewInput,
  type PublicReviewStats,
  REASON_REQUIRED,
  REVIEW_DUPLICATE,
  type RemovalReason,
  type Review,
  type ReviewStats,
} from '../../../contract/reviews';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { hashSecret } from '../../lib/secret-hash';
import {
  countAwaitingApproval,
  countRemoved,
  deleteReviewRow,
  figures,
  findPublicBusinessRow,
  findReview,
  insertReview,
  listReviewRows,
  lockRequest,
  markRequestUsed,
  publicReviewRows,
  reviewedSince,
  updateReviewRow,
} from './repository';
import { REQUEST_EXPIRED, REQUEST_USED } from './requests';

type Actor = { businessId: number; userId: number };
const reviewNotFound = () => notFound('Review not found');
const DAY_MS = 24 * 60 * 60 * 1000;

export const listReviews = (db: DbOrTx, businessId: number, removed: boolean) =>
  listReviewRows(db, businessId, removed);

/** Spec §3 stats: the public figures (clients' reviews), the same per source, removals and those held. */
export async function reviewStats(db: DbOrTx, businessId: number): Promise<ReviewStats> {
  const [shown, client, verified, staff, removed, awaitingApproval] = await Promise.all([
    figures(db, businessId, PUBLIC_RATING_SOURCES),
    figures(db, businessId, ['client']),
    figures(db, businessId, ['verified']),
    figures(db, businessId, ['staff']),
    countRemoved(db, businessId),
    countAwaitingApproval(db, businessId),
  ]);
  return { ...shown, bySource: { client, verified, staff }, removed, awaitingApproval };
}

/** The Add Review dialog: a staff-added review, labelled as such and never counted in the rating. */
export async function addStaffReview(db: Database, actor: Actor, input: CreateReviewInput): Promise<Review> {
  const id = await db.transaction((tx) =>
    insertReview(tx, {
      businessId: actor.businessId,
      ...input,
      source: 'staff',
      addedByUserId: actor.userId,
    }),
  );
  return (await findReview(db, actor.businessId, id)) as Review;
}

/** Takes a client's review out of sight under the policy: who, when and why are kept. */
function removal(actor: Actor, reason: RemovalReason | undefined) {
  if (!reason) throw badRequest(REASON_REQUIRED, [{ path: 'reason', message: REASON_REQUIRED }]);
  return { removedAt: new Date(), removedByUserId: actor.userId, removalReason: reason, isPublished: false };
}

/**
 * DELETE: a staff-added review is deleted; a client's or verified one is removed with a reason from the
 * policy's list (400 without one), whatever its rating, and kept out of sight.
 */
export async function deleteReview(
  db: Database,
  actor: Actor,
  id: number,
  reason: RemovalReason | undefined,
) {
  await db.transaction(async (tx) => {
    const review = await findReview(tx, actor.businessId, id);
    if (!review || review.removedAt) throw reviewNotFound();
    if (review.source === 'staff') {
      await deleteReviewRow(tx, actor.businessId, id);
      await recordAudit(tx, {
        businessId: actor.businessId,
        action: 'review.deleted',
        target: reviewTarget(review),
        before: {
          rating: review.rating,
          title: review.title,
          reviewerName: review.reviewerName,
          source: review.source,
        },
      });
      return;
    }
    const removed = removal(actor, reason);
    await updateReviewRow(tx, actor.businessId, id, removed);
    await recordRemoval(tx, actor, review, removed.removalReason);
  });
}

function reviewTarget(review: Review) {
  return { type: 'review', id: review.id, label: `${review.rating}★ review by ${review.reviewerName}` };
}

/** A client's review taken out of sight under the policy: a line of the audit trail, with the reason. */
async function recordRemoval(tx: DbOrTx, actor: Actor, review: Review, reason: RemovalReason) {
  await recordAudit(tx, {
    businessId: actor.businessId,
    action: 'review.removed',
    target: reviewTarget(review),
    before: { rating: review.rating, source: review.source, isPublished: review.isPublished },
    after: { reason, isPublished: false },
  });
}

/**
 * PATCH: approve a held review, or hide one (a client's needs a reason and counts as removed); publishing a
 * hidden one again brings it back.
 */
export async function moderateReview(db: Database, actor: Actor, id: number, input: ModerateReviewInput) {
  await db.transaction(async (tx) => {
    const review = await findReview(tx, actor.businessId, id);
    if (!review) throw reviewNotFound();
    const changes: Parameters<typeof updateReviewRow>[3] = {};
    if (input.isApproved !== undefined) changes.isApproved = input.isApproved;
    if (input.isPublished === false && review.isPublished) {
      if (review.source === 'staff') changes.isPublished = false;
      else {
        const removed = removal(actor, input.reason);
        Object.assign(changes, removed);
        await recordRemoval(tx, actor, review, removed.removalReason);
      }
    }
    if (input.isPublished === true) {
      Object.assign(changes, {
        isPublished: true,
        removedAt: null,
        removedByUserId: null,
        removalReason: null,
      });
    }
    await updateReviewRow(tx, actor.businessId, id, changes);
  });
  return (await findReview(db, actor.businessId, id)) as Review;
}

/** The owner's public answer (empty: none). */
export async function replyToReview(db: Database, actor: Actor, id: number, reply: string) {
  await db.transaction(async (tx) => {
    if (!(await findReview(tx, actor.businessId, id))) throw reviewNotFound();
    await updateReviewRow(tx, actor.businessId, id, {
      reply: reply || null,
      repliedAt: reply ? new Date() : null,
    });
  });
  return (await findReview(db, actor.businessId, id)) as Review;
}

// ---- public ----

async function requireBusiness(db: DbOrTx, businessId: number) {
  const business = await findPublicBusinessRow(db, businessId);
  if (!business) throw notFound('Business not found');
  return business;
}

export async function publicReviews(db: DbOrTx, businessId: number, offset: number, limit: number) {
  await requireBusiness(db, businessId);
  const { rows, total } = await publicReviewRows(db, businessId, offset, limit);
  const reviews: PublicReview[] = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    reviewerName: r.reviewerName,
    source: r.source,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
  }));
  return { reviews, total, offset };
}

/** What the public page and the directory count: clients' reviews only (never staff-added ones). */
export async function publicReviewStats(db: DbOrTx, businessId: number): Promise<PublicReviewStats> {
  await requireBusiness(db, businessId);
  const [shown, removed] = await Promise.all([
    figures(db, businessId, PUBLIC_RATING_SOURCES),
    countRemoved(db, businessId),
  ]);
  const rated = shown.totalReviews >= MIN_REVIEWS_FOR_RATING;
  return { ...shown, averageRating: rated ? shown.averageRating : null, removed };
}

/**
 * The Share Your Experience form. A filled honeypot is answered like a success and stored nowhere; the same
 * email reviews a business at most once a day (409); the link of a completed visit makes it verified (and
 * works once: 410 after). Without a visit, the business decides whether it waits for approval.
 */
export async function submitPublicReview(
  db: Database,
  businessId: number,
  input: PublicReviewInput,
  now = new Date(),
): Promise<{ stored: boolean; published: boolean }> {
  // A bot is told what a held review would be told: nothing it can learn from.
  if (input.website) return { stored: false, published: false };
  const { requestToken, website: _honeypot, ...fields } = input;
  return db.transaction(async (tx) => {
    const business = await requireBusiness(tx, businessId);
    let visit: { appointmentId: number } | null = null;
    if (requestToken) {
      const request = await lockRequest(tx, hashSecret(requestToken));
      if (!request || request.businessId !== businessId) throw notFound('Review link not found');
      if (request.usedAt) throw new HttpError(410, REQUEST_USED);
      if (request.expiresAt <= now) throw new HttpError(410, REQUEST_EXPIRED);
      visit = { appointmentId: request.appointmentId };
      await markRequestUsed(tx, request.id, now);
    } else if (await reviewedSince(tx, businessId, fields.reviewerEmail, new Date(now.getTime() - DAY_MS))) {
      throw conflict(REVIEW_DUPLICATE);
    }
    const published = visit ? true : !business.reviewsNeedApproval;
    await insertReview(tx, {
      businessId,
      ...fields,
      source: visit ? 'verified' : 'client',
      appointmentId: visit?.appointmentId ?? null,
      isApproved: published,
    });
    return { stored: true, published };
  });
}
