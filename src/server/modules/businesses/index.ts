// The businesses module's public verbs: what other modules import from it (docs/server-code.md).

export { isEmailVerified } from './email-verification';
export { createBusiness, getBusiness } from './service';
