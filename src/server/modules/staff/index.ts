// The staff module's public verbs: what other modules import from it (docs/server-code.md).

export { bookability, findStaffMember, findStaffRow } from './repository';
