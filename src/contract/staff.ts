import { z } from 'zod';
import { can } from './abilities';
import { isoDate } from './availability';
import { MAX_ID, optionalText } from './common';
import { optionalImageAddressSchema } from './images';
import { decimalText, toCents } from './money';
import { optionalPhoneNumber } from './phone';

/** Spec §3 staff roles; the owner is a member role, not a staff role. */
export const staffRoles = ['admin', 'manager', 'staff', 'contractor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * The roles that lead a team, read from the ability table: those that manage staff (`staff.manage`). Only a
 * member with `staff.roles` gives them or edits or removes their holders; the owner leads too.
 */
export const leadingRoles: readonly StaffRole[] = staffRoles.filter((role) => can(role, 'staff.manage'));

/** The roles a member without staff.roles (a manager) may give: those that don't lead. */
export const rolesBelowLeaders: readonly StaffRole[] = staffRoles.filter(
  (role) => !leadingRoles.includes(role),
);

/** The owner, admins and managers: only members with staff.roles edit or remove them (the server checks). */
export function holdsLeadingRole(member: { role: StaffRole; isOwner: boolean }): boolean {
  return member.isOwner || leadingRoles.includes(member.role);
}

export const STAFF_ADDED = 'Staff member added successfully';
export const STAFF_UPDATED = 'Staff member updated successfully';
export const STAFF_DELETED = 'Staff member deleted successfully';

const MAX_CENTS = 99_999_999_99;

/** Pay as a number or a decimal string ("52000" or "23.50"), >= 0, kept as a 2-decimal string. */
const payInput = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (text === '') return null;
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a number of at least 0 with up to 2 decimals`,
        });
        return z.NEVER;
      }
      if (toCents(text) > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} is too large` });
        return z.NEVER;
      }
      return decimalText(text);
    })
    .nullable()
    .optional();

const commissionInput = (label: string) =>
  z
    .number({ error: `${label} must be a percentage` })
    .min(0, `${label} must be between 0% and 100%`)
    .max(100, `${label} must be between 0% and 100%`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, `${label} has at most two decimals`)
    .optional();

/** Spec §5 staff form: the four required fields with the spec's messages; the rest optional. */
export const createStaffSchema = z
  .object({
    firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
    lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Valid email is required').max(255, 'Valid email is required')),
    role: z.enum(staffRoles, 'Role is required'),
    phone: optionalPhoneNumber,
    department: optionalText(100),
    position: optionalText(100),
    /** Annual salary in dollars. */
    salary: payInput('Salary'),
    /** Dollars an hour (step 0.01). */
    hourlyRate: payInput('Hourly rate'),
    /** Percent of the booked price of their completed appointments (payroll). */
    serviceCommissionPercent: commissionInput('Service commission'),
    /** Percent of their product sales, tax excluded (payroll). */
    productCommissionPercent: commissionInput('Product commission'),
    hireDate: isoDate('Hire date must be YYYY-MM-DD').nullable().optional(),
    employeeId: optionalText(50),
    isActive: z.boolean().optional(),
    permissions: z.record(z.string().max(50), z.boolean()).optional(),
    /** Where they work; empty: every location (a business with one place needs none). */
    locationIds: z.array(z.number().int().positive().max(MAX_ID)).max(100).optional(),
    /** Their picture on the booking page: an upload (POST /api/uploads/staff-photo) or an https:// address. */
    photoUrl: optionalImageAddressSchema(
      'Photo must be an uploaded image or an https:// image address',
      'Photo address must be at most 500 characters',
    ),
  })
  .strict()
  .meta({ id: 'CreateStaffMember' });
export type CreateStaffInput = z.output<typeof createStaffSchema>;

/** The edit dialog: the spec's first name, last name, email and Active Employee, plus the rest, all optional. */
export const updateStaffSchema = createStaffSchema.partial().strict().meta({ id: 'UpdateStaffMember' });
export type UpdateStaffInput = z.output<typeof updateStaffSchema>;

/** Spec §3 staff, every field and the id. Pay is null for members who may not see it (owner and admin may). */
export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int().nullable().describe('The sign-in linked to this staff member, if any'),
    employeeId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(staffRoles),
    department: z.string().nullable(),
    position: z.string().nullable(),
    hireDate: z.string().nullable().describe("'YYYY-MM-DD'"),
    salary: z.string().nullable().describe('Annual, decimal string; null when hidden from this member'),
    hourlyRate: z.string().nullable().describe('Per hour, decimal string; null when hidden from this member'),
    serviceCommissionPercent: z.number().nullable().describe('Percent; null when hidden from this member'),
    productCommissionPercent: z.number().nullable().describe('Percent; null when hidden from this member'),
    payVisible: z.boolean().describe('Whether this member may see pay (owner and admin)'),
    permissions: z.record(z.string(), z.boolean()),
    locationIds: z.array(z.number().int()),
    photoUrl: z.string().nullable().describe('Their picture on the booking page (`/media/{id}` or https://)'),
    isActive: z.boolean(),
    isOwner: z.boolean().describe("The business owner's own staff row, which can't be removed"),
    hasSignIn: z.boolean().describe('They sign in to this business (an accepted invitation)'),
    twoFactorEnabled: z
      .boolean()
      .nullable()
      .describe(
        'They sign in with a second factor; null when hidden from this member (owners and admins see it)',
      ),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;
