// The waitlist module's public verbs: what other modules import from it (docs/server-code.md).

export { isHeldForWaitlist } from './held-times';
export { offerFreedTime } from './offer';
