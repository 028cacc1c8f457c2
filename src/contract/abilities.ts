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
 * what they may do. Every signed-in route names one of these.
 *
 * - owner: everything, billing included;
 * - admin: everything but billing;
 * - manager: everything but billing, roles (`staff.roles`) and staff pay;
 * - staff: their own calendar (others' on request), booking for anyone, clients, chat, POS and sales; no
 *   reports, payment settings, staff pay or exports;
 * - contractor: only their own appointments and those appointments' clients.
 */
export const ABILITIES = {
  /** Their own account: profile, password, sessions, plan usage. */
  'account.use': everyone,
  /** The stats strip; a member without `reports.view` sees their own appointments' figures. */
  'dashboard.view': everyone,
  /** The bell and its read state; each kind only from what the member may see (notifications/sources.ts). */
  'notifications.use': everyone,
  /** The header search; each group only from what the member may see (search/service.ts). */
  'search.use': everyone,
  'business.view': everyone,
  /** The business's profile, booking settings, taxes and notification preferences. */
  'business.manage': managers,
  /** Who works here, for booking and the calendar's names. */
  'members.view': everyone,
  /** Add, edit and remove staff members holding the staff or contractor role. */
  'staff.manage': managers,
  /** Give or change the admin and manager roles, and edit or remove those who hold them. */
  'staff.roles': ownersAndAdmins,
  /** Send a staff member a sign-in invitation (plan feature multi_user). */
  'staff.invite': ownersAndAdmins,
  /** See and set salary and hourly rate. */
  'staff.pay': ownersAndAdmins,
  /**
   * The plan's card, next charge and invoices (Settings → Billing). Everyone else sees the tier and status
   * only: the card's last 4 and the next charge are not staff's business (issue 32 F12).
   */
  'billing.view': ownersAndAdmins,
  /** Start, cancel or resume the plan and change its card. */
  'billing.manage': owners,
  /**
   * Settings → Activity: the audit trail of sensitive actions, its CSV and how long it is kept. Owners only:
   * it names what admins and managers did too.
   */
  'activity.view': owners,
  /** Settings → Security: whether members who handle pay, payroll, exports or billing must use two-factor sign-in. */
  'security.manage': owners,
  /** Personal API tokens (plan feature api_access); a token acts with its member's role. */
  'apiTokens.manage': managers,
  /** Money figures over a period: the payments summary and report, the reports screen. */
  'reports.view': managers,

  /** Appointments: a member without `appointments.viewAll` sees only their own. */
  'appointments.view': everyone,
  /** Everyone's appointments, not only one's own (staff ask for them; managers see them by default). */
  'appointments.viewAll': employees,
  /** Lists and the calendar open on the whole team; other members' open on their own appointments. */
  'appointments.teamByDefault': managers,
  /** Book; a member without `appointments.viewAll` books only themselves. */
  'appointments.book': everyone,
  /** Confirm, complete, reschedule, mark no-show or cancel (one's own, without `appointments.viewAll`). */
  'appointments.update': everyone,
  'appointments.delete': managers,
  /**
   * Record what already happened: book with a past start (`allowPast`) or straight as completed or no-show.
   * Others would raise their own commission with visits nobody saw (issue 32 F5).
   */
  'appointments.recordPast': managers,
  /** A day's waitlist (clients waiting for a full day), and taking someone off it. */
  'waitlist.manage': employees,
  'appointments.export': managers,
  /** Services, availability, timezone and blocked time. */
  'schedule.manage': managers,
  /** One's own calendar feed URL (per member: it stops when they are deactivated or removed). */
  'calendarFeed.view': employees,
  /** Changing one's own feed URL: whoever has one may cut off its old subscribers. */
  'calendarFeed.rotate': employees,

  /** Clients: a member without `clients.viewAll` sees only the clients of their own appointments. */
  'clients.view': everyone,
  'clients.viewAll': employees,
  'clients.edit': employees,
  'clients.delete': managers,
  'clients.import': managers,
  'clients.export': managers,
  'portalSettings.manage': managers,
  'chat.use': employees,

  'products.view': employees,
  /** Add, edit and delete products and categories; adjust stock. */
  'products.manage': managers,
  'sales.view': employees,
  'sales.create': employees,
  'sales.refund': managers,
  'payments.view': employees,
  'payments.manageMethods': managers,

  /** Clock oneself in and out, take breaks, see one's own timesheet (Payroll). */
  'timeClock.use': everyone,
  /** Clock others in and out, add, edit, approve and delete anyone's time entries, see everyone's timesheet. */
  'timeEntries.manage': managers,
  /** Pay rules, pay periods (calculate, deductions, approve, mark paid), exports and every pay stub. */
  'payroll.manage': ownersAndAdmins,
  /** Reopen an approved pay period. */
  'payroll.reopen': owners,

  /** Offer codes, campaigns and automated flows (/automation); anyone at the till may apply a code. */
  'marketing.manage': managers,

  /** The walk-in queues, the TV board and the kiosk (/walk-ins). */
  'walkIns.view': employees,
  /** Add walk-ins, call, serve, complete, mark no-show, remove and reorder them. */
  'walkIns.serve': employees,
  /** Create, edit and delete waiting rooms. */
  'walkIns.manage': managers,

  'reviews.view': employees,
  /** Add (labelled as staff), approve, hide or remove with a reason, reply. */
  'reviews.manage': managers,
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
