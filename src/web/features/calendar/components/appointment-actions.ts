import type { AppointmentItem } from '../../../../contract/appointments';

/** What the calendar can open for an appointment; the page owns the dialogs. */
export type AppointmentActions = {
  showDetails: (appointment: AppointmentItem) => void;
  reschedule: (appointment: AppointmentItem) => void;
};
