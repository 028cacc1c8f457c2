import { Brand } from '../../components/layout/brand';
import { SidebarNav } from './sidebar-nav';
import { UpgradeBox } from './upgrade-box';

type SidebarProps = { businessId: number; onNavigate?: () => void };

/** Brand, main navigation and the upgrade box; shared by the desktop column and the mobile drawer. */
export function SidebarContent({ businessId, onNavigate }: SidebarProps) {
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="px-5 py-4">
        <Brand />
      </div>
      <SidebarNav businessId={businessId} onNavigate={onNavigate} />
      <UpgradeBox onNavigate={onNavigate} />
    </div>
  );
}
