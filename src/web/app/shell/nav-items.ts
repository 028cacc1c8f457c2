import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Contact,
  CreditCard,
  DoorOpen,
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
import type { Ability } from '../../../contract/abilities';

export type NavItem = {
  label: string;
  /** The path that makes the entry active. */
  route: string;
  /** Where the entry goes, when that differs from `route`. */
  href?: (businessSlug: string) => string;
  icon: LucideIcon;
  /** What a member needs to see the entry and open its screens; none: every member. */
  ability?: Ability;
};

/** Sidebar entries, in the spec's order (§2). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', route: '/dashboard', icon: LayoutDashboard, ability: 'dashboard.view' },
  { label: 'Calendar', route: '/calendar', icon: CalendarDays, ability: 'appointments.view' },
  { label: 'Appointments', route: '/appointments', icon: ClipboardList, ability: 'appointments.view' },
  { label: 'Chat', route: '/chat', icon: MessageSquare, ability: 'chat.use' },
  { label: 'Staff', route: '/staff', icon: Users, ability: 'members.view' },
  { label: 'Reports', route: '/reports', icon: ChartColumn, ability: 'reports.view' },
  { label: 'Locations', route: '/locations', icon: MapPin, ability: 'business.manage' },
  { label: 'Payroll', route: '/payroll', icon: Wallet, ability: 'timeClock.use' },
  { label: 'Automation', route: '/automation', icon: Workflow, ability: 'marketing.manage' },
  { label: 'Products', route: '/products', icon: Package, ability: 'products.view' },
  { label: 'Sales', route: '/sales', icon: Receipt, ability: 'sales.view' },
  { label: 'POS', route: '/pos', icon: ShoppingCart, ability: 'sales.create' },
  { label: 'Payments', route: '/payments', icon: CreditCard, ability: 'payments.view' },
  { label: 'Reviews', route: '/reviews', icon: Star, ability: 'reviews.view' },
  { label: 'Clients', route: '/clients', icon: Contact, ability: 'clients.view' },
  {
    label: 'Booking Link',
    route: '/booking',
    href: (businessSlug) => `/booking?business=${businessSlug}`,
    icon: LinkIcon,
  },
  { label: 'Settings', route: '/settings', icon: Settings },
];

/**
 * Screens the sidebar leaves out (spec §2 fixes its entries) but the search box, Home and the dashboard
 * reach; their ability still guards them in the shell.
 */
export const otherScreens: NavItem[] = [
  { label: 'Walk-ins', route: '/walk-ins', icon: DoorOpen, ability: 'walkIns.view' },
];

/** Spec §2: active when the path equals the route, or starts with it for every route except root. */
export function isNavItemActive(route: string, path: string): boolean {
  return path === route || (route !== '/' && path.startsWith(route));
}

/** The entries this member may open (the ability table decides). */
export function navItemsFor(allowed: (ability: Ability) => boolean): NavItem[] {
  return navItems.filter((item) => !item.ability || allowed(item.ability));
}

/** What the search box may jump to: the sidebar's entries, then the other screens, that this member may open. */
export function searchItemsFor(allowed: (ability: Ability) => boolean): NavItem[] {
  return [...navItems, ...otherScreens].filter((item) => !item.ability || allowed(item.ability));
}

/** The entry whose screens this path belongs to (`/products/7` is Products'), if any. */
export function navItemOfPath(path: string): NavItem | undefined {
  return [...navItems, ...otherScreens].find(
    (item) => item.route !== '/booking' && isNavItemActive(item.route, path),
  );
}
