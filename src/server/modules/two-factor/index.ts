// The two-factor module's public verbs: what other modules import from it (docs/server-code.md).

export { hasPasskey } from './repository';
export { needsSecondFactor, startPendingSignIn } from './service';
