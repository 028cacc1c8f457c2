import { businessRefFrom, publicBusinessQueryKey } from '../../../contract/business-ref';
import type { PreloadedAnswer } from '../../../contract/preloaded-data';
import { type PublicBusiness, publicBusinessSchema } from '../../../contract/public-booking';
import type { DbOrTx } from '../../db/client';
import { findPublicBusiness, findPublicBusinessBySlug } from './repository';

/**
 * The business a public page's `?business=` names, as GET /api/public/businesses/{id} or /by-slug/{slug}
 * answers it, under the key the page asks with; null when it names none that exists.
 */
export async function preloadedBusiness(
  db: DbOrTx,
  search: string,
): Promise<{ business: PublicBusiness; answer: PreloadedAnswer } | null> {
  const ref = businessRefFrom(search);
  if (!ref) return null;
  const found =
    'id' in ref ? await findPublicBusiness(db, ref.id) : await findPublicBusinessBySlug(db, ref.slug);
  if (!found) return null;
  const business = publicBusinessSchema.parse(found);
  return { business, answer: { key: publicBusinessQueryKey(ref), data: business } };
}
