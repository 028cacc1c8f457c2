import type { FastifyInstance } from 'fastify';
import { type BusinessProfile, updateBusinessSchema } from '../../../contract/business';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { ROLES_THAT_MANAGE, requireAuth } from '../auth/access';
import { getBusiness, getMember, listMembers, updateBusiness } from './service';

function toProfile(b: Business): BusinessProfile {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    description: b.description,
    category: b.category,
    address: b.address,
    city: b.city,
    state: b.state,
    zip: b.zip,
    phone: b.phone,
    email: b.email,
    website: b.website,
    hoursText: b.hoursText,
    timezone: b.timezone,
    priceRange: b.priceRange,
    listedInDirectory: b.listedInDirectory,
    subscriptionTier: b.subscriptionTier,
    subscriptionStatus: b.subscriptionStatus,
  };
}

export function registerBusinessRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/business',
    { config: { docs: { summary: 'The signed-in business', tag: 'business' } } },
    async (request) => toProfile(await getBusiness(db, requireAuth(request).businessId)),
  );

  app.put(
    '/api/business',
    {
      config: {
        access: { roles: ROLES_THAT_MANAGE },
        docs: { summary: 'Update the business profile', tag: 'business', body: updateBusinessSchema },
      },
    },
    async (request) => {
      const input = parse(updateBusinessSchema, request.body);
      return toProfile(await updateBusiness(db, requireAuth(request).businessId, input));
    },
  );

  app.get(
    '/api/business/members',
    { config: { docs: { summary: 'Members of the business', tag: 'business' } } },
    async (request) => listMembers(db, requireAuth(request).businessId),
  );

  app.get(
    '/api/business/members/:id',
    {
      config: {
        docs: {
          summary: 'One member',
          tag: 'business',
          responses: { 200: 'OK', 404: 'No such member in this business' },
        },
      },
    },
    async (request) => {
      const params = idParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound('Member not found');
      return getMember(db, requireAuth(request).businessId, params.data.id);
    },
  );

  app.get(
    '/api/subscription',
    { config: { docs: { summary: 'Plan tier and status', tag: 'business' } } },
    async (request) => {
      const { plan } = requireAuth(request);
      return { subscriptionTier: plan.subscriptionTier, subscriptionStatus: plan.subscriptionStatus };
    },
  );
}
