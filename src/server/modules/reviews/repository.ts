import { aliasedTable, and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Review, ReviewFigures, ReviewSource } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  businesses,
  clients,
  reviewRequests,
  reviews,
  services,
  users,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

const addedBy = aliasedTable(users, 'added_by');
const removedBy = aliasedTable(users, 'removed_by');
const nameOf = (u: typeof users) =>
  sql<string | null>`nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), '')`;

type Row = {
  review: typeof reviews.$inferSelect;
  addedBy: string | null;
  addedByEmail: string | null;
  removedBy: string | null;
  removedByEmail: string | null;
};

function toReview({ review: r, ...who }: Row): Review {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    reviewerName: r.reviewerName,
    reviewerEmail: r.reviewerEmail,
    appointmentId: r.appointmentId,
    isApproved: r.isApproved,
    isPublished: r.isPublished,
    source: r.source,
    addedBy: r.source === 'staff' ? (who.addedBy ?? who.addedByEmail) : null,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    removedAt: r.removedAt?.toISOString() ?? null,
    removalReason: (r.removalReason as Review['removalReason']) ?? null,
    removedBy: r.removedAt ? (who.removedBy ?? who.removedByEmail) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function selectReviews(db: DbOrTx) {
  return db
    .select({
      review: reviews,
      addedBy: nameOf(addedBy),
      addedByEmail: addedBy.email,
      removedBy: nameOf(removedBy),
      removedByEmail: removedBy.email,
    })
    .from(reviews)
    .leftJoin(addedBy, eq(addedBy.id, reviews.addedByUserId))
    .leftJoin(removedBy, eq(removedBy.id, reviews.removedByUserId));
}

/** The staff list: reviews still in sight, or (removed) those taken down under the policy. Newest first. */
export async function listReviewRows(db: DbOrTx, businessId: number, removed: boolean): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(
      and(inTenant(reviews, businessId), removed ? isNotNull(reviews.removedAt) : isNull(reviews.removedAt)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(1000);
  return rows.map(toReview);
}

export async function findReview(db: DbOrTx, businessId: number, id: number): Promise<Review | undefined> {
  const [row] = await selectReviews(db)
    .where(idInTenant(reviews, id, businessId))
    .limit(1);
  return row ? toReview(row) : undefined;
}

/** What the public sees and counts: approved, published, not removed. */
export const shownPublicly = and(
  eq(reviews.isApproved, true),
  eq(reviews.isPublished, true),
  isNull(reviews.removedAt),
);

/**
 * The average to one decimal, halves up, from whole numbers: the directory computes the same in SQL
 * (`round(sum * 10.0 / n) / 10`), so a card and the business's page never differ by a tenth.
 */
export const oneDecimalAverage = (sum: number, n: number) => Math.round((sum * 10) / n) / 10;

/** Average (one decimal), total and 1..5 breakdown of the shown reviews of these sources. */
export async function figures(
  db: DbOrTx,
  businessId: number,
  sources: ReviewSource[],
): Promise<ReviewFigures> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(
      and(
        inTenant(reviews, businessId),
        shownPublicly,
        sql`${reviews.source} in (${sql.join(
          sources.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(reviews.rating);
  const ratingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    ratingBreakdown[row.rating as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += n * row.rating;
  }
  return {
    averageRating: total === 0 ? 0 : oneDecimalAverage(sum, total),
    totalReviews: total,
    ratingBreakdown,
  };
}

export async function countRemoved(db: DbOrTx, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(inTenant(reviews, businessId), isNotNull(reviews.removedAt)));
  return Number(row?.n ?? 0);
}

export async function countAwaitingApproval(db: DbOrTx, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(inTenant(reviews, businessId), eq(reviews.isApproved, false), isNull(reviews.removedAt)));
  return Number(row?.n ?? 0);
}

/** The public page's reviews, newest first, a page at a time. */
export async function publicReviewRows(db: DbOrTx, businessId: number, offset: number, limit: number) {
  const where = and(inTenant(reviews, businessId), shownPublicly);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('insert returned no review');
  return row.id;
}

export async function updateReviewRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<typeof reviews.$inferInsert>,
) {
  await db
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(idInTenant(reviews, id, businessId));
}

export async function deleteReviewRow(db: DbOrTx, businessId: number, id: number) {
  await db.delete(reviews).where(idInTenant(reviews, id, businessId));
}

/** Whether this email reviewed the business since `since` (one review a day per person). */
export async function reviewedSince(db: DbOrTx, businessId: number, email: string, since: Date) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(inTenant(reviews, businessId), eq(reviews.reviewerEmail, email), gte(reviews.createdAt, since)),
    )
    .limit(1);
  return Boolean(row);
}

export async function lockRequest(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function markRequestUsed(db: DbOrTx, id: number, now: Date) {
  await db.update(reviewRequests).set({ usedAt: now }).where(eq(reviewRequests.id, id));
}

/** The business's visit a review request is about: its client, service and business. */
export async function findVisitToReview(db: DbOrTx, businessId: number, appointmentId: number) {
  const [visit] = await db
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
  return visit;
}

/** A visit's review request; none is inserted (an empty list) when the visit already has one. */
export async function insertReviewRequest(db: DbOrTx, values: typeof reviewRequests.$inferInsert) {
  return db
    .insert(reviewRequests)
    .values(values)
    .onConflictDoNothing({ target: reviewRequests.appointmentId })
    .returning({ id: reviewRequests.id });
}

/** The business's review request with this token's hash, with the visit and client it is about. */
export async function findRequestByTokenHash(db: DbOrTx, businessId: number, tokenHash: string) {
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
    .where(and(eq(reviewRequests.tokenHash, tokenHash), eq(reviewRequests.businessId, businessId)))
    .limit(1);
  return row;
}

/** The business's client gets no more review requests. */
export async function optClientOutOfReviewRequests(db: DbOrTx, businessId: number, clientId: number) {
  await db
    .update(clients)
    .set({ emailOptOut: true })
    .where(and(eq(clients.id, clientId), eq(clients.businessId, businessId)));
}

/** The business a public review call names, with whether its reviews without a visit wait for approval. */
export async function findPublicBusinessRow(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, reviewsNeedApproval: businesses.reviewsNeedApproval })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}
