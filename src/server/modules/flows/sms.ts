import twilio from 'twilio';
import type { Config } from '../../config';
import type { SmsSender } from '../../jobs/outbox';

type TwilioOptions = NonNullable<Parameters<typeof twilio>[2]>;

/**
 * Texts through Twilio's official SDK. `from` is a number in E.164 or a messaging service (MG…). Tests hand
 * it an HTTP client that points the SDK at a local fake of Twilio's API.
 */
export function twilioSmsSender(
  settings: NonNullable<Config['twilio']>,
  options: TwilioOptions = {},
): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, options);
  const from = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  return {
    send: async (to, body) => {
      await client.messages.create({ to, body, ...from });
    },
  };
}
