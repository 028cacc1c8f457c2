// The appointments module's public verbs: what other modules import from it (docs/server-code.md).

export { bookAppointment, bookAppointmentIn, bookingLocation, isBlocked } from './booking';
export { appointmentMailOf, sendChangeNotice } from './change-notice';
export type { AppointmentMail } from './emails';
export { enqueueMovedConfirmation } from './emails';
export { enforceMonthlyLimit } from './monthly-limit';
export {
  findOrCreateClient,
  isActiveStaff,
  listSeriesAppointments,
  monthAppointmentCount,
  updateAppointmentRow,
} from './repository';
export type { Placement } from './rows';
export { movedTo, newAppointmentRow, placement } from './rows';
export type { AppointmentScope, Member } from './scope';
export { listScope, memberScope, teamOf } from './scope';
export { OWN_BOOKINGS_ONLY } from './service';
