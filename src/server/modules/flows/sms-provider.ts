import { loadConfig } from '../../config';

export const NO_SMS_PROVIDER = 'Not sent: no text message provider is configured';

/** Whether texts can go out: read at call time, like the rest of the environment. */
export const smsConfigured = (env: NodeJS.ProcessEnv = process.env) => Boolean(loadConfig(env).twilio);
