import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  PUBLIC_REVIEW_THANKS,
  publicReviewPageSchema,
  publicReviewSchema,
  publicReviewStatsSchema,
  publicReviewSubmittedSchema,
  publicReviewsQuerySchema,
  reviewRequestSchema,
} from '../../../contract/reviews';
import { listedBusinessId, publicBusinessId, publicBusinessParamsSchema } from '../../core/public-business';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { optOutOfReviewRequests, showReviewRequest } from './requests';
import { publicReviewStats, publicReviews, submitPublicReview } from './service';

const spec = routeSpecs(['public reviews']);
const READS = { max: 120, timeWindow: '1 minute' };
/** Reviews from one address: a few an hour is a person; more is a script. */
const SUBMISSIONS = { max: 5, timeWindow: '1 hour' };
const tokenParams = publicBusinessParamsSchema.extend({ token: z.string().min(20).max(100) });

export function registerPublicReviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/businesses/:business/reviews',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'listPublicReviews',
      summary:
        'Published reviews, newest first, a page at a time (offset, limit); 404 for a business not listed in the directory',
      params: publicBusinessParamsSchema,
      querystring: publicReviewsQuerySchema,
      response: { 200: publicReviewPageSchema },
    }),
    async (request) =>
      publicReviews(
        db,
        await listedBusinessId(db, request.params.business),
        request.query.offset,
        request.query.limit,
      ),
  );

  r.get(
    '/api/public/businesses/:business/reviews/stats',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'getPublicReviewStats',
      summary: "The public rating: clients' published reviews only, and how many were removed",
      params: publicBusinessParamsSchema,
      response: { 200: publicReviewStatsSchema },
    }),
    async (request) => publicReviewStats(db, await listedBusinessId(db, request.params.business)),
  );

  r.post(
    '/api/public/businesses/:business/reviews',
    spec({
      access: { public: true },
      rateLimit: SUBMISSIONS,
      operationId: 'submitPublicReview',
      summary: 'Share Your Experience: a review (verified with the link of a completed visit)',
      params: publicBusinessParamsSchema,
      body: publicReviewSchema,
      response: {
        201: publicReviewSubmittedSchema,
        409: apiErrorBodySchema.describe('This email reviewed the business in the last day'),
        410: apiErrorBodySchema.describe('The review link was used or has expired'),
      },
    }),
    async (request, reply) => {
      // A visit's review link works for any business; a review without one only for a listed business.
      const businessId = request.body.requestToken
        ? await publicBusinessId(db, request.params.business)
        : await listedBusinessId(db, request.params.business);
      const { published } = await submitPublicReview(db, businessId, request.body);
      return reply.code(201).send({ message: PUBLIC_REVIEW_THANKS, published });
    },
  );

  r.get(
    '/api/public/businesses/:business/review-requests/:token',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'getReviewRequest',
      summary: 'The visit a review link is for',
      params: tokenParams,
      response: {
        200: reviewRequestSchema,
        410: apiErrorBodySchema.describe('The review link was used or has expired'),
      },
    }),
    async (request) =>
      showReviewRequest(db, await publicBusinessId(db, request.params.business), request.params.token),
  );

  r.post(
    '/api/public/businesses/:business/review-requests/:token/opt-out',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'optOutOfReviewRequests',
      summary: 'No more review requests to this client from this business',
      params: tokenParams,
      response: { 204: z.null().describe('Opted out') },
    }),
    async (request, reply) => {
      await optOutOfReviewRequests(
        db,
        await publicBusinessId(db, request.params.business),
        request.params.token,
      );
      return reply.code(204).send(null);
    },
  );
}
