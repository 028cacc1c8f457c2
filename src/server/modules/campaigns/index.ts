// The campaigns module's public verbs: what other modules import from it (docs/server-code.md).

export { campaignEmail, letterValues } from './email';
