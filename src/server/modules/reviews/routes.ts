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
import type { Database } from '../../db/client';
import {
  addStaffReview,
  deleteReview,
  listReviews,
  moderateReview,
  replyToReview,
  reviewStats,
} from './service';

const tags = ['reviews'];

export function registerReviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reviews',
    {
      config: { access: { ability: 'reviews.view' } },
      schema: {
        operationId: 'listReviews',
        summary: 'Reviews, newest first (removed=true: those removed under the review policy)',
        tags,
        querystring: z.object({ removed: z.enum(['true', 'false']).default('false') }),
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request) => listReviews(db, requireAuth(request).businessId, request.query.removed === 'true'),
  );

  r.get(
    '/api/reviews/stats',
    {
      config: { access: { ability: 'reviews.view' } },
      schema: {
        operationId: 'getReviewStats',
        summary: "Average, total and breakdown of clients' published reviews, and the same by source",
        tags,
        response: { 200: reviewStatsSchema },
      },
    },
    async (request) => reviewStats(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/reviews',
    {
      config: { access: { ability: 'reviews.manage' } },
      schema: {
        operationId: 'createReview',
        summary: 'Add a review (labelled as added by staff; never counted in the public rating)',
        tags,
        body: createReviewSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStaffReview(db, requireAuth(request), request.body)),
  );

  r.patch(
    '/api/reviews/:id',
    {
      config: { access: { ability: 'reviews.manage' } },
      schema: {
        operationId: 'moderateReview',
        summary: "Approve a held review, or hide one (a client's needs a reason); publish it again",
        tags,
        params: idParamsSchema,
        body: moderateReviewSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => moderateReview(db, requireAuth(request), request.params.id, request.body),
  );

  r.put(
    '/api/reviews/:id/reply',
    {
      config: { access: { ability: 'reviews.manage' } },
      schema: {
        operationId: 'replyToReview',
        summary: "The business's public reply (empty removes it)",
        tags,
        params: idParamsSchema,
        body: reviewReplySchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => replyToReview(db, requireAuth(request), request.params.id, request.body.reply),
  );

  r.delete(
    '/api/reviews/:id',
    {
      config: { access: { ability: 'reviews.manage' } },
      schema: {
        operationId: 'deleteReview',
        summary: "Delete a staff-added review; remove a client's with a reason from the review policy",
        tags,
        params: idParamsSchema,
        querystring: deleteReviewQuerySchema,
        response: {
          204: z.null().describe('Deleted or removed'),
          400: apiErrorBodySchema.describe('No reason'),
        },
      },
    },
    async (request, reply) => {
      await deleteReview(db, requireAuth(request), request.params.id, request.query.reason);
      return reply.code(204).send(null);
    },
  );
}
