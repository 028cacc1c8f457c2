import type { Ability } from '../../../../contract/abilities';

export const settingsPageIds = [
  'business',
  'booking',
  'payments',
  'notifications',
  'team',
  'billing',
  'integrations',
  'account',
] as const;
export type SettingsPageId = (typeof settingsPageIds)[number];

export type SettingsPageInfo = {
  id: SettingsPageId;
  label: string;
  description: string;
  /** Shown to a member who holds any of these; none means everyone. */
  anyOf: readonly Ability[];
};

/** The settings menu, in order (issue 33): each page a screen of its own at `/settings/{id}`. */
export const settingsPages: readonly SettingsPageInfo[] = [
  {
    id: 'business',
    label: 'Business',
    description: 'Your details, directory listing and branding',
    anyOf: [],
  },
  {
    id: 'booking',
    label: 'Booking',
    description: 'Your booking link, when clients may book and cancel, services and hours',
    anyOf: [],
  },
  {
    id: 'payments',
    label: 'Payments',
    description: 'Tax rates and the payment methods you accept',
    anyOf: [],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'Which emails your clients get',
    anyOf: ['business.manage'],
  },
  {
    id: 'team',
    label: 'Team and access',
    description: 'Sign-in requirements, pay rules and the activity trail',
    anyOf: ['staff.manage', 'security.manage', 'payroll.manage', 'activity.view'],
  },
  {
    id: 'billing',
    label: 'Billing',
    description: 'Your plan, card and invoices',
    anyOf: ['billing.view'],
  },
  {
    id: 'integrations',
    label: 'Integrations',
    description: 'API tokens and your calendar feed',
    anyOf: ['apiTokens.manage', 'calendarFeed.view'],
  },
  {
    id: 'account',
    label: 'Account',
    description: 'Your profile, password, two-factor sign-in, passkeys and sessions',
    anyOf: [],
  },
];

export const settingsPath = (id: SettingsPageId, section?: string) =>
  `/settings/${id}${section ? `#${section}` : ''}`;

export function visibleSettingsPages(can: (ability: Ability) => boolean): SettingsPageInfo[] {
  return settingsPages.filter((page) => page.anyOf.length === 0 || page.anyOf.some(can));
}

/**
 * Where each section of the old one-page Settings now lives, so `/settings#billing` (in older emails, bookmarks
 * and notifications) still opens the right page at the right section.
 */
const pageOfSection: Record<string, SettingsPageId> = {
  profile: 'account',
  password: 'account',
  'two-factor': 'account',
  passkeys: 'account',
  sessions: 'account',
  business: 'business',
  directory: 'business',
  branding: 'business',
  'booking-settings': 'booking',
  booking: 'booking',
  'client-portal': 'booking',
  taxes: 'payments',
  'payment-methods': 'payments',
  notifications: 'notifications',
  security: 'team',
  payroll: 'team',
  activity: 'team',
  billing: 'billing',
  'api-tokens': 'integrations',
  'calendar-feed': 'integrations',
};

/** The page `/settings#{hash}` means, with the section to scroll to; null for a hash of no section. */
export function settingsPageForHash(hash: string): { page: SettingsPageId; section: string } | null {
  const section = decodeURIComponent(hash.replace(/^#/, ''));
  const page = pageOfSection[section];
  return page ? { page, section } : null;
}

export function isSettingsPageId(value: string): value is SettingsPageId {
  return (settingsPageIds as readonly string[]).includes(value);
}
