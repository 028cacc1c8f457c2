import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClientListItem, ClientSortField, CreateClient, UpdateClient } from '../../../contract/clients';
import type { DbOrTx } from '../../db/client';
import { appointments, clients, type NewClient } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';
import { containsPattern } from '../../lib/like';
import type { ClientScope } from './scope';

/** The same expression as the trigram index in migration 0005, so ILIKE '%q%' can use it. */
const searchText = sql`lower(${clients.name} || ' ' || coalesce(${clients.email}, '') || ' ' || coalesce(${clients.phone}, ''))`;

/**
 * Totals from the client's appointments: cancelled ones don't count, a visit is a completed one.
 * The outer columns are spelled out with their table: Drizzle prints a lone column unqualified in a
 * select list, which inside the subquery would mean the appointment's own id.
 */
export const clientTotals = {
  totalAppointments: sql<number>`(select count(*)::int from appointments a
    where a.business_id = "clients"."business_id" and a.client_id = "clients"."id" and a.status <> 'cancelled')`,
  lastVisit: sql<string | null>`(select max(a.date) from appointments a
    where a.business_id = "clients"."business_id" and a.client_id = "clients"."id" and a.status = 'completed')`,
};

const listColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  notes: clients.notes,
  createdAt: clients.createdAt,
  ...clientTotals,
};

type ListRow = Omit<ClientListItem, 'createdAt'> & { createdAt: Date };

export function toClientListItem(row: ListRow): ClientListItem {
  return { ...row, totalAppointments: Number(row.totalAppointments), createdAt: row.createdAt.toISOString() };
}

const sortColumns: Record<ClientSortField, SQL | AnyPgColumn> = {
  name: clients.name,
  email: sql`coalesce(${clients.email}, '')`,
  createdAt: clients.createdAt,
};

export type ClientListOptions = {
  search?: string;
  sort: ClientSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The business's clients; for a scope of one member, those with an appointment with them. */
function inScope(scope: ClientScope): SQL | undefined {
  return and(
    inTenant(clients, scope.businessId),
    scope.staffId === null
      ? undefined
      : sql`exists (select 1 from appointments a where a.business_id = "clients"."business_id"
          and a.client_id = "clients"."id" and a.staff_id = ${scope.staffId})`,
  );
}

function listWhere(scope: ClientScope, search: string | undefined): SQL | undefined {
  if (!search) return inScope(scope);
  return and(inScope(scope), sql`${searchText} like ${containsPattern(search.toLowerCase())}`);
}

export async function listClients(db: DbOrTx, scope: ClientScope, options: ClientListOptions) {
  const where = listWhere(scope, options.search);
  const direction = options.order === 'desc' ? desc : asc;
  const rows = await db
    .select(listColumns)
    .from(clients)
    .where(where)
    .orderBy(direction(sortColumns[options.sort]), direction(clients.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where);
  return { items: rows.map(toClientListItem), total: Number(count?.total ?? 0) };
}

export async function findClient(db: DbOrTx, scope: ClientScope | number, id: number) {
  const reach = typeof scope === 'number' ? { businessId: scope, staffId: null } : scope;
  const [row] = await db
    .select(listColumns)
    .from(clients)
    .where(and(inScope(reach), eq(clients.id, id)))
    .limit(1);
  return row ? toClientListItem(row) : undefined;
}

export async function insertClient(db: DbOrTx, businessId: number, input: CreateClient) {
  const [row] = await db
    .insert(clients)
    .values({ businessId, ...input })
    .returning({ id: clients.id });
  if (!row) throw new Error('insert returned no client');
  return row.id;
}

export async function updateClientRow(db: DbOrTx, businessId: number, id: number, input: UpdateClient) {
  if (Object.keys(input).length === 0) return true;
  const rows = await db
    .update(clients)
    .set(input)
    .where(idInTenant(clients, id, businessId))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** How many appointments (any status) the client has. */
export async function countClientAppointments(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(inTenant(appointments, businessId), eq(appointments.clientId, clientId)));
  return Number(row?.n ?? 0);
}

/** The deleted client's id and name; undefined when there was none here. */
export async function deleteClientRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .delete(clients)
    .where(idInTenant(clients, id, businessId))
    .returning({ id: clients.id, name: clients.name });
  return row;
}

export async function findClientIdByEmail(db: DbOrTx, businessId: number, email: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, businessId), eq(clients.email, email)))
    .limit(1);
  return row?.id;
}

/** The business's clients' emails, lower-cased (an import marks a row whose email is already a client's). */
export async function existingEmails(db: DbOrTx, businessId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: clients.email })
    .from(clients)
    .where(and(inTenant(clients, businessId), isNotNull(clients.email)));
  return new Set(rows.map((r) => (r.email ?? '').toLowerCase()));
}

export async function insertClients(tx: DbOrTx, rows: NewClient[]) {
  await tx.insert(clients).values(rows);
}
