// The reviews module's public verbs: what other modules import from it (docs/server-code.md).

export { shownPublicly } from './repository';
export { requestReviewAfterVisit } from './requests';
