import { z } from 'zod';
import { MAX_ID } from './common';
import { toCents } from './money';
import { type StaffMember, staffMemberSchema } from './staff';

const MAX_CENTS = 99_999_999;

/** Price as a number or a decimal string ("45" or "45.50"), >= 0; the server turns it into cents. */
export const priceInput = z
  .union([z.number(), z.string().trim()], { error: 'Price is required' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a number of at least 0 with up to 2 decimals' });
      return z.NEVER;
    }
    const cents = toCents(text);
    if (cents > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'Price is too large' });
      return z.NEVER;
    }
    return cents;
  });

/** Minutes kept free before (setup) or after (cleanup) an appointment of the service; 0 to 240. */
const bufferMinutes = z.coerce
  .number({ error: 'Buffer must be between 0 and 240 minutes' })
  .int('Buffer must be a whole number of minutes')
  .min(0, 'Buffer must be between 0 and 240 minutes')
  .max(240, 'Buffer must be between 0 and 240 minutes');

const serviceFields = {
  name: z.string({ error: 'Service name is required' }).trim().min(1, 'Service name is required').max(255),
  description: z.string().trim().max(2000).nullable().optional(),
  duration: z.coerce
    .number({ error: 'Duration is required' })
    .int('Duration must be a whole number of minutes')
    .min(5, 'Duration must be at least 5 minutes')
    .max(720, 'Duration must be at most 720 minutes'),
  price: priceInput,
  bufferBeforeMinutes: bufferMinutes,
  bufferAfterMinutes: bufferMinutes,
  isActive: z.boolean().optional(),
  /** Empty or absent: every active staff member performs the service. */
  staffIds: z.array(z.number().int().positive()).max(200).optional(),
  /** Empty or absent: every location offers it. */
  locationIds: z.array(z.number().int().positive().max(MAX_ID)).max(100).optional(),
};

export const createServiceSchema = z
  .object({
    ...serviceFields,
    bufferBeforeMinutes: bufferMinutes.default(0),
    bufferAfterMinutes: bufferMinutes.default(0),
  })
  .strict();
export type CreateServiceInput = z.input<typeof createServiceSchema>;
export type CreateService = z.output<typeof createServiceSchema>;

export const updateServiceSchema = z.object(serviceFields).partial().strict();
export type UpdateServiceInput = z.input<typeof updateServiceSchema>;
export type UpdateService = z.output<typeof updateServiceSchema>;

export const listServicesQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /api/services item: the spec's shape plus isActive and staffIds. */
export const serviceItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    duration: z.number().int().describe('Minutes'),
    price: z.string().describe('Decimal string, e.g. "45.00"'),
    bufferBeforeMinutes: z
      .number()
      .int()
      .describe(
        "Minutes kept free for the staff member before each appointment (setup); not in the client's times",
      ),
    bufferAfterMinutes: z
      .number()
      .int()
      .describe(
        "Minutes kept free for the staff member after each appointment (cleanup); not in the client's times",
      ),
    isActive: z.boolean(),
    staffIds: z
      .array(z.number().int())
      .describe('Staff who perform it; empty means every active staff member'),
    locationIds: z.array(z.number().int()).describe('Locations that offer it; empty means every location'),
  })
  .meta({ id: 'Service' });
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const deleteServiceResultSchema = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ deactivated: z.literal(true) }),
]);
export type DeleteServiceResult = z.infer<typeof deleteServiceResultSchema>;

/** GET /api/staff item (read-only list). */
/** The staff list the service and availability forms pick from: the Staff screen's own shape (contract/staff). */
export const staffListItemSchema = staffMemberSchema;
export type StaffListItem = StaffMember;
