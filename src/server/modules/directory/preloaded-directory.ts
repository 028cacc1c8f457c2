import { DIRECTORY_PAGE_SIZE, directoryQuerySchema } from '../../../contract/directory';
import { directoryQueryKey, filtersFrom, queryFor } from '../../../contract/directory-filters';
import type { PreloadedAnswer } from '../../../contract/preloaded-data';
import type { Database } from '../../db/client';
import { findBadText } from '../../lib/control-characters';
import { listDirectory } from './service';

/**
 * The directory's page of results for the filters in its address, as GET /api/business-directory answers it,
 * under the key the page asks with (the page reads the address with the same `filtersFrom`); null for one the
 * API would refuse (a control character, which every route refuses before its own checks), so the page asks
 * and shows the refusal.
 */
export async function preloadedDirectory(db: Database, search: string): Promise<PreloadedAnswer | null> {
  const query = queryFor(filtersFrom(search), DIRECTORY_PAGE_SIZE);
  const parsed = directoryQuerySchema.safeParse(query);
  if (!parsed.success || findBadText(query)) return null;
  return { key: directoryQueryKey(query), data: await listDirectory(db, parsed.data) };
}
