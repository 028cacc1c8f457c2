import { uploadIdOf } from '../../../contract/images';
import { UPLOAD_NOT_FOUND } from '../../../contract/uploads';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { usableUploadIds } from './repository';

type Addresses = string | null | undefined | readonly string[];

/**
 * Where a picture's address is saved (a logo, directory photos, a profile picture, a product's or a staff
 * member's image): every `/media/{id}` in it must be an upload of this business, or the save is refused with
 * 400 on the field, as for an upload that doesn't exist. A business can't show another business's images as
 * its own, even though their addresses are public. https:// addresses are not ours and pass as they are.
 * `uploadedBy`: a person's own profile picture is theirs in every business they belong to, so an upload they
 * made themselves in another business passes too.
 */
export async function checkImageAddresses(
  db: DbOrTx,
  businessId: number,
  addresses: Addresses,
  path: string,
  options: { uploadedBy?: number } = {},
): Promise<void> {
  if (addresses === null || addresses === undefined) return;
  const list = typeof addresses === 'string' ? [addresses] : addresses;
  const wanted = list
    .map((address, index) => ({ id: uploadIdOf(address), index }))
    .filter((entry): entry is { id: string; index: number } => entry.id !== null);
  if (wanted.length === 0) return;
  const known = await usableUploadIds(
    db,
    businessId,
    [...new Set(wanted.map((entry) => entry.id))],
    options.uploadedBy,
  );
  const missing = wanted.filter((entry) => !known.has(entry.id));
  if (missing.length === 0) return;
  const fieldOf = (index: number) => (typeof addresses === 'string' ? path : `${path}.${index}`);
  throw badRequest(
    UPLOAD_NOT_FOUND,
    missing.map((entry) => ({ path: fieldOf(entry.index), message: UPLOAD_NOT_FOUND })),
  );
}
