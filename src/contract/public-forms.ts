import * as z from 'zod/mini';
import { SERVICE_NOT_FOUND } from './appointments';
import { isIsoDate, TIME_OF_DAY } from './availability';
import { CLIENT_EMAIL_INVALID, CLIENT_NAME_TOO_SHORT } from './clients';
import { MAX_ID } from './common';
import { CODE_NOT_VALID } from './offers';
import { PHONE_INVALID, PHONE_TOO_SHORT, phoneProblem } from './phone';
import { SERVICE_NOT_OFFERED } from './waiting-rooms';

// The forms of the pages a client sees, checked in the browser before they are sent, written with zod/mini so
// those pages load a few KB of validation instead of zod's 25 (docs/decisions/016-fast-public-pages.md). The
// server still checks every request with the contract's own schemas; public-forms.unit.test.ts holds each form
// here to the same answers and messages as the schema its request is checked with.

/** A number from a form field (a radio's or a select's text), with one message for anything but an id. */
const formId = (required: string, notFound = required) =>
  z.coerce
    .number({ error: required })
    .check(z.multipleOf(1, notFound), z.positive(notFound), z.lte(MAX_ID, notFound));

const text = (required: string, max: number, tooLong?: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** Optional text: empty is none (null). */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((value) => (value === '' ? null : value)),
  );

/** An email typed into a form: trimmed and lowercased, then checked. */
const typedEmail = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase()),
    z.email(message).check(z.maxLength(255, message)),
  );

const phone = z.string({ error: PHONE_TOO_SHORT }).check(
  z.trim(),
  z.maxLength(50, PHONE_INVALID),
  z.refine((value) => value.length > 50 || phoneProblem(value) === null, {
    error: (issue) => phoneProblem(issue.input as string) ?? PHONE_INVALID,
  }),
);

/** Empty is no phone (null); absent stays absent. */
const optionalPhone = z.pipe(
  z.optional(z.union([z.literal(''), z.null(), phone])),
  z.transform((value) => (value === '' ? null : value)),
);

const clientName = z
  .string({ error: CLIENT_NAME_TOO_SHORT })
  .check(z.trim(), z.minLength(2, CLIENT_NAME_TOO_SHORT), z.maxLength(255));
const clientEmail = typedEmail(CLIENT_EMAIL_INVALID);

/** The booking form (checked on the server with contract/public-booking.ts publicBookingSchema). */
export const bookingForm = z.object({
  locationId: z.optional(z.nullable(formId('Please choose a location', 'Location not found'))),
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .check(
      z.multipleOf(1, 'Please select a service'),
      z.positive('Please select a service'),
      z.lte(MAX_ID, SERVICE_NOT_FOUND),
    ),
  /** Someone chosen, or unset: anyone available. */
  staffId: z.optional(z.nullable(formId('Staff member not found', 'Staff member not found'))),
  date: z.string({ error: 'Please select a date' }).check(z.refine(isIsoDate, 'Please select a date')),
  startTime: z.string({ error: 'Please select a time' }).check(z.regex(TIME_OF_DAY, 'Please select a time')),
  clientName: text('Name is required', 255),
  clientEmail: z.pipe(
    z.email('Valid email is required').check(z.maxLength(255)),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  clientPhone: optionalPhone,
  notes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
  sendReminder: z._default(z.boolean(), true),
  offerCode: z.pipe(
    z.optional(z.string({ error: CODE_NOT_VALID }).check(z.trim(), z.maxLength(64, CODE_NOT_VALID))),
    z.transform((code) => (code === '' ? undefined : code)),
  ),
  marketingOptIn: z.optional(z.boolean()),
});
export type BookingFormInput = z.input<typeof bookingForm>;
export type BookingFormValues = z.output<typeof bookingForm>;

/** The portal's sign-up and profile forms (portalSignUpSchema without the business). */
export const portalProfileForm = z.object({
  name: clientName,
  email: clientEmail,
  phone,
  address: optionalText(255),
  notes: optionalText(5000),
  marketingOptIn: z.optional(z.boolean()),
});
export type PortalProfileFormInput = z.input<typeof portalProfileForm>;
export type PortalProfileFormValues = z.output<typeof portalProfileForm>;

/** Asking for a sign-in link (requestSignInLinkSchema without the business). */
export const signInLinkForm = z.object({ email: clientEmail });

/** Signing in to the portal with an access code (portalSignInSchema's first form). */
export const accessCodeForm = z.object({ accessCode: text('Access code is required', 200) });

/** The chat widget's guest introduction (widgetSessionSchema without the business). */
export const chatIntroForm = z.object({ name: clientName, email: clientEmail });

const RATING = 'Rating must be between 1 and 5';

/** Share Your Experience (publicReviewSchema). */
export const reviewForm = z.object({
  rating: z.coerce
    .number({ error: 'Rating is required' })
    .check(z.multipleOf(1, RATING), z.gte(1, RATING), z.lte(5, RATING)),
  title: text('Title is required', 200, 'Title must be less than 200 characters'),
  comment: z
    .string({ error: 'Comment must be at least 10 characters' })
    .check(
      z.trim(),
      z.minLength(10, 'Comment must be at least 10 characters'),
      z.maxLength(1000, 'Comment must be less than 1000 characters'),
    ),
  reviewerName: text('Name is required', 100, 'Name must be less than 100 characters'),
  reviewerEmail: typedEmail('Valid email is required'),
  requestToken: z.optional(z.string().check(z.trim(), z.minLength(20), z.maxLength(100))),
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ReviewFormInput = z.input<typeof reviewForm>;
export type ReviewFormValues = z.output<typeof reviewForm>;

/** Joining a walk-in waiting list (joinQueueSchema). */
export const joinQueueForm = z.object({
  clientName: text('Name is required', 100, 'Name must be at most 100 characters'),
  clientEmail: z.pipe(
    z.optional(
      z.union([
        z.literal(''),
        z.null(),
        z.email('Valid email is required').check(z.maxLength(254, 'Valid email is required')),
      ]),
    ),
    z.transform((value) => (value ? value.toLowerCase() : null)),
  ),
  clientPhone: z.pipe(
    optionalPhone,
    z.transform((value) => value ?? null),
  ),
  serviceId: z.optional(
    z.nullable(
      z
        .number({ error: SERVICE_NOT_OFFERED })
        .check(
          z.multipleOf(1, SERVICE_NOT_OFFERED),
          z.positive(SERVICE_NOT_OFFERED),
          z.lte(MAX_ID, SERVICE_NOT_OFFERED),
        ),
    ),
  ),
});
export type JoinQueueFormInput = z.input<typeof joinQueueForm>;
export type JoinQueueFormValues = z.output<typeof joinQueueForm>;
