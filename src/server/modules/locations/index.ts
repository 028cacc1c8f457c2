// The locations module's public verbs: what other modules import from it (docs/server-code.md).

export { findLocation, findLocationRow } from './repository';
export { checkLocationIds } from './service';
