// The two-factor module's public verbs: what other modules import from it (docs/server-code.md).

export { hasPasskey } from './passkeys';
export { needsSecondFactor, startPendingSignIn } from './service';
