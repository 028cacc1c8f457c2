import type { CurrentUser } from '../../../contract/auth';
import { usePageHeading } from '../../components/layout/page-title';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { MobileNav } from './mobile-nav';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

export function AppHeader({ user }: { user: CurrentUser }) {
  const { title, subtitle } = usePageHeading();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex items-center gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <MobileNav businessSlug={user.businessSlug} />
        <div className="min-w-0 flex-1">
          <h1 className="text-lg leading-tight font-semibold text-slate-900 sm:truncate sm:text-xl">
            {title}
          </h1>
          {subtitle ? <p className="text-sm text-slate-600 sm:truncate">{subtitle}</p> : null}
        </div>
        <SearchBox businessSlug={user.businessSlug} />
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
