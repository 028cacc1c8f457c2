import twilio from 'twilio';
import type { Config } from '../../config';
import { loadConfig } from '../../config';
import type { SmsSender } from '../../jobs/outbox';

export const NO_SMS_PROVIDER = 'Not sent: no text message provider is configured';

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

/** Whether texts can go out: read at call time, like the rest of the environment. */
export const smsConfigured = (env: NodeJS.ProcessEnv = process.env) => Boolean(loadConfig(env).twilio);
