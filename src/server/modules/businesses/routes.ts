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

const tags = ['business'];

export function registerBusinessRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/business',
    {
      config: { access: { ability: 'business.view' } },
      schema: {
        operationId: 'getBusiness',
        summary: 'The signed-in business',
        tags,
        response: { 200: businessProfileSchema },
      },
    },
    async (request) => toProfile(await getBusiness(db, requireAuth(request).businessId)),
  );

  r.put(
    '/api/business',
    {
      config: { access: { ability: 'business.manage' } },
      schema: {
        operationId: 'updateBusiness',
        summary: 'Update the business profile, booking settings, taxes and notification preferences',
        tags,
        body: updateBusinessSchema,
        response: {
          200: businessProfileSchema,
          409: apiErrorBodySchema.describe('The booking link (slug) is taken by another business'),
        },
      },
    },
    async (request) => toProfile(await updateBusiness(db, requireAuth(request).businessId, request.body)),
  );

  r.get(
    '/api/business/members',
    {
      config: { access: { ability: 'members.view' } },
      schema: {
        operationId: 'listBusinessMembers',
        summary: 'Members of the business',
        tags,
        response: { 200: z.array(businessMemberSchema) },
      },
    },
    async (request) => listMembers(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/business/members/:id',
    {
      config: { access: { ability: 'members.view' } },
      schema: {
        operationId: 'getBusinessMember',
        summary: 'One member',
        tags,
        params: idParamsSchema,
        response: { 200: businessMemberSchema },
      },
    },
    async (request) => getMember(db, requireAuth(request).businessId, request.params.id),
  );

  r.put(
    '/api/business/branding',
    {
      config: { access: { ability: 'business.manage', feature: 'custom_branding' } },
      schema: {
        operationId: 'updateBranding',
        summary: 'Set the logo and accent colour shown on the public pages and in emails',
        tags,
        body: brandingSchema,
        response: { 200: businessProfileSchema },
      },
    },
    async (request) => toProfile(await updateBranding(db, requireAuth(request).businessId, request.body)),
  );
}
