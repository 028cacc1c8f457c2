import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/common';
import {
  portalSignInSchema,
  portalSignUpSchema,
  requestSignInLinkSchema,
  SIGN_IN_LINK_SENT,
  updatePortalProfileSchema,
} from '../../../contract/portal';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { updateClientRow } from '../clients/repository';
import { withEmailConflict } from '../clients/service';
import { requestSignInLink, signIn, signUp } from './account';
import { cancelClientAppointment, listClientAppointments } from './appointments';
import { portalCaller, signedInClient } from './identity';
import { loadProfile } from './profile';
import { publicOrigin } from './public-url';
import { deletePortalToken } from './session-store';

const tag = 'portal';
/** Guessing a 128-bit code is hopeless anyway; the limits stop floods of sign-ups and emails. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: '15 minutes' };
const SIGN_UP_LIMIT = { max: 10, timeWindow: '1 hour' };

export function registerPortalRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/api/portal/signup',
    {
      config: {
        access: { public: true },
        rateLimit: SIGN_UP_LIMIT,
        docs: {
          summary: 'Create a client profile; answers the access code once',
          tag,
          body: portalSignUpSchema,
          responses: { 201: 'Signed in', 409: 'Email taken' },
        },
      },
    },
    async (request, reply) => {
      const input = parse(portalSignUpSchema, request.body);
      return reply.code(201).send(await signUp(db, input, publicOrigin()));
    },
  );

  app.post(
    '/api/portal/sign-in',
    {
      config: {
        access: { public: true },
        rateLimit: SIGN_IN_LIMIT,
        docs: {
          summary: 'Sign in with the access code or an emailed link',
          tag,
          body: portalSignInSchema,
          responses: { 200: 'Signed in', 401: 'Invalid code or link' },
        },
      },
    },
    async (request) => signIn(db, parse(portalSignInSchema, request.body)),
  );

  app.post(
    '/api/portal/sign-in-link',
    {
      config: {
        access: { public: true },
        rateLimit: SIGN_UP_LIMIT,
        docs: {
          summary: 'Email a one-time sign-in link',
          tag,
          body: requestSignInLinkSchema,
          responses: { 202: 'Accepted' },
        },
      },
    },
    async (request, reply) => {
      await requestSignInLink(db, parse(requestSignInLinkSchema, request.body), publicOrigin());
      return reply.code(202).send({ message: SIGN_IN_LINK_SENT });
    },
  );

  app.post(
    '/api/portal/sign-out',
    {
      config: {
        access: { public: true },
        docs: { summary: 'End this portal or widget session', tag, responses: { 204: 'Signed out' } },
      },
    },
    async (request, reply) => {
      const who = await portalCaller(db, request);
      await deletePortalToken(db, who.tokenHash);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/portal/me',
    { config: { access: { public: true }, docs: { summary: "The signed-in client's profile", tag } } },
    async (request) => {
      const who = await signedInClient(db, request);
      return loadProfile(db, who.businessId, who.clientId);
    },
  );

  app.put(
    '/api/portal/me',
    {
      config: {
        access: { public: true },
        docs: {
          summary: 'Edit my profile',
          tag,
          body: updatePortalProfileSchema,
          responses: { 200: 'OK', 409: 'Email taken' },
        },
      },
    },
    async (request) => {
      const who = await signedInClient(db, request);
      const input = parse(updatePortalProfileSchema, request.body);
      await withEmailConflict(() =>
        db.transaction((tx) => updateClientRow(tx, who.businessId, who.clientId, input)),
      );
      return loadProfile(db, who.businessId, who.clientId);
    },
  );

  app.get(
    '/api/portal/appointments',
    { config: { access: { public: true }, docs: { summary: 'My upcoming and past appointments', tag } } },
    async (request) => listClientAppointments(db, await signedInClient(db, request)),
  );

  app.post(
    '/api/portal/appointments/:id/cancel',
    {
      config: {
        access: { public: true },
        docs: {
          summary: 'Cancel my upcoming appointment (up to the cut-off)',
          tag,
          responses: { 200: 'Cancelled', 404: 'Not mine', 409: 'Too late' },
        },
      },
    },
    async (request) => {
      const who = await signedInClient(db, request);
      const params = idParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound('Appointment not found');
      return cancelClientAppointment(db, who, params.data.id);
    },
  );
}
