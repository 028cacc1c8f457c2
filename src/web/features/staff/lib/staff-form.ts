import type { CreateStaffInput, StaffMember, StaffRole } from '../../../../contract/staff';

/** What the inputs hold: text as typed, the role ('' until one is picked) and the Active Employee switch. */
export type StaffFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole | '';
  phone: string;
  department: string;
  position: string;
  employeeId: string;
  hireDate: string;
  salary: string;
  hourlyRate: string;
  /** Percent, as typed. */
  serviceCommissionPercent: string;
  productCommissionPercent: string;
  isActive: boolean;
  /** Where they work; none: every location. */
  locationIds: number[];
  /** Their picture on the booking page ('' for none): uploaded from the field. */
  photoUrl: string;
};

export const staffFormFields = [
  'firstName',
  'lastName',
  'email',
  'role',
  'phone',
  'department',
  'position',
  'employeeId',
  'hireDate',
  'salary',
  'hourlyRate',
  'serviceCommissionPercent',
  'productCommissionPercent',
  'isActive',
  'locationIds',
  'photoUrl',
] as const satisfies readonly (keyof StaffFormValues)[];

/** Spec §5: a new staff member is active. */
export const emptyStaffForm: StaffFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: '',
  phone: '',
  department: '',
  position: '',
  employeeId: '',
  hireDate: '',
  salary: '',
  hourlyRate: '',
  serviceCommissionPercent: '',
  productCommissionPercent: '',
  isActive: true,
  locationIds: [],
  photoUrl: '',
};

export function staffToForm(member: StaffMember): StaffFormValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    role: member.role,
    phone: member.phone ?? '',
    department: member.department ?? '',
    position: member.position ?? '',
    employeeId: member.employeeId ?? '',
    hireDate: member.hireDate ?? '',
    salary: member.salary ?? '',
    hourlyRate: member.hourlyRate ?? '',
    serviceCommissionPercent: member.serviceCommissionPercent ? String(member.serviceCommissionPercent) : '',
    productCommissionPercent: member.productCommissionPercent ? String(member.productCommissionPercent) : '',
    isActive: member.isActive,
    locationIds: member.locationIds,
    photoUrl: member.photoUrl ?? '',
  };
}

/** A typed percent as the number the contract checks ('' is 0; anything else goes as typed, to be refused). */
const percentOf = (text: string): number | string => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

type BodyOptions = {
  /** Whether this member may set pay (staff.pay); without it salary and hourly rate are left out. */
  pay: boolean;
  /** Whether the role is sent (not for the owner's own row, whose role stays). */
  role: boolean;
};

/**
 * The body the contract parses: an empty role is left out (so 'Role is required' shows), an empty hire date
 * is no date; the other empty texts are the contract's to turn into null.
 */
export function formToStaffBody(values: StaffFormValues, options: BodyOptions): Record<string, unknown> {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(options.role ? { role: values.role === '' ? undefined : values.role } : {}),
    phone: values.phone,
    department: values.department,
    position: values.position,
    employeeId: values.employeeId,
    hireDate: values.hireDate === '' ? null : values.hireDate,
    isActive: values.isActive,
    locationIds: values.locationIds,
    photoUrl: values.photoUrl === '' ? null : values.photoUrl,
    ...(options.pay
      ? {
          salary: values.salary,
          hourlyRate: values.hourlyRate,
          serviceCommissionPercent: percentOf(values.serviceCommissionPercent),
          productCommissionPercent: percentOf(values.productCommissionPercent),
        }
      : {}),
  } satisfies Partial<Record<keyof CreateStaffInput, unknown>>;
}
