// The waitlist module's public verbs: what other modules import from it (docs/server-code.md).

export { offerFreedTime } from './offer';
export { isHeldForWaitlist } from './repository';
