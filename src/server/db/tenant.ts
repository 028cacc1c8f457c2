import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The tenant condition every repository query on a tenant table starts from. */
export function inTenant(table: { businessId: PgColumn }, businessId: number): SQL {
  return eq(table.businessId, businessId);
}
