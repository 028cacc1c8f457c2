import { z } from 'zod';

/** Spec §8. */
export const REVIEW_SUBMITTED = 'Review submitted successfully';
export const REVIEW_DELETED = 'Review deleted successfully';
export const PUBLIC_REVIEW_THANKS = 'Thank you! Your review has been submitted successfully';
/** Under the thanks when the business holds reviews without a visit for approval. */
export const PUBLIC_REVIEW_HELD = 'It will appear here once the business has read it.';

/** POST /api/public/businesses/{business}/reviews: the thanks, and whether the review is public now. */
export const publicReviewSubmittedSchema = z
  .object({
    message: z.string(),
    published: z
      .boolean()
      .describe('false: held until the business approves it (a review without a completed visit)'),
  })
  .meta({ id: 'PublicReviewSubmitted' });
export type PublicReviewSubmitted = z.infer<typeof publicReviewSubmittedSchema>;
export const PUBLIC_REVIEW_FAILED = 'Failed to submit review. Please try again.';
export const REVIEW_DUPLICATE = 'You have already reviewed this business today. Thank you!';
export const REASON_REQUIRED = 'Choose a reason for removing this review';

/** Spec §9: the public page shows 6 at a time; comments are cut at 150 (staff) and 200 (public) characters. */
export const PUBLIC_REVIEWS_PAGE = 6;
export const STAFF_TRUNCATE = 150;
export const PUBLIC_TRUNCATE = 200;

/**
 * Where a review came from: the public form (`client`), the link sent after a completed visit (`verified`,
 * with its appointment), or the Add Review dialog (`staff`, e.g. a transcribed comment card).
 */
export const reviewSources = ['client', 'verified', 'staff'] as const;
export type ReviewSource = (typeof reviewSources)[number];
/** The public rating (business page, directory, search results) counts clients' reviews, never staff-added ones. */
export const PUBLIC_RATING_SOURCES: ReviewSource[] = ['client', 'verified'];

/** The only reasons a client's review may be hidden or removed (the review policy). */
export const removalReasons = [
  'spam',
  'abusive',
  'off_topic',
  'conflict_of_interest',
  'not_a_real_visit',
] as const;
export type RemovalReason = (typeof removalReasons)[number];
export const removalReasonLabels: Record<RemovalReason, string> = {
  spam: 'Spam or advertising',
  abusive: 'Abusive or hateful',
  off_topic: 'Off-topic (not about this business)',
  conflict_of_interest: 'Conflict of interest (written by staff, a competitor or the owner)',
  not_a_real_visit: 'Not a real visit',
};
export const REVIEW_POLICY =
  'We publish every review from a client, good or bad. A review is removed only when it is spam or advertising, abusive or hateful, off-topic, written with a conflict of interest (by staff, a competitor or the owner), or not about a real visit. Reviews added by staff (for example from a paper comment card) are labelled and never count in the rating.';

/** Spec §5 review form, with its messages exactly. */
export const reviewFields = {
  rating: z.coerce
    .number({ error: 'Rating is required' })
    .int('Rating must be between 1 and 5')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be less than 200 characters'),
  comment: z
    .string({ error: 'Comment must be at least 10 characters' })
    .trim()
    .min(10, 'Comment must be at least 10 characters')
    .max(1000, 'Comment must be less than 1000 characters'),
  reviewerName: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  reviewerEmail: z
    .string({ error: 'Valid email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Valid email is required').max(255, 'Valid email is required')),
};

/** POST /api/reviews: the staff Add Review dialog (source staff). */
export const createReviewSchema = z.object(reviewFields).strict().meta({ id: 'CreateReview' });
export type CreateReviewInput = z.output<typeof createReviewSchema>;

/** POST /api/public/businesses/{business}/reviews: the Share Your Experience form. */
export const publicReviewSchema = z
  .object({
    ...reviewFields,
    /** The single-use link of a completed visit: the review becomes verified. */
    requestToken: z.string().trim().min(20).max(100).optional(),
    /** A field people never see: filled in, the submission is a bot's and is quietly dropped. */
    website: z.string().max(500).optional(),
  })
  .strict()
  .meta({ id: 'PublicReviewSubmission' });
