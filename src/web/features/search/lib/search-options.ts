import { formatPhone } from '../../../../contract/phone';
import type { SearchResults } from '../../../../contract/search';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';

/** A screen the member may open, as the shell names it. */
export type SearchScreen = { label: string; href: string };

export const searchGroups = ['Screens', 'Clients', 'Appointments', 'Sales'] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** One choice in the header search's list. */
export type SearchOption = { key: string; group: SearchGroup; label: string; detail: string; href: string };

const SCREEN_LIMIT = 5;
const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's calendar day of an instant, as format-day reads days. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Screens whose name holds the text: those it starts first, as the search box's jump picks them. */
export function matchingScreens(screens: SearchScreen[], query: string): SearchScreen[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const starts = screens.filter((s) => s.label.toLowerCase().startsWith(q));
  const contains = screens.filter(
    (s) => !s.label.toLowerCase().startsWith(q) && s.label.toLowerCase().includes(q),
  );
  return [...starts, ...contains].slice(0, SCREEN_LIMIT);
}

/** Every option in the list's order: screens, then the server's clients, appointments and sales. */
export function searchOptions(
  screens: SearchScreen[],
  query: string,
  results: SearchResults | undefined,
): SearchOption[] {
  const options: SearchOption[] = matchingScreens(screens, query).map((s) => ({
    key: `screen:${s.href}`,
    group: 'Screens',
    label: s.label,
    detail: 'Screen',
    href: s.href,
  }));
  if (!results) return options;
  for (const c of results.clients)
    options.push({
      key: `client:${c.id}`,
      group: 'Clients',
      label: c.name,
      detail: [c.email, c.phone && formatPhone(c.phone)].filter(Boolean).join(' · '),
      href: c.link,
    });
  for (const a of results.appointments)
    options.push({
      key: `appointment:${a.id}`,
      group: 'Appointments',
      label: `${a.clientName} · ${a.serviceName}`,
      detail: `${formatShortDay(a.date)} · ${formatTimeOfDay(a.startTime)}`,
      href: a.link,
    });
  for (const s of results.sales)
    options.push({
      key: `sale:${s.id}`,
      group: 'Sales',
      label: `Sale #${s.id} · ${s.customerName}`,
      detail: `${formatMoney(s.total)} · ${formatShortDay(localDay(s.createdAt))}`,
      href: s.link,
    });
  return options;
}
