import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeStatusSchema } from '../../../contract/consent';
import { apiErrorBodySchema } from '../../../contract/errors';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { unsubscribe, unsubscribeStatus } from './unsubscribe';

const spec = routeSpecs(['public']);

const tokenParams = z.object({ token: z.string().max(200) });
const LINKS = { max: 30, timeWindow: '1 minute' };
const registeredOn = new WeakSet<FastifyInstance>();

export function registerMarketingConsentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  if (registeredOn.has(app)) return;
  registeredOn.add(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/unsubscribe/:token',
    spec({
      access: { public: true },
      rateLimit: LINKS,
      operationId: 'getUnsubscribeStatus',
      summary: "The unsubscribe page: whose marketing email the link is for, and whether it's still sent",
      params: tokenParams,
      response: {
        200: unsubscribeStatusSchema,
        404: apiErrorBodySchema.describe(UNSUBSCRIBE_LINK_INVALID),
      },
    }),
    async (request) => unsubscribeStatus(db, request.params.token),
  );

  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form, with no Origin. Its own
  // scope reads those form bodies (and ignores them: the token in the path is what counts).
  app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
        done(null, {}),
      );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/public/unsubscribe/:token',
      spec({
        access: { public: true },
        rateLimit: LINKS,
        operationId: 'unsubscribe',
        summary:
          "Stop a business's marketing email to this client: the unsubscribe page's button, and the one-click POST of the List-Unsubscribe header (RFC 8058)",
        description:
          'Takes a JSON body, or the form body `List-Unsubscribe=One-Click` mail providers send; the body is not read. Repeating it changes nothing.',
        params: tokenParams,
        response: {
          200: unsubscribeStatusSchema,
          404: apiErrorBodySchema.describe(UNSUBSCRIBE_LINK_INVALID),
        },
      }),
      async (request) => unsubscribe(db, request.params.token),
    );
  });
}
