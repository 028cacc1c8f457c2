import { randomBytes } from 'node:crypto';
import { mediaPathOf } from '../../../contract/images';
import type { UploadedImage, UploadKind } from '../../../contract/uploads';
import type { Database } from '../../db/client';
import { processImage } from './image';
import { insertUpload } from './repository';
import type { UploadStores } from './storage/index';

/** Reads that are one query: verbs of the area as they stand. */
export { findUpload } from './repository';

/** 128 random bits, base64url: the upload's id and the last part of its public address. */
export const newUploadId = () => randomBytes(16).toString('base64url');

/**
 * Checks and converts the file (image.ts), then records it and stores its bytes in one transaction. With an
 * object store the object is written inside that transaction, after the row: if the object can't be written
 * nothing is recorded, and if the transaction fails after it, the object is deleted again.
 */
export async function storeUpload(
  db: Database,
  stores: UploadStores,
  who: { businessId: number; userId: number },
  kind: UploadKind,
  file: Buffer,
): Promise<UploadedImage> {
  const image = await processImage(file, kind);
  const id = newUploadId();
  const storage = stores.write;
  try {
    await db.transaction(async (tx) => {
      await insertUpload(tx, {
        id,
        businessId: who.businessId,
        kind,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        byteSize: image.bytes.length,
        storage: storage.name,
        createdBy: who.userId,
      });
      await storage.put(id, image.bytes, image.contentType, tx);
    });
  } catch (error) {
    if (storage.name !== 'database') await storage.delete(id).catch(() => undefined);
    throw error;
  }
  return {
    id,
    url: mediaPathOf(id),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
  };
}
