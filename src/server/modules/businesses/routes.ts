import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BusinessProfile,
  brandingSchema,
  businessMemberSchema,
  businessProfileSchema,
  updateBusinessSchema,
} from '../../../contract/business';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { effectiveTimeFormat } from '../../../contract/time-format';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { isEmailVerified } from './email-verification';
import { getBusiness, getMember, listMembers, updateBranding, updateBusiness } from './service';

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
    specialties: b.specialties,
    photoUrls: b.photoUrls,
    emailVerified: isEmailVerified(b),
    subscriptionTier: b.subscriptionTier,
    subscriptionStatus: b.subscriptionStatus,
    logoUrl: b.logoUrl,
    accentColor: b.accentColor,
    bookingWindowDays: b.bookingWindowDays,
    minNoticeMinutes: b.minNoticeMinutes,
    cancellationCutoffHours: b.cancellationCutoffHours,
    salesTaxBasisPoints: b.salesTaxBasisPoints,
    posTaxBasisPoints: b.posTaxBasisPoints,
    emailClientConfirmations: b.emailClientConfirmations,
    emailClientReminders: b.emailClientReminders,
    emailClientReceipts: b.emailClientReceipts,
    emailClientReviewRequests: b.emailClientReviewRequests,
    reviewsNeedApproval: b.reviewsNeedApproval,
    timeFormat: effectiveTimeFormat(b.timeFormat, b.timezone),
  };
}

const spec = routeSpecs(['business']);

export function registerBusinessRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/business',
    spec({
      access: { ability: 'business.view' },
      operationId: 'getBusiness',
      summary: 'The signed-in business',
      response: { 200: businessProfileSchema },
    }),
    async (request) => toProfile(await getBusiness(db, requireAuth(request).businessId)),
  );

  r.put(
    '/api/business',
    spec({
      access: { ability: 'business.manage' },
      operationId: 'updateBusiness',
      summary: 'Update the business profile, booking settings, taxes and notification preferences',
      body: updateBusinessSchema,
      response: {
        200: businessProfileSchema,
        409: apiErrorBodySchema.describe('The booking link (slug) is taken by another business'),
      },
    }),
    async (request) => toProfile(await updateBusiness(db, requireAuth(request).businessId, request.body)),
  );

  r.get(
    '/api/business/members',
    spec({
      access: { ability: 'members.view' },
      operationId: 'listBusinessMembers',
      summary: 'Members of the business',
      response: { 200: z.array(businessMemberSchema) },
    }),
    async (request) => listMembers(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/business/members/:id',
    spec({
      access: { ability: 'members.view' },
      operationId: 'getBusinessMember',
      summary: 'One member',
      params: idParamsSchema,
      response: { 200: businessMemberSchema },
    }),
    async (request) => getMember(db, requireAuth(request).businessId, request.params.id),
  );

  r.put(
    '/api/business/branding',
    spec({
      access: { ability: 'business.manage', feature: 'custom_branding' },
      operationId: 'updateBranding',
      summary: 'Set the logo and accent colour shown on the public pages and in emails',
      body: brandingSchema,
      response: { 200: businessProfileSchema },
    }),
    async (request) => toProfile(await updateBranding(db, requireAuth(request).businessId, request.body)),
  );
}
