import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Contact,
  CreditCard,
  LayoutDashboard,
  Link as LinkIcon,
  type LucideIcon,
  MapPin,
  MessageSquare,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Star,
  Users,
  Wallet,
  Workflow,
} from 'lucide-react';

export type NavItem = {
  label: string;
  /** The path that makes the entry active. */
  route: string;
  /** Where the entry goes, when that differs from `route`. */
  href?: (businessId: number) => string;
  icon: LucideIcon;
};

/** Sidebar entries, in the spec's order (§2). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', route: '/dashboard', icon: LayoutDashboard },
  { label: 'Calendar', route: '/calendar', icon: CalendarDays },
  { label: 'Appointments', route: '/appointments', icon: ClipboardList },
  { label: 'Chat', route: '/chat', icon: MessageSquare },
  { label: 'Staff', route: '/staff', icon: Users },
  { label: 'Reports', route: '/reports', icon: ChartColumn },
  { label: 'Locations', route: '/locations', icon: MapPin },
  { label: 'Payroll', route: '/payroll', icon: Wallet },
  { label: 'Automation', route: '/automation', icon: Workflow },
  { label: 'Products', route: '/products', icon: Package },
  { label: 'Sales', route: '/sales', icon: Receipt },
  { label: 'POS', route: '/pos', icon: ShoppingCart },
  { label: 'Payments', route: '/payments', icon: CreditCard },
  { label: 'Reviews', route: '/reviews', icon: Star },
  { label: 'Clients', route: '/clients', icon: Contact },
  {
    label: 'Booking Link',
    route: '/booking',
    href: (businessId) => `/booking?business=${businessId}`,
    icon: LinkIcon,
  },
  { label: 'Settings', route: '/settings', icon: Settings },
];

/** Spec §2: active when the path equals the route, or starts with it for every route except root. */
export function isNavItemActive(route: string, path: string): boolean {
  return path === route || (route !== '/' && path.startsWith(route));
}

/** The entry whose label starts with the query, else the first that contains it (case-insensitive). */
export function findNavItem(query: string): NavItem | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return (
    navItems.find((item) => item.label.toLowerCase().startsWith(q)) ??
    navItems.find((item) => item.label.toLowerCase().includes(q))
  );
}