export type PublicReviewInput = z.output<typeof publicReviewSchema>;

/** PATCH /api/reviews/{id}: approve a held review, or hide one (a client's needs a reason). */
export const moderateReviewSchema = z
  .object({
    isApproved: z.boolean().optional(),
    isPublished: z.boolean().optional(),
    reason: z.enum(removalReasons, { error: REASON_REQUIRED }).optional(),
  })
  .strict()
  .meta({ id: 'ModerateReview' });
export type ModerateReviewInput = z.output<typeof moderateReviewSchema>;

export const deleteReviewQuerySchema = z.object({
  reason: z.enum(removalReasons, { error: REASON_REQUIRED }).optional(),
});

/** PUT /api/reviews/{id}/reply: the owner's public answer; empty removes it. */
export const reviewReplySchema = z
  .object({ reply: z.string().trim().max(1000, 'Reply must be less than 1000 characters') })
  .strict()
  .meta({ id: 'ReviewReply' });

export const reviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string(),
    comment: z.string(),
    reviewerName: z.string(),
    reviewerEmail: z.string(),
    appointmentId: z.number().int().nullable(),
    isApproved: z.boolean(),
    isPublished: z.boolean(),
    source: z.enum(reviewSources),
    addedBy: z.string().nullable().describe('For a staff-added review: who added it'),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    removedAt: z.string().nullable(),
    removalReason: z.enum(removalReasons).nullable(),
    removedBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

const breakdownSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

const figuresSchema = z.object({
  averageRating: z.number().describe('To one decimal; 0 with no reviews'),
  totalReviews: z.number().int(),
  ratingBreakdown: breakdownSchema,
});
export type ReviewFigures = z.infer<typeof figuresSchema>;

/** Spec §3 review stats: the public figures (clients' published reviews), plus the same per source. */
export const reviewStatsSchema = figuresSchema
  .extend({
    bySource: z.object({ client: figuresSchema, verified: figuresSchema, staff: figuresSchema }),
    removed: z.number().int().describe('Reviews removed under the review policy'),
    awaitingApproval: z.number().int(),
  })
  .meta({ id: 'ReviewStats' });
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/**
 * A public rating needs this many published client reviews: one or two (a friend, a rival) say little, and
 * the directory would rank a single 5 above a hundred 4.8s (issue 32 F7).
 */
export const MIN_REVIEWS_FOR_RATING = 3;

export const publicReviewStatsSchema = figuresSchema
  .extend({
    averageRating: z
      .number()
      .nullable()
      .describe(
        `To one decimal; null below ${MIN_REVIEWS_FOR_RATING} published reviews (no public rating yet)`,
      ),
    removed: z.number().int().describe('Reviews removed under the review policy'),
  })
  .meta({ id: 'PublicReviewStats' });
export type PublicReviewStats = z.infer<typeof publicReviewStatsSchema>;

export const publicReviewSchemaOut = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string(),
    comment: z.string(),
    reviewerName: z.string(),
    source: z
      .enum(reviewSources)
      .describe('verified: from a completed visit; staff: added by staff, shown labelled and never counted'),
    reply: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof publicReviewSchemaOut>;

export const publicReviewsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(PUBLIC_REVIEWS_PAGE),
});

export const publicReviewPageSchema = z
  .object({ reviews: z.array(publicReviewSchemaOut), total: z.number().int(), offset: z.number().int() })
  .meta({ id: 'PublicReviewPage' });

/** What the review link of a completed visit shows before the form. */
export const reviewRequestSchema = z
  .object({
    businessId: z.number().int(),
    businessName: z.string(),
    serviceName: z.string(),
    date: z.string(),
    reviewerName: z.string(),
    reviewerEmail: z.string(),
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
