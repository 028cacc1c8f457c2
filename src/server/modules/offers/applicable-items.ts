import type { UpdateOffer } from '../../../contract/offers';
import type { DbOrTx } from '../../db/client';
import { products, services } from '../../db/schema/index';
import { ownIds } from './repository';

type FieldError = { path: string; message: string };

/** The ids in `ids` that aren't rows of this business in `table`, as field errors on `path`. */
async function unknownIds(
  db: DbOrTx,
  table: typeof services | typeof products,
  businessId: number,
  ids: number[],
  path: string,
  message: string,
): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  const known = await ownIds(db, table, businessId, ids);
  return ids.flatMap((id, i) => (known.has(id) ? [] : [{ path: `${path}.${i}`, message }]));
}

/** Services and products the offer names that aren't the business's own: another's is "not found". */
export async function missingItems(
  db: DbOrTx,
  businessId: number,
  input: UpdateOffer,
): Promise<FieldError[]> {
  return [
    ...(await unknownIds(
      db,
      services,
      businessId,
      input.applicableServices ?? [],
      'applicableServices',
      'Service not found',
    )),
    ...(await unknownIds(
      db,
      products,
      businessId,
      input.applicableProducts ?? [],
      'applicableProducts',
      'Product not found',
    )),
  ];
}
