import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Upload, uploads } from '../../db/schema/index';

export async function insertUpload(db: DbOrTx, values: Omit<typeof uploads.$inferInsert, 'bytes'>) {
  await db.insert(uploads).values(values);
}

/**
 * An upload's row without its bytes, by its id alone: the id is the public address (`/media/{id}`), random
 * and unguessable, so serving it needs no tenant; saving it somewhere checks the tenant (references.ts).
 */
export async function findUpload(
  db: DbOrTx,
  id: string,
): Promise<Pick<Upload, 'id' | 'contentType' | 'byteSize' | 'storage'> | undefined> {
  const [row] = await db
    .select({
      id: uploads.id,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      storage: uploads.storage,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row;
}

/** Which of these uploads the business owns (or, with `uploadedBy`, that person made in any business). */
export async function usableUploadIds(
  db: DbOrTx,
  businessId: number,
  ids: string[],
  uploadedBy?: number,
): Promise<Set<string>> {
  const owner =
    uploadedBy === undefined
      ? eq(uploads.businessId, businessId)
      : or(eq(uploads.businessId, businessId), eq(uploads.createdBy, uploadedBy));
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), owner));
  return new Set(found.map((row) => row.id));
}
