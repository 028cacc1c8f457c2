import { z } from 'zod';
import { calendarDate, checkDateRange, MAX_ID } from './common';

/**
 * What Settings → Activity records (issue 32): every sensitive action by name, with the label the screen and
 * the CSV show. A name is `<what>.<happened>`; the list is closed so a filter can offer each one.
 */
export const AUDIT_ACTIONS = {
  'auth.login.succeeded': 'Signed in',
  'auth.login.failed': 'Sign-in failed',
  'auth.password.changed': 'Password changed',
  'auth.password.reset': 'Password reset by email link',
  'auth.session.revoked': 'Session signed out',
  'auth.twoFactor.enabled': 'Two-factor sign-in turned on',
  'auth.twoFactor.disabled': 'Two-factor sign-in turned off',
  'auth.twoFactor.recoveryCodesRenewed': 'Recovery codes renewed',
  'auth.twoFactor.recoveryCodeUsed': 'Recovery code used',
  'auth.passkey.added': 'Passkey added',
  'auth.passkey.removed': 'Passkey removed',
  'member.invited': 'Invitation sent',
  'member.roleChanged': 'Role changed',
  'member.permissionsChanged': 'Permissions changed',
  'member.payChanged': 'Pay changed',
  'member.deleted': 'Staff member deleted',
  'service.priceChanged': 'Service price changed',
  'service.deleted': 'Service deleted',
  'category.deleted': 'Category deleted',
  'product.priceChanged': 'Product price changed',
  'product.deleted': 'Product deleted',
  'appointment.recordedPast': 'Past appointment recorded',
  'appointment.deleted': 'Appointment deleted',
  'appointment.override': 'Appointment saved as an override',
  'client.deleted': 'Client deleted',
  'sale.refunded': 'Refund',
  'payroll.approved': 'Pay period approved',
  'payroll.reopened': 'Pay period reopened',
  'payroll.deleted': 'Pay period deleted',
  'timeEntry.deleted': 'Time entry deleted',
  'review.removed': 'Review removed',
  'review.deleted': 'Review deleted',
  'offer.deleted': 'Offer deleted',
  'campaign.deleted': 'Campaign deleted',
  'flow.deleted': 'Automated flow deleted',
  'waitingRoom.deleted': 'Waiting room deleted',
  'apiToken.created': 'API token created',
  'apiToken.revoked': 'API token revoked',
  'data.exported': 'Data exported',
  'settings.securityChanged': 'Security settings changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActions = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const MIN_AUDIT_RETENTION_DAYS = 400;
export const MAX_AUDIT_RETENTION_DAYS = 3650;
export const AUDIT_PAGE_SIZE = 50;

export const listAuditEventsQuerySchema = z
  .object({
    action: z.enum(auditActions, { error: 'Pick an action from the list' }).optional(),
    actorUserId: z.coerce
      .number({ error: 'Pick a member from the list' })
      .int('Pick a member from the list')
      .positive('Pick a member from the list')
      .max(MAX_ID, 'Pick a member from the list')
      .optional(),
    startDate: calendarDate('From').optional(),
    endDate: calendarDate('To').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .superRefine(checkDateRange);
export type ListAuditEventsQuery = z.input<typeof listAuditEventsQuerySchema>;

/** One line of Settings → Activity. `before`/`after` hold only the fields that changed. */
export const auditEventSchema = z
  .object({
    id: z.number().int(),
    occurredAt: z.string().describe('ISO instant'),
    actorUserId: z.number().int().nullable(),
    actorName: z.string().nullable().describe('Null for the system or someone not signed in'),
    actorRole: z.string().nullable(),
    actorVia: z.enum(['session', 'apiToken', 'system', 'anonymous']),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable(),
    action: z.enum(auditActions),
    actionLabel: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const AUDIT_RETENTION_RANGE = `Keep activity for ${MIN_AUDIT_RETENTION_DAYS} to ${MAX_AUDIT_RETENTION_DAYS} days`;

export const auditSettingsSchema = z.object({
  retentionDays: z
    .number({ error: AUDIT_RETENTION_RANGE })
    .int(AUDIT_RETENTION_RANGE)
    .min(MIN_AUDIT_RETENTION_DAYS, AUDIT_RETENTION_RANGE)
    .max(MAX_AUDIT_RETENTION_DAYS, AUDIT_RETENTION_RANGE),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;
