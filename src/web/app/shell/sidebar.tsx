import { Brand } from '../../components/layout/brand';
import { SidebarNav } from './sidebar-nav';
import { UpgradeBox } from './upgrade-box';

type SidebarProps = { businessSlug: string; onNavigate?: () => void };

/** Brand, main navigation and the upgrade box; shared by the desktop column and the mobile drawer. */
export function SidebarContent({ businessSlug, onNavigate }: SidebarProps) {
  return (
    // One scrolling column: on a short screen the upgrade box follows the last entry instead of covering it.
    <div className="flex h-full flex-col overflow-y-auto bg-white">
      <div className="px-5 py-4">
        <Brand />
      </div>
      <SidebarNav businessSlug={businessSlug} onNavigate={onNavigate} />
      <UpgradeBox onNavigate={onNavigate} />
    </div>
  );
}
