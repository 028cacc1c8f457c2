import { z } from 'zod';

/** Personal API tokens (plan feature api_access): sent as `Authorization: Bearer fd_pat_…`. */
export const API_TOKEN_PREFIX = 'fd_pat_';

export const createApiTokenSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  })
  .strict()
  .meta({ id: 'CreateApiToken' });
export type CreateApiTokenInput = z.output<typeof createApiTokenSchema>;

export const apiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the token, to tell tokens apart'),
    createdBy: z.string().describe("The member who created it: they act as that member's role"),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().describe('Shown once: only its hash is kept') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
