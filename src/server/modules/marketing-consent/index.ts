// The marketing-consent module's public verbs: what other modules import from it (docs/server-code.md).

export { consentColumns, findConsent, recordConsent, toConsent } from './repository';
