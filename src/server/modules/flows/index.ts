// The flows module's public verbs: what other modules import from it (docs/server-code.md).

export { smsConfigured } from './sms-provider';
