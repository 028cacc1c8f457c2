// The portal module's public verbs: what other modules import from it (docs/server-code.md).

export { manageBookingLink, manageLine } from './manage-link';
