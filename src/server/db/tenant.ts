import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The tenant condition every repository query on a tenant table starts from. */
export function inTenant(table: { businessId: PgColumn }, businessId: number): SQL {
  return eq(table.businessId, businessId);
}

/** One row by its id, only if it belongs to the business: a foreign id finds nothing, as in any other query. */
export function idInTenant(
  table: { id: PgColumn; businessId: PgColumn },
  id: number,
  businessId: number,
): SQL {
  return and(eq(table.id, id), inTenant(table, businessId)) as SQL;
}

/**
 * A join to the row a foreign key names, matched on the business as well: the planner then reads only this
 * tenant's rows instead of hashing every business's (bench/RESULTS.md, the month call at 1M rows).
 */
export function sameBusinessRow(
  table: { id: PgColumn; businessId: PgColumn },
  id: PgColumn,
  businessId: PgColumn,
): SQL {
  return and(eq(table.id, id), eq(table.businessId, businessId)) as SQL;
}
