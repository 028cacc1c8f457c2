import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { businesses } from '../db/schema/index';

/** The business's timezone, in which its local dates and times are spoken ('UTC' for a missing row). */
export async function businessTimezone(db: DbOrTx, businessId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timezone ?? 'UTC';
}
