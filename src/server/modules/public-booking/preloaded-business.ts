import { businessRefFrom, publicBusinessQueryKey } from '../../../contract/business-ref';
import type { PreloadedAnswer } from '../../../contract/preloaded-data';
import { type PublicBusiness, publicBusinessSchema } from '../../../contract/public-booking';
import { findBusinessByRef } from '../../core/public-business';
import type { DbOrTx } from '../../db/client';
import { findPublicBusiness } from './repository';

export type PreloadedBusiness =
  | { business: PublicBusiness; answer: PreloadedAnswer }
  /** An old slug or a number named it: the page moves to the business's slug now. */
  | { movedTo: string };

/**
 * The business a public page's `?business=` names, as GET /api/public/businesses/{business} answers it,
 * under the key the page asks with; null when it names none that exists.
 */
export async function preloadedBusiness(db: DbOrTx, search: string): Promise<PreloadedBusiness | null> {
  const ref = businessRefFrom(search);
  if (!ref) return null;
  const found = await findBusinessByRef(db, ref);
  if (!found) return null;
  if (found.slug !== ref) return { movedTo: found.slug };
  const row = await findPublicBusiness(db, found.id);
  if (!row) return null;
  const business = publicBusinessSchema.parse(row);
  return { business, answer: { key: publicBusinessQueryKey(ref), data: business } };
}
