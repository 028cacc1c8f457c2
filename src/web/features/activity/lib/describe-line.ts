import type { AuditEvent } from '../../../../contract/audit';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who did it: the member's name as it was then; "Frontdesk" for the app's own jobs; "Not signed in" for
 * someone without a session (a failed sign-in: the account tried is the line's target).
 */
export function actorLabel(event: AuditEvent): string {
  if (event.actorName) return event.actorName;
  if (event.actorVia === 'system') return 'Frontdesk';
  if (event.actorVia === 'anonymous' && event.actorUserId === null) return 'Not signed in';
  return '—';
}

/** Under the name: their role then, and "API token" when the change came through one. */
export function actorDetail(event: AuditEvent): string | null {
  if (event.actorVia === 'system') return 'Automatic';
  const parts = [event.actorRole ? capitalised(event.actorRole) : null];
  if (event.actorVia === 'apiToken') parts.push('API token');
  return parts.filter(Boolean).join(' · ') || null;
}

const targetTypes: Record<string, string> = { user: 'Account', business: 'Business settings' };

/** What it was done to: the label kept with the line, else the kind of thing. */
export function targetLabel(event: AuditEvent): string {
  if (event.targetLabel) return event.targetLabel;
  if (!event.targetType) return '—';
  return targetTypes[event.targetType] ?? capitalised(event.targetType);
}
