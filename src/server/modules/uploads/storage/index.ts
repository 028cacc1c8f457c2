import type { UploadsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { databaseStorage } from './database';
import { s3Storage } from './s3';
import type { UploadStorage } from './storage';

export type { StoredImage, UploadStorage } from './storage';

/** The backend new uploads go to, and every configured backend to read from (a row names its own). */
export type UploadStores = {
  write: UploadStorage;
  read: (name: UploadStorage['name']) => UploadStorage | undefined;
  close: () => Promise<void>;
};

/**
 * UPLOADS_STORAGE picks where new uploads go (the database unless set to s3). Reading follows each row's own
 * `storage`, so images uploaded before a switch keep working: the database's always, S3's while S3_* is set.
 */
export function uploadStores(db: Database, config: UploadsConfig = { storage: 'database', s3: undefined }) {
  const database = databaseStorage(db);
  const s3 = config.s3 ? s3Storage(config.s3) : undefined;
  if (config.storage === 's3' && !s3) throw new Error('UPLOADS_STORAGE=s3 needs S3_BUCKET');
  const write = config.storage === 's3' && s3 ? s3 : database;
  return {
    write,
    read: (name) => (name === 's3' ? s3 : database),
    close: async () => {
      await s3?.close?.();
    },
  } satisfies UploadStores;
}
