import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { UploadsConfig } from './config';
import { registerAccessControl } from './core/access';
import { registerRequestContext } from './core/request-context';
import type { Database } from './db/client';
import { trackRequestsInFlight } from './drain';
import { type InstanceState, newInstanceState } from './instance-state';
import { registerConditionalGets } from './lib/conditional-get';
import { refuseControlCharacters } from './lib/control-characters';
import { HttpError } from './lib/http-errors';
import { isCrossSiteWrite } from './lib/origin-check';
import {
  DEADLOCK_DETECTED,
  isDatabaseUnavailable,
  NUMERIC_OUT_OF_RANGE,
  postgresErrorCode,
  SERIALIZATION_FAILURE,
} from './lib/postgres-errors';
import { publicOrigin, servedOverHttps } from './lib/public-url';
import type { TrustedProxies } from './lib/trusted-proxies';
import { postgresRateLimitStore } from './limits/rate-limit-store';
import { logSafeError } from './logging';
import { registerMetrics } from './metrics/metrics';
import { apiTokenAuth } from './modules/api-tokens/token-auth';
import type { LoginThrottleOptions } from './modules/auth/login-throttle';
import { sharedLoginThrottle } from './modules/auth/shared-login-throttle';
import { demoProvider } from './modules/billing/demo-provider';
import type { BillingOptions } from './modules/billing/provider';
import { registerModules } from './modules/index';
import { uploadStores } from './modules/uploads/storage/index';
import { registerApiDocument } from './openapi/document';
import { completeRouteContract, type RouteAccess, routeAccessOf } from './openapi/route-contract';
import { registerDocsRoutes } from './openapi/routes';
import { withPreloadedData } from './preloaded-pages';
import { MAX_FRAME_BYTES } from './realtime/frames';
import { registerRealtime } from './realtime/socket';
import { pageFor, readWebPages } from './web-pages';

