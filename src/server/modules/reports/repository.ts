import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NewReport, type Report, reports } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/** The business's saved reports, newest first. */
export async function listReportRows(db: DbOrTx, businessId: number): Promise<Report[]> {
  return db
    .select()
    .from(reports)
    .where(inTenant(reports, businessId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

export async function countReports(db: DbOrTx, businessId: number): Promise<number> {
  const [saved] = await db.select({ n: count() }).from(reports).where(inTenant(reports, businessId));
  return saved?.n ?? 0;
}

export async function insertReport(db: DbOrTx, values: NewReport) {
  const [row] = await db.insert(reports).values(values).returning();
  return row;
}

/** The business's saved report, its row locked for the rest of the transaction. */
export async function lockReport(db: DbOrTx, businessId: number, id: number) {
  const [current] = await db
    .select()
    .from(reports)
    .where(idInTenant(reports, id, businessId))
    .for('update')
    .limit(1);
  return current;
}

/** Updates the business's saved report; the row as it now stands, undefined when it has none such. */
export async function updateReportRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<NewReport>,
) {
  const [row] = await db
    .update(reports)
    .set(values)
    .where(idInTenant(reports, id, businessId))
    .returning();
  return row;
}

/** Deletes the business's saved report; whether there was one. */
export async function deleteReportRow(db: DbOrTx, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(reports)
    .where(idInTenant(reports, id, businessId))
    .returning({ id: reports.id });
  return deleted.length > 0;
}
