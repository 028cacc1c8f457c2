import { can } from '../../../contract/abilities';
import { hasFeature } from '../../../contract/plans';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '../../../contract/search';
import type { AuthContext } from '../../core/access';
import type { Database } from '../../db/client';
import { memberScope } from '../appointments';
import { listMemberClients } from '../clients';
import { listSales } from '../sales';
import { findAppointmentsMatching } from './repository';

const calendarDay = (date: string) => `/calendar?view=day&date=${date}`;

/** The clients screen's own search (name, email or phone, its scope), first five by name. */
async function findClients(db: Database, auth: AuthContext, q: string): Promise<SearchResults['clients']> {
  if (!can(auth.role, 'clients.view') || !hasFeature(auth.plan, 'client_management')) return [];
  const { items } = await listMemberClients(db, auth, {
    search: q,
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: SEARCH_GROUP_LIMIT,
  });
  return items.map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    link: `/clients/${c.id}`,
  }));
}

/**
 * Appointments whose client or service name holds the text, nearest to now first (today's and the next
 * ones before last month's); a member without `appointments.viewAll` finds only their own.
 */
async function findAppointments(
  db: Database,
  auth: AuthContext,
  q: string,
  now: Date,
): Promise<SearchResults['appointments']> {
  const scope = await memberScope(db, auth);
  const rows = await findAppointmentsMatching(db, auth.businessId, scope.staffId, q, now);
  return rows.map((a) => ({ ...a, link: calendarDay(a.date) }));
}

/** The sales screen's own search (a sale id, "12" or "#12", or the customer's name), newest first. */
async function findSales(db: Database, auth: AuthContext, q: string): Promise<SearchResults['sales']> {
  if (!can(auth.role, 'sales.view')) return [];
  // No dates are asked for, so the timezone the list reads local days in plays no part.
  const found = await listSales(db, auth.businessId, 'UTC', { search: q, limit: SEARCH_GROUP_LIMIT });
  return found.map((s) => ({
    id: s.id,
    customerName: s.customer?.name ?? 'Walk-in Customer',
    total: s.totalAmount,
    createdAt: s.saleDate,
    link: `/sales/${s.id}`,
  }));
}

/** The header search: each group only from what the member's role and plan let them list. */
export async function searchEverything(
  db: Database,
  auth: AuthContext,
  q: string,
  now = new Date(),
): Promise<SearchResults> {
  const [clientsFound, appointmentsFound, salesFound] = await Promise.all([
    findClients(db, auth, q),
    findAppointments(db, auth, q, now),
    findSales(db, auth, q),
  ]);
  return { clients: clientsFound, appointments: appointmentsFound, sales: salesFound };
}
