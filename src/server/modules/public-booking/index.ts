// The public-booking module's public verbs: what other modules import from it (docs/server-code.md).

export { publicBookingBounds, publicBookingLimitError } from './booking-limits';

export { findBookingLimits } from './repository';
export { listPublicSlots } from './service';
