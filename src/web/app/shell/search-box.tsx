import { HeaderSearch } from '../../features/search/components/header-search';
import { useCan } from '../../lib/current-user';
import { searchItemsFor } from './nav-items';

/**
 * Spec §2 shows the box without saying what it searches: it lists the screens this member may open whose
 * name holds the text ("cal" + Enter opens the Calendar), then the clients, appointments and sales found.
 */
export function SearchBox({ businessSlug }: { businessSlug: string }) {
  const screens = searchItemsFor(useCan()).map((item) => ({
    label: item.label,
    href: item.href ? item.href(businessSlug) : item.route,
  }));
  return <HeaderSearch screens={screens} />;
}
