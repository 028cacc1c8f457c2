import { z } from 'zod';
import { MAX_ID } from './common';

/**
 * What the bell lists. Notifications are not stored: each is derived from one of the business's own rows
 * (an online booking, a cancelled appointment, an unread client message, a product at or under its low-stock
 * threshold, an email that could not be delivered) and named `<kind>:<row id>`.
 */
export const notificationKinds = ['booking', 'cancellation', 'message', 'low_stock', 'email_failed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The newest this many of the window are listed; the unread count covers the whole window. */
export const NOTIFICATION_LIST_LIMIT = 30;
/** Events older than this drop out of the bell (a product still low on stock stays). */
export const NOTIFICATION_WINDOW_DAYS = 30;

export const NOTIFICATION_ID_INVALID = 'Each id must name a notification, like booking:12';
const notificationIdPattern = new RegExp(`^(${notificationKinds.join('|')}):([1-9][0-9]{0,9})$`);

/** 'booking:12' -> { kind: 'booking', itemId: 12 } */
export const notificationIdSchema = z
  .string({ error: NOTIFICATION_ID_INVALID })
  .regex(notificationIdPattern, NOTIFICATION_ID_INVALID)
  .refine((id) => Number(id.split(':')[1]) <= MAX_ID, NOTIFICATION_ID_INVALID)
  .transform((id) => {
    const [kind, itemId] = id.split(':') as [NotificationKind, string];
    return { kind, itemId: Number(itemId) };
  });

export const notificationSchema = z
  .object({
    id: z.string().describe("'<kind>:<itemId>', e.g. 'booking:12'"),
    kind: z.enum(notificationKinds),
    itemId: z
      .number()
      .int()
      .describe('The id of the row it comes from (appointment, message, product, email)'),
    title: z.string(),
    body: z.string(),
    at: z.string().describe('When it happened (ISO 8601); for low stock, when the product last changed'),
    link: z.string().describe("Where it leads in the app, e.g. '/calendar?view=day&date=2026-12-01'"),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications */
export const notificationListSchema = z
  .object({
    items: z.array(notificationSchema).describe(`The newest ${NOTIFICATION_LIST_LIMIT}, newest first`),
    unread: z.number().int().describe('Unread notifications in the whole window, not only those listed'),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/count: the same unread count as the list's. */
export const notificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** POST /api/notifications/read */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(notificationIdSchema, { error: 'Ids must be a list of notification ids' })
      .max(100, 'At most 100 ids at once'),
  })
  .strict();
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadSchema>;
