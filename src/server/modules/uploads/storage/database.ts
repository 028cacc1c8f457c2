import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { uploads } from '../../../db/schema/index';
import type { StoredImage, UploadStorage } from './storage';

/**
 * The default backend: the bytes in the upload's own row (`uploads.bytes`), so every instance sees them and
 * a database backup includes them. Images are resized before they are stored (a few hundred KB at most).
 */
export function databaseStorage(db: Database): UploadStorage {
  return {
    name: 'database',
    async put(key: string, bytes: Buffer, _contentType: string, tx: DbOrTx) {
      const written = await tx
        .update(uploads)
        .set({ bytes })
        .where(eq(uploads.id, key))
        .returning({ id: uploads.id });
      if (written.length === 0) throw new Error(`no uploads row ${key} to hold its bytes`);
    },
    async get(key: string): Promise<StoredImage | null> {
      const [row] = await db
        .select({ bytes: uploads.bytes, contentType: uploads.contentType })
        .from(uploads)
        .where(and(eq(uploads.id, key), eq(uploads.storage, 'database')))
        .limit(1);
      if (!row?.bytes) return null;
      return { body: row.bytes, contentType: row.contentType, size: row.bytes.length };
    },
    async delete(key: string) {
      await db.update(uploads).set({ bytes: null }).where(eq(uploads.id, key));
    },
  };
}
