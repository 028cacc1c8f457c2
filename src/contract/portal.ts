import { z } from 'zod';
import { isoDate, timeOfDay } from './availability';
import { clientEmail, clientListItemSchema, clientName } from './clients';
import { optionalText } from './common';
import { marketingConsentSchema } from './consent';
import { phoneNumber } from './phone';

/** Header the portal and the widget send: `Authorization: Bearer <token>` (token kept in localStorage). */
export const PORTAL_TOKEN_STORAGE_KEY = 'fd_portal_token';

export const INVALID_ACCESS_CODE = 'Invalid access code';
export const PORTAL_EMAIL_TAKEN =
  'A client with this email already exists. Sign in with your access code or ask for a sign-in link.';
export const SIGN_IN_LINK_SENT = 'If that email belongs to a client, a sign-in link is on its way.';

/**
 * Which business a portal form is for: its booking link's slug, as in `/client?business=` (issue 32 F7: never
 * a number anyone can count through). An old slug still works, and so does the number of a business made
 * before slugs. One that names no business is treated as an unknown business.
 */
const businessRefField = z
  .string({ error: 'Business is required' })
  .trim()
  .min(1, 'Business is required')
  .max(200)
  .describe(
    "The business's booking-link slug, as in /client?business= (an old slug still works; a business made before slugs also answers to its number)",
  );

/** The portal's profile form (spec §5 client profile rules). */
export const portalProfileFields = {
  name: clientName,
  email: clientEmail,
  phone: phoneNumber,
  address: optionalText(255),
  notes: optionalText(5000),
};

/** POST /api/portal/signup */
export const portalSignUpSchema = z
  .object({
    business: businessRefField,
    ...portalProfileFields,
    /** The unticked "email me news and offers" box; only a tick records consent. */
    marketingOptIn: z.boolean().optional(),
  })
  .strict();
export type PortalSignUpInput = z.input<typeof portalSignUpSchema>;

/** PUT /api/portal/me */
export const updatePortalProfileSchema = z
  .object({ ...portalProfileFields, marketingOptIn: z.boolean().optional() })
  .partial()
  .strict();
export type UpdatePortalProfileInput = z.input<typeof updatePortalProfileSchema>;
export type UpdatePortalProfile = z.output<typeof updatePortalProfileSchema>;

/** POST /api/portal/sign-in: the access code, or the one-time token from the emailed link. */
export const portalSignInSchema = z.union([
  z
    .object({
      accessCode: z
        .string({ error: 'Access code is required' })
        .trim()
        .min(1, 'Access code is required')
        .max(200),
    })
    .strict(),
  z.object({ linkToken: z.string().trim().min(1, 'Sign-in link is invalid').max(200) }).strict(),
]);
export type PortalSignInInput = z.input<typeof portalSignInSchema>;

/**
 * POST /api/portal/sign-in-link: emails a one-time sign-in link (same answer whether or not the email is
 * known); without `business`, one for each business the email is a client of (the portal opened from the
 * landing page).
 */
export const requestSignInLinkSchema = z
  .object({ business: businessRefField.optional(), email: clientEmail })
  .strict();
export type RequestSignInLinkInput = z.input<typeof requestSignInLinkSchema>;

/** POST /api/portal/widget/session: a guest chat from the booking page (no access to the portal). */
export const widgetSessionSchema = z
  .object({ business: businessRefField, name: clientName, email: clientEmail })
  .strict();
export type WidgetSessionInput = z.input<typeof widgetSessionSchema>;

/**
 * POST /api/portal/chat/rooms/claim (signed in with the access code or link): the widget's guest token
 * on this device, whose room becomes the client's own once the guest token names the same client.
 */
export const claimGuestChatSchema = z
  .object({ guestToken: z.string({ error: 'Guest token is required' }).trim().min(1).max(200) })
  .strict();
export type ClaimGuestChatInput = z.input<typeof claimGuestChatSchema>;

/** GET/PUT /api/portal-settings (owner/admin): how close to its start a client may still cancel online. */
export const portalSettingsSchema = z
  .object({
    cancellationCutoffHours: z.coerce
      .number({ error: 'Cut-off must be a whole number of hours' })
      .int('Cut-off must be a whole number of hours')
      .min(0, 'Cut-off must be between 0 and 336 hours')
      .max(336, 'Cut-off must be between 0 and 336 hours'),
  })
  .strict();
export type PortalSettings = z.output<typeof portalSettingsSchema>;
/** GET/PUT /api/portal-settings answer. */
export const portalSettingsResultSchema = z
  .object({ cancellationCutoffHours: z.number().int() })
  .meta({ id: 'PortalSettings' });

/** The client's own record, as the clients list shows it, and whose business it is. */
export const portalProfileSchema = clientListItemSchema
  .extend({
    ...marketingConsentSchema.shape,
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'PortalProfile' });
export type PortalProfile = z.infer<typeof portalProfileSchema>;

export type PortalSessionKind = 'portal' | 'guest';

