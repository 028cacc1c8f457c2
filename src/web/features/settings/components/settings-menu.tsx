import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { type SettingsPageId, type SettingsPageInfo, settingsPath } from '../lib/settings-pages';

/** The settings pages a member may open: a column beside the page, a row to scroll across on a phone. */
export function SettingsMenu({ pages, current }: { pages: SettingsPageInfo[]; current: SettingsPageId }) {
  const menu = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: bring the open page's entry into it (no page scroll).
  useEffect(() => {
    const list = menu.current;
    const link = list?.querySelector<HTMLElement>(`[href="${settingsPath(current)}"]`);
    if (list && link && list.scrollWidth > list.clientWidth)
      list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label="Settings" className="-mx-4 min-w-0 md:mx-0">
      <ul
        ref={menu}
        className="relative flex gap-1 overflow-x-auto px-4 pb-1 md:flex-col md:overflow-visible md:px-0"
      >
        {pages.map((page) => (
          <li key={page.id} className="shrink-0">
            <Link
              href={settingsPath(page.id)}
              aria-current={page.id === current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600',
                page.id === current && 'bg-primary-50 text-primary-800 hover:bg-primary-50',
              )}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
