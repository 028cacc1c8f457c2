import type { AppointmentStatus } from '../../../contract/appointments';

/** Spec §4: no_show is shown with a space. */
export const statusLabels: Record<AppointmentStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no show',
};

/** The status filter's and dropdown's option labels (spec §2 Appointments). */
export const statusOptionLabels: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

/** Spec §4 colours: confirmed green, pending amber, cancelled red, completed primary, no show grey. */
export const statusBadgeVariant = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'primary',
  no_show: 'neutral',
} as const satisfies Record<AppointmentStatus, string>;

/** Text colour of a client name in a calendar cell, dark enough for contrast on white. */
export const statusTextClass: Record<AppointmentStatus, string> = {
  confirmed: 'text-emerald-800',
  pending: 'text-amber-800',
  cancelled: 'text-red-700 line-through',
  completed: 'text-primary-700',
  no_show: 'text-slate-600',
};

/** A small left bar in the same colour family, so the status reads without relying on text colour alone. */
export const statusBarClass: Record<AppointmentStatus, string> = {
  confirmed: 'border-emerald-500 bg-emerald-50',
  pending: 'border-amber-500 bg-amber-50',
  cancelled: 'border-red-500 bg-red-50',
  completed: 'border-primary-500 bg-primary-50',
  no_show: 'border-slate-400 bg-slate-100',
};
