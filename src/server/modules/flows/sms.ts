/**
 * Text messages go through an adapter. None is configured in this build: a text step is then recorded in
 * the run's history as not sent, and the run carries on. A provider's SDK plugs in behind this type.
 */
export type SmsSender = { send: (to: string, body: string) => Promise<void> };

export const NO_SMS_PROVIDER = 'Not sent: no text message provider is configured';
