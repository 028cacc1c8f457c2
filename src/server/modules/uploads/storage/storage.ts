import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../../db/client';

/** What a backend gives back: the whole image (the database's row) or a stream of it (an object store). */
export type StoredImage = {
  body: Buffer | Readable;
  contentType: string;
  /** Bytes, when the backend knows them without reading the body. */
  size?: number;
};

/**
 * Where an upload's bytes live (decision 025). The uploads row, with the image's kind, size and business, is
 * always in the database; a backend keeps only the bytes, under the upload's id as `key`.
 * - `put` runs inside the upload's transaction (`tx`), after its row is inserted: the database backend writes
 *   the bytes into that row; an object store writes its object (and the service deletes it again if the
 *   transaction then fails).
 * - `get` answers null for a key it doesn't have.
 * - `delete` of a missing key is not an error.
 */
export interface UploadStorage {
  readonly name: 'database' | 's3';
  put(key: string, bytes: Buffer, contentType: string, tx: DbOrTx): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
  /** Lets go of connections when the app stops. */
  close?(): Promise<void>;
}
