import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  clientAppointmentSchema,
  clientAppointmentsSchema,
  portalProfileSchema,
  portalSessionSchema,
  portalSignInSchema,
  portalSignUpSchema,
  requestSignInLinkSchema,
  rescheduleClientAppointmentSchema,
  rescheduleSlotsQuerySchema,
  SIGN_IN_LINK_SENT,
  signInLinkSentSchema,
  updatePortalProfileSchema,
} from '../../../contract/portal';
import { slotsResponseSchema } from '../../../contract/public-booking';
import { deletePortalToken } from '../../core/portal-sessions';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { publicOrigin } from '../../lib/public-url';
import { requestSignInLink, signIn, signUp } from './account';
import { cancelClientAppointment, listClientAppointments } from './appointments';
import { portalCaller, signedInClient } from './identity';
import { loadProfile, updatePortalProfile } from './profile';
import { listRescheduleSlots, rescheduleClientAppointment } from './reschedule';

const spec = routeSpecs(['portal']);
/** Guessing a 128-bit code is hopeless anyway; the limits stop floods of sign-ups and emails. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: '15 minutes' };
const SIGN_UP_LIMIT = { max: 10, timeWindow: '1 hour' };
/** What signedInClient answers to a widget guest token. */
const guestToken = apiErrorBodySchema.describe('A widget guest token: sign in with the access code');

export function registerPortalRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/portal/signup',
    spec({
      access: { public: true },
      rateLimit: SIGN_UP_LIMIT,
      operationId: 'portalSignUp',
      summary: 'Create a client profile; answers the access code once',
      body: portalSignUpSchema,
      response: {
        201: portalSessionSchema,
        404: apiErrorBodySchema.describe('No such business'),
        409: apiErrorBodySchema.describe('Email taken'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      return signUp(db, request.body, publicOrigin());
    },
  );

  r.post(
    '/api/portal/sign-in',
    spec({
      access: { public: true },
      rateLimit: SIGN_IN_LIMIT,
      operationId: 'portalSignIn',
      summary: 'Sign in with the access code or an emailed link',
      body: portalSignInSchema,
      response: { 200: portalSessionSchema, 401: apiErrorBodySchema.describe('Invalid code or link') },
    }),
    async (request) => signIn(db, request.body),
  );

  r.post(
    '/api/portal/sign-in-link',
    spec({
      access: { public: true },
      rateLimit: SIGN_UP_LIMIT,
      operationId: 'requestPortalSignInLink',
      summary: 'Email a one-time sign-in link',
      body: requestSignInLinkSchema,
      response: { 202: signInLinkSentSchema },
    }),
    async (request, reply) => {
      await requestSignInLink(db, request.body, publicOrigin());
      reply.code(202);
      return { message: SIGN_IN_LINK_SENT };
    },
  );

  r.post(
    '/api/portal/sign-out',
    spec({
      access: { portal: true },
      operationId: 'portalSignOut',
      summary: 'End this portal or widget session',
      response: { 204: z.null().describe('Signed out') },
    }),
    async (request, reply) => {
      const who = await portalCaller(db, request);
      await deletePortalToken(db, who.tokenHash);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/portal/me',
    spec({
      access: { portal: true },
      operationId: 'getPortalProfile',
      summary: "The signed-in client's profile",
      response: { 200: portalProfileSchema, 403: guestToken },
    }),
    async (request) => {
      const who = await signedInClient(db, request);
      return loadProfile(db, who.businessId, who.clientId);
    },
  );

  r.put(
    '/api/portal/me',
    spec({
      access: { portal: true },
      operationId: 'updatePortalProfile',
      summary: 'Edit my profile',
      body: updatePortalProfileSchema,
      response: {
        200: portalProfileSchema,
        403: guestToken,
        409: apiErrorBodySchema.describe('Email taken'),
      },
    }),
    async (request) => updatePortalProfile(db, await signedInClient(db, request), request.body),
  );

  r.get(
    '/api/portal/appointments',
    spec({
      access: { portal: true },
      operationId: 'listPortalAppointments',
      summary: 'My upcoming and past appointments',
      response: { 200: clientAppointmentsSchema, 403: guestToken },
    }),
    async (request) => listClientAppointments(db, await signedInClient(db, request)),
  );

  r.post(
    '/api/portal/appointments/:id/cancel',
    spec({
      access: { portal: true },
      operationId: 'cancelPortalAppointment',
      summary: 'Cancel my upcoming appointment (up to the cut-off)',
      params: idParamsSchema,
      response: {
        200: clientAppointmentSchema,
        403: guestToken,
        409: apiErrorBodySchema.describe('Too late'),
      },
    }),
    async (request) => cancelClientAppointment(db, await signedInClient(db, request), request.params.id),
  );

  r.get(
    '/api/portal/appointments/:id/slots',
    spec({
      access: { portal: true },
      operationId: 'listPortalRescheduleSlots',
      summary: 'Free times my appointment could move to on a day (same staff member and place)',
      params: idParamsSchema,
      querystring: rescheduleSlotsQuerySchema,
      response: { 200: slotsResponseSchema, 403: guestToken },
    }),
    async (request) =>
      listRescheduleSlots(db, await signedInClient(db, request), request.params.id, request.query.date),
  );

  r.post(
    '/api/portal/appointments/:id/reschedule',
    spec({
      access: { portal: true },
      operationId: 'rescheduleClientAppointment',
      summary: 'Move my upcoming appointment to a free time (up to the cut-off)',
      params: idParamsSchema,
      body: rescheduleClientAppointmentSchema,
      response: {
        200: clientAppointmentSchema,
        403: guestToken,
        409: apiErrorBodySchema.describe('Too late, a visit, or the time is taken'),
      },
    }),
    async (request) =>
      rescheduleClientAppointment(db, await signedInClient(db, request), request.params.id, request.body),
  );
}
