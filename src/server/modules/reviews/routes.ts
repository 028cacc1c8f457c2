import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createReviewSchema,
  deleteReviewQuerySchema,
  moderateReviewSchema,
  reviewReplySchema,
  reviewSchema,
  reviewStatsSchema,
} from '../../../contract/reviews';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import {
  addStaffReview,
  deleteReview,
  listReviews,
  moderateReview,
  replyToReview,
  reviewStats,
} from './service';

const spec = routeSpecs(['reviews']);

export function registerReviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reviews',
    spec({
      access: { ability: 'reviews.view' },
      operationId: 'listReviews',
      summary: 'Reviews, newest first (removed=true: those removed under the review policy)',
      querystring: z.object({ removed: z.enum(['true', 'false']).default('false') }),
      response: { 200: z.array(reviewSchema) },
    }),
    async (request) => listReviews(db, requireAuth(request).businessId, request.query.removed === 'true'),
  );

  r.get(
    '/api/reviews/stats',
    spec({
      access: { ability: 'reviews.view' },
      operationId: 'getReviewStats',
      summary: "Average, total and breakdown of clients' published reviews, and the same by source",
      response: { 200: reviewStatsSchema },
    }),
    async (request) => reviewStats(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/reviews',
    spec({
      access: { ability: 'reviews.manage' },
      operationId: 'createReview',
      summary: 'Add a review (labelled as added by staff; never counted in the public rating)',
      body: createReviewSchema,
      response: { 201: reviewSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await addStaffReview(db, requireAuth(request), request.body)),
  );

  r.patch(
    '/api/reviews/:id',
    spec({
      access: { ability: 'reviews.manage' },
      operationId: 'moderateReview',
      summary: "Approve a held review, or hide one (a client's needs a reason); publish it again",
      params: idParamsSchema,
      body: moderateReviewSchema,
      response: { 200: reviewSchema },
    }),
    async (request) => moderateReview(db, requireAuth(request), request.params.id, request.body),
  );

  r.put(
    '/api/reviews/:id/reply',
    spec({
      access: { ability: 'reviews.manage' },
      operationId: 'replyToReview',
      summary: "The business's public reply (empty removes it)",
      params: idParamsSchema,
      body: reviewReplySchema,
      response: { 200: reviewSchema },
    }),
    async (request) => replyToReview(db, requireAuth(request), request.params.id, request.body.reply),
  );

  r.delete(
    '/api/reviews/:id',
    spec({
      access: { ability: 'reviews.manage' },
      operationId: 'deleteReview',
      summary: "Delete a staff-added review; remove a client's with a reason from the review policy",
      params: idParamsSchema,
      querystring: deleteReviewQuerySchema,
      response: {
        204: z.null().describe('Deleted or removed'),
        400: apiErrorBodySchema.describe('No reason'),
      },
    }),
    async (request, reply) => {
      await deleteReview(db, requireAuth(request), request.params.id, request.query.reason);
      return reply.code(204).send(null);
    },
  );
}
