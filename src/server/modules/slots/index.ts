// The slots module's public verbs: what other modules import from it (docs/server-code.md).

export { closedOn } from './closed-days';
export { findSlots } from './repository';
