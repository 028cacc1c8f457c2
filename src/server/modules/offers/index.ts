// The offers module's public verbs: what other modules import from it (docs/server-code.md).

export type { AppliedOffer } from './apply-code';
export { applyOfferCode, redeemOffer } from './apply-code';
export { insertOffer } from './repository';
