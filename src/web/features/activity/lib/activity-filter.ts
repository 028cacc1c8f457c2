import { AUDIT_ACTIONS, type AuditAction, listAuditEventsQuerySchema } from '../../../../contract/audit';

/** What the Activity screen is filtered by; every field optional, as the API's. */
export type ActivityFilter = {
  action?: AuditAction;
  actorUserId?: number;
  startDate?: string;
  endDate?: string;
};

const isAction = (value: string | null): value is AuditAction =>
  value !== null && Object.hasOwn(AUDIT_ACTIONS, value);

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The filter and page an address asks for (`?action=…&member=…&from=…&to=…&page=…`); anything unknown is left out. */
export function filterFromSearch(search: string): { filter: ActivityFilter; page: number } {
  const params = new URLSearchParams(search);
  const action = params.get('action');
  const filter: ActivityFilter = {
    action: isAction(action) ? action : undefined,
    actorUserId: positiveInt(params.get('member')),
    startDate: day(params.get('from')),
    endDate: day(params.get('to')),
  };
  return { filter: withoutEmpty(filter), page: positiveInt(params.get('page')) ?? 1 };
}

/** The address's query string for a filter and page ('' when there is neither). */
export function searchOf(filter: ActivityFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.actorUserId) params.set('member', String(filter.actorUserId));
  if (filter.startDate) params.set('from', filter.startDate);
  if (filter.endDate) params.set('to', filter.endDate);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query string (GET /api/activity and its export) for a filter and, for the list, a page. */
export function apiQueryOf(filter: ActivityFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.actorUserId) params.set('actorUserId', String(filter.actorUserId));
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  if (page !== undefined) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filter: ActivityFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

export type DateField = 'startDate' | 'endDate';

/**
 * The dates' problems in the contract's words (To before From, a range too long, no such day), by field, so
 * the list isn't asked for what the server would refuse.
 */
export function dateErrors(filter: ActivityFilter): Partial<Record<DateField, string>> {
  const parsed = listAuditEventsQuerySchema.safeParse({
    startDate: filter.startDate,
    endDate: filter.endDate,
  });
  const errors: Partial<Record<DateField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'startDate' ? 'startDate' : 'endDate';
    errors[field] ??= issue.message;
  }
  return errors;
}

function withoutEmpty(filter: ActivityFilter): ActivityFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}
