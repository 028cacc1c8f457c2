// The waitlist's holds, below booking: a freed time offered to the next client waiting (and held for them a
// while), and whether a time is held. Booking consults it; the waitlist module (joining, claiming, the desk)
// stands above booking and uses it too (docs/server-code.md, decision 030).

export { enqueueHoldOffer } from './emails';
export { expireWaitlistHolds, offerFreedTime } from './offer';
export { isHeldForWaitlist } from './repository';
export { findEntryByLink, newLinkToken } from './tokens';
