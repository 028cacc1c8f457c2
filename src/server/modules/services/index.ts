// The services module's public verbs: what other modules import from it (docs/server-code.md).

export { findActiveService, findService, performingStaff } from './repository';