/**
 * Answer of sign-up, sign-in and widget session. `accessCode` only in the sign-up answer (shown once).
 * A 'guest' token (widget) only reads and writes the room it created: `roomId`.
 */
export const portalSessionSchema = z
  .object({
    token: z.string(),
    kind: z.enum(['portal', 'guest']),
    expiresAt: z.string(),
    client: portalProfileSchema.nullable(),
    accessCode: z.string().optional().describe('Only in the sign-up answer (shown once)'),
    roomId: z.number().int().optional().describe("A guest token's one room"),
  })
  .meta({ id: 'PortalSession' });
export type PortalSession = z.infer<typeof portalSessionSchema>;

/** POST /api/portal/sign-in-link (202). */
export const signInLinkSentSchema = z.object({ message: z.string() });

/**
 * GET /api/portal/businesses/{business}: what the /client page and the widget need before signing in. `id`
 * keys the client's tokens on the device; `slug` is the portal's address now (an old slug or number asked
 * answers this one).
 */
export const portalBusinessSchema = z
  .object({
    id: z.number().int(),
    slug: z
      .string()
      .describe(
        'The portal link now: /client?business={slug} (an old slug or number asked answers this one)',
      ),
    name: z.string(),
    chatEnabled: z.boolean(),
    cancellationCutoffHours: z.number().int(),
  })
  .meta({ id: 'PortalBusiness' });
export type PortalBusiness = z.infer<typeof portalBusinessSchema>;

/** Spec §3 "Client appointment", plus endTime and whether the client may still cancel it online. */
export const clientAppointmentSchema = z
  .object({
    id: z.number().int(),
    service: z.object({ name: z.string(), duration: z.number().int(), price: z.string() }),
    appointmentDate: z.string(),
    appointmentTime: z.string(),
    endTime: z.string(),
    timezone: z.string(),
    status: z.string(),
    notes: z.string().nullable(),
    canCancel: z.boolean(),
    /** Open, still ahead, not part of a several-service visit and before the cut-off: it may be moved online. */
    canReschedule: z
      .boolean()
      .describe('Open, still ahead, a single service and before the cut-off: the client may move it online'),
    /** ISO instant after which online cancellation closes (start minus the business's cut-off). */
    cancellableUntil: z
      .string()
      .describe("ISO instant after which online cancellation closes (start minus the business's cut-off)"),
    bookAgain: z
      .object({
        serviceId: z.number().int(),
        staffId: z.number().int().nullable().describe('The same staff member while they still work there'),
      })
      .nullable()
      .describe('What "Book again" fills in on the booking page; null when the service is no longer offered'),
  })
  .meta({ id: 'ClientAppointment' });
export type ClientAppointment = z.infer<typeof clientAppointmentSchema>;

/**
 * GET /api/portal/appointments: upcoming (every appointment whose start is still ahead, any status, a
 * cancelled one with its status) soonest first; past (start passed) newest first.
 */
export const clientAppointmentsSchema = z.object({
  upcoming: z.array(clientAppointmentSchema),
  past: z.array(clientAppointmentSchema),
});
export type ClientAppointments = z.infer<typeof clientAppointmentsSchema>;

export const cancellationClosedMessage = (hours: number) =>
  `Appointments can only be cancelled online up to ${hours} hours before they start.`;
export const APPOINTMENT_NOT_CANCELLABLE = 'This appointment can no longer be cancelled.';

export const rescheduleClosedMessage = (hours: number) =>
  `Appointments can't be moved online within ${hours} hours of their start. Please call the business.`;
export const APPOINTMENT_NOT_MOVABLE = 'This appointment can no longer be moved.';
export const VISIT_NOT_MOVABLE = 'This visit has several services. Please contact the business to move it.';
export const RESCHEDULE_SLOT_TAKEN = 'That time is no longer available. Please choose another.';

/** GET /api/portal/appointments/{id}/slots?date=YYYY-MM-DD: the day to look for a new time on. */
export const rescheduleSlotsQuerySchema = z.object({ date: isoDate('Please select a date') });
export type RescheduleSlotsQuery = z.output<typeof rescheduleSlotsQuerySchema>;

/**
 * GET /api/portal/appointments/{id}/slots answers the public page's Slots shape (`{ date, timezone, slots:
 * [{ startTime, endTime, staffIds }] }`): the starts the appointment can move to with the same staff member at
 * the same location, inside the booking settings, its own current time counted as free.
 */

/** POST /api/portal/appointments/{id}/reschedule: the new local date and start (one the slots offer). */
export const rescheduleClientAppointmentSchema = z
  .object({ date: isoDate('Please select a date'), startTime: timeOfDay('Please select a time') })
  .strict();
export type RescheduleClientAppointmentInput = z.input<typeof rescheduleClientAppointmentSchema>;
export type RescheduleClientAppointment = z.output<typeof rescheduleClientAppointmentSchema>;

/** A portal route called without the portal's bearer token. */
export const PORTAL_SIGN_IN_REQUIRED = 'Please sign in to the client portal.';
