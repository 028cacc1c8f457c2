import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type Business, businesses } from '../db/schema/index';

/**
 * The business's row (its settings, plan and timezone), or undefined when there is none; `lock` holds it for
 * the rest of the transaction (`for update`).
 */
export async function findBusiness(
  db: DbOrTx,
  businessId: number,
  lock = false,
): Promise<Business | undefined> {
  const query = db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
