import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businessId } from './businesses';
import { timestamps } from './columns';

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
    ...timestamps(),
  },
  (t) => [
    index('reviews_business_created_idx').on(t.businessId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
