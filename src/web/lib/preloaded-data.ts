import type { QueryClient } from '@tanstack/react-query';
import { PRELOADED_DATA_ID, type PreloadedAnswer } from '../../contract/preloaded-data';

/**
 * Puts the answers the server inlined in the page (server/modules/public-booking/preloaded-business.ts) in the
 * cache under their keys, so the first render has them. Read once; a page without any asks the API as usual.
 */
export function seedPreloadedData(client: QueryClient) {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    for (const { key, data } of JSON.parse(element.textContent ?? '[]') as PreloadedAnswer[])
      client.setQueryData(key, data);
  } catch {
    // Unreadable: the page fetches what it needs.
  }
}
