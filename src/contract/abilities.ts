import type { MemberRole } from './auth';

const everyone = [
  'owner',
  'admin',
  'manager',
  'staff',
  'contractor',
] as const satisfies readonly MemberRole[];
const managers = ['owner', 'admin', 'manager'] as const satisfies readonly MemberRole[];
const owners = ['owner'] as const satisfies readonly MemberRole[];
const ownersAndAdmins = ['owner', 'admin'] as const satisfies readonly MemberRole[];
/** Employees: everyone but contractors, who see their own work and not the business's books. */
const employees = ['owner', 'admin', 'manager', 'staff'] as const satisfies readonly MemberRole[];

/**
 * Who may do what: the one table the server's access hook enforces and the web reads to show a member only
 * what they may do. Every signed-in route names one of these; the Team issue tunes the roles of each.
 */
export const ABILITIES = {
  /** Their own account: profile, password, notifications, plan usage. */
  'account.use': everyone,
  'dashboard.view': everyone,
  'business.view': everyone,
  'business.manage': ownersAndAdmins,
  'members.view': everyone,
  /** Add, edit and remove staff members (the Staff screen). */
  'staff.manage': ownersAndAdmins,
  /** Send a staff member a sign-in invitation (plan feature multi_user). */
  'staff.invite': ownersAndAdmins,
  /** See and set salary and hourly rate. */
  'staff.pay': ownersAndAdmins,
  /** The plan, its invoices and card (Settings → Billing). */
  'billing.view': ownersAndAdmins,
  /** Start, cancel or resume the plan and change its card: the owner only (the Billing issue). */
  'billing.manage': owners,
  /** Personal API tokens (plan feature api_access). */
  'apiTokens.manage': ownersAndAdmins,

  'appointments.view': everyone,
  'appointments.book': everyone,
  /** Confirm, complete, reschedule, mark no-show or cancel. */
  'appointments.update': everyone,
  'appointments.delete': managers,
  'appointments.export': managers,
  /** Services, availability, timezone and blocked time. */
  'schedule.manage': managers,
  'calendarFeed.view': employees,
  'calendarFeed.rotate': managers,

  'clients.view': everyone,
  'clients.edit': everyone,
  'clients.delete': ownersAndAdmins,
  'clients.import': ownersAndAdmins,
  'clients.export': ownersAndAdmins,
  'portalSettings.manage': ownersAndAdmins,
  'chat.use': everyone,

  'products.view': everyone,
  /** Add, edit and delete products and categories; adjust stock. */
  'products.manage': managers,
  'sales.view': everyone,
  'sales.create': everyone,
  'sales.refund': managers,
  'payments.view': employees,
  'payments.manageMethods': managers,
} as const satisfies Record<string, readonly MemberRole[]>;

export type Ability = keyof typeof ABILITIES;

/** Whether a member with this role may do this. */
export function can(role: MemberRole | null | undefined, ability: Ability): boolean {
  if (!role) return false;
  return (ABILITIES[ability] as readonly MemberRole[]).includes(role);
}

/** The roles that may do this, for the API document. */
export function rolesFor(ability: Ability): readonly MemberRole[] {
  return ABILITIES[ability];
}
