// The staff module's public verbs: what other modules import from it (docs/server-code.md).

export { bookability, findStaffRow } from './repository';