export type AppOptions = {
  db: Database;
  /** Built web app (index.html + assets); omitted in API tests and in dev, where Vite serves it. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (lib/trusted-proxies.ts); none unless set. */
  trustProxy?: TrustedProxies;
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Sign-ups allowed per address per hour (SIGNUPS_PER_HOUR); 20 unless set. */
  signupsPerHour?: number;
  /** Who bills subscriptions: the demo provider unless Stripe is configured (main.ts). */
  billing?: BillingOptions;
  /** Per-IP request limits on public routes; only the benchmark, which sends everything from one IP, turns them off. */
  rateLimits?: boolean;
  /** Where uploaded images go (UPLOADS_STORAGE, S3_*); the database unless set. */
  uploads?: UploadsConfig;
  /** METRICS_TOKEN: `/metrics` for a Prometheus scraper bringing it; unset, no metrics. */
  metricsToken?: string;
  /** Where the NOTIFY listener connects: PostgreSQL itself (DATABASE_DIRECT_URL) when a pooler is in between. */
  listenUrl?: string;
  /** Stop and listener state for readiness; main.ts keeps it to fail readiness when a stop begins. */
  instance?: InstanceState;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Slow or stuck clients must not hold a connection open forever.
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  const { db } = options;
  app.decorate('instanceState', options.instance ?? newInstanceState());

  // Each route's zod contract validates what comes in and serializes (and checks) what goes out.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    completeRouteContract(route);
    if (route.url.startsWith('/api/')) routeTable.push(routeAccessOf(route));
  });
  await registerApiDocument(app);

  // First of all: the request is the context of everything its handling awaits (the audit trail's actor).
  registerRequestContext(app);

  // The API speaks JSON only: a text/plain body is refused with 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before compression: an ETag is of the plain body, so every encoding shares it.
  registerConditionalGets(app);
  // For a stop's log: which requests it waited for, or abandoned (drain.ts).
  trackRequestsInFlight(app);

  // Every text answer (JSON, HTML, CSV, iCalendar) goes brotli or gzip as the client accepts; built assets
  // are compressed once at build time and served as they are (preCompressed below).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 keeps a dynamic answer's compression cheap; the build uses the maximum for assets.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  const stripe = options.billing?.provider.name === 'stripe';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // With Stripe, its card form (Stripe.js and Elements' frames) comes from Stripe's own hosts.
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? ['https://api.stripe.com'] : [])],
        // No <base> anywhere: an injected one could point every relative script at another host.
        baseUri: ["'none'"],
        // No page of the app may be framed (clickjacking). Booking everywhere (issue 40) will open this for the
        // booking page only: `/booking/{slug}` answered with `frame-ancestors` listing the origins its business
        // allowed in Settings → Booking (set per answer in the not-found handler below, where the page is chosen),
        // and without the X-Frame-Options below, which can't name an origin.
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    // Sent below, by PUBLIC_URL's scheme: never over plain http, where a browser would ignore it anyway.
    hsts: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    // A year, subdomains included (ASVS 5.0 3.4.1 at level 2): once a browser has seen the app over HTTPS it
    // never tries plain http again, so a network attacker can't strip TLS from the next visit.
    if (servedOverHttps()) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // Counted in PostgreSQL, so the limits hold for every instance together (issue 34, decision 027).
  if (options.rateLimits !== false)
    await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db, app.log) });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request)) throw new HttpError(403, 'Cross-site request refused');
  });
  registerAccessControl(app, db, apiTokenAuth);
  app.addHook('preValidation', refuseControlCharacters);
  // A call with no body at all is read as an empty object, so a route whose fields are all optional accepts it.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500)
        request.log.error({ err: logSafeError(error.cause ?? error) }, error.message);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path is a missing row (404), like another business's id.
      if (error.validationContext === 'params') return reply.code(404).send({ message: 'Not found' });
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      return reply
        .code(status)
        .send({ message: clientErrorMessage(status, error as { code?: string; message: string }) });
    }
    const code = postgresErrorCode(error);
    // An id past the integer range names nothing: 404, like any missing id (never a 500).
    if (code === NUMERIC_OUT_OF_RANGE) return reply.code(404).send({ message: 'Not found' });
    // Still deadlocked or unserializable after db.transaction's tries (db/retry-transactions.ts).
    if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE)
      return reply.code(409).send({ message: 'Someone changed this at the same moment. Please try again.' });
    // The database dropped or refused the connection (a restart, a failover): nothing was half-written (one
    // transaction per write), so the caller may simply try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: logSafeError(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send({
        message: 'The database is unavailable for a moment. Please try again.',
        requestId: request.id,
      });
    }
    request.log.error({ err: logSafeError(error) }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error', requestId: request.id });
  });

  registerMetrics(app, { db, token: options.metricsToken });
  registerModules(app, {
    db,
    loginThrottle: sharedLoginThrottle(db, app.log, options.loginThrottle),
    billing: options.billing ?? { provider: demoProvider },
    signupsPerHour: options.signupsPerHour ?? 20,
    uploads: uploadStores(db, options.uploads),
  });
  registerRealtime(app, { db, listenUrl: options.listenUrl });
  registerDocsRoutes(app);

  const pages = options.webDir ? readWebPages(options.webDir) : undefined;
  if (options.webDir && pages) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      // The build writes name.js.br and name.js.gz beside each asset (vite-plugin-compression2).
      preCompressed: true,
      // Vite puts a content hash in every asset's name, so those never change; anything else is revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing asset or upload is a 404, never the app's page in its place.
    const isMissingFile = request.url.startsWith('/assets/') || request.url.startsWith('/media/');
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || isMissingFile || !pages) {
      return reply.code(404).send({ message: 'Not found' });
    }
    // Client-side routes (/dashboard, /booking, unknown paths) load the single-page app, the public pages its
    // lighter public entry (web-pages.ts). The booking and business pages carry what their first paint needs
    // (preloaded-pages.ts); the business page its name, description and rating for crawlers that run no script.
    const page = pageFor(pages, request.url, request.cookies);
    const prepared = await withPreloadedData(db, page, request.url, publicOrigin());
    if ('redirect' in prepared) return reply.redirect(prepared.redirect, 301);
    return reply.code(200).header('cache-control', 'no-cache').type('text/html').send(prepared.html);
  });

  return app;
}

function clientErrorMessage(status: number, error: { code?: string; message: string }): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'Request body is not valid JSON';
  }
  if (status === 415) return 'Request body must be JSON (Content-Type: application/json)';
  if (status === 413) return 'Request body is too large';
  if (status === 429) return 'Too many requests. Please try again later.';
  return error.message;
}
