import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businessId } from './businesses';
import { clients } from './clients';
import { createdAt, instant, timestamps } from './columns';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    comment: text('comment').notNull(),
    reviewerName: varchar('reviewer_name', { length: 100 }).notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    isApproved: boolean('is_approved').default(true).notNull(),
    isPublished: boolean('is_published').default(true).notNull(),
    /** client: the public form; verified: the link of a completed visit; staff: the Add Review dialog. */
    source: text('source', { enum: ['client', 'verified', 'staff'] })
      .default('client')
      .notNull(),
    /** For a staff-added review: who added it. */
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's public answer. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    /** Removed under the review policy: kept, out of sight, with who, when and why. */
    removedAt: instant('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    removalReason: text('removal_reason'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_business_created_idx').on(t.businessId, t.createdAt),
    index('reviews_business_email_idx').on(t.businessId, t.reviewerEmail, t.createdAt),
    // One verified review per visit.
    // business_id in the key: ready to distribute by business (decision 028), same meaning.
    uniqueIndex('reviews_appointment_idx')
      .on(t.appointmentId, t.businessId)
      .where(sql`${t.appointmentId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_source_check', sql`${t.source} in ('client', 'verified', 'staff')`),
    check(
      'reviews_removal_reason_check',
      sql`${t.removalReason} is null or ${t.removalReason} in ('spam', 'abusive', 'off_topic', 'conflict_of_interest', 'not_a_real_visit')`,
    ),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** The single-use link sent after a completed visit (only the token's hash is kept). */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_requests_token_idx').on(t.tokenHash),
    uniqueIndex('review_requests_appointment_idx').on(t.appointmentId),
  ],
);
