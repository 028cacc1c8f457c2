import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { useCan } from '../../lib/current-user';
import { isNavItemActive, navItemsFor } from './nav-items';

type SidebarNavProps = { businessSlug: string; onNavigate?: () => void };

export function SidebarNav({ businessSlug, onNavigate }: SidebarNavProps) {
  const [path] = useLocation();
  const items = navItemsFor(useCan());
  return (
    <nav aria-label="Main" className="flex-auto shrink-0 px-3 py-2">
      <ul className="grid gap-0.5">
        {items.map((item) => {
          const active = isNavItemActive(item.route, path);
          const Icon = item.icon;
          return (
            <li key={item.route}>
              <Link
                href={item.href ? item.href(businessSlug) : item.route}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  active
                    ? 'bg-primary-50 text-primary-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-4', active ? 'text-primary-700' : 'text-slate-500')}
                />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
