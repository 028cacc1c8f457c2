import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './lib/trusted-proxies';

/** PGlite's name for a database kept in memory only: nothing is written to disk, nothing survives a stop. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** A folder, or `memory://` for a database that lives and dies with the process (the browser tests'). */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL itself when DATABASE_URL is a pooler in transaction mode: migrations and LISTEN need a session. */
  DATABASE_DIRECT_URL: z.string().optional(),
  /** Connections each instance keeps to DATABASE_URL (README: instances × pool within max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** What this process does (issue 34): serve HTTP and /ws (web), run the periodic jobs (worker), or both. */
  FRONTDESK_ROLE: z.enum(['web', 'worker', 'all'], { error: 'must be web, worker or all' }).default('all'),
  /** On SIGTERM, seconds an instance keeps serving while failing readiness, so a load balancer moves away. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Days sent or failed mail and texts and handled Stripe events are kept (jobs/retention.ts). */
  RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(30, 'must be at least 30 (the bell shows failed mail of the last 30 days)')
    .max(3650)
    .default(90),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Frontdesk <no-reply@frontdesk.local>'),
  /** How often queued mail and texts are sent, in milliseconds. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How long a message claimed by a worker that died waits before another worker sends it (jobs/outbox.ts). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Set, subscriptions are billed through Stripe (src/server/modules/billing/stripe); unset, the demo provider. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe Elements' key, sent to the browser (pk_live_… or pk_test_…). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Signing secret of the webhook endpoint `/api/stripe/webhook` (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Stripe price the Enterprise plan is sold under. */
  STRIPE_PRICE_ID: z.string().default('price_enterprise_monthly'),
  /** The Stripe coupon of the launch offer (50% off, forever, after the trial). */
  STRIPE_LAUNCH_COUPON: z.string().default('launch50'),
  /** Set (all three), automated flows' text messages go out through Twilio; unset, they are recorded as not sent. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The Twilio number (E.164, e.g. +15550100000) or messaging service sid (MG…) texts come from. */
  TWILIO_FROM: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  /** Sign-ups allowed per address per hour. */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies in front (addresses, CIDRs, or a hop count), so `request.protocol` and client addresses
   * are right behind them and nobody else can set them (lib/trusted-proxies.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if ('proxies' in parsed) return parsed.proxies;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** Where people reach the app; links in emails are built from it, never from a request's Host. */
  PUBLIC_URL: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://book.example.com' }),
    ])
    .optional(),
  /** Where vulnerabilities are reported: security.txt's Contact (RFC 9116), a mailto:, https:// or tel: URI. */
  SECURITY_CONTACT: z
    .union([
      z.literal(''),
      z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[\d-]+)$/, {
        error: 'must be a mailto:, https:// or tel: URI such as mailto:security@example.com',
      }),
    ])
    .optional(),
  /** The vulnerability disclosure policy's public address, security.txt's Policy; unset, the file names docs/security.md. */
  SECURITY_POLICY_URL: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be an https:// URL' })])
    .optional(),
  /** A Prometheus scraper's bearer token for /metrics; unset, there are no metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where uploaded images are kept (decision 025): in the database, or S3-compatible object storage. */
  UPLOADS_STORAGE: z.enum(['database', 's3'], { error: 'must be database or s3' }).default('database'),
  /** An S3-compatible service's address (MinIO, R2, Spaces...); unset, AWS S3 itself. */
  S3_ENDPOINT: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }),
    ])
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most S3-compatible servers need it. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
});

/** S3-compatible object storage for uploads (modules/uploads/storage/s3.ts). */
export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, an instance's role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

/** Where new uploads go; `s3` is also there to read older objects after a switch back to the database. */
export type UploadsConfig = { storage: 'database' | 's3'; s3: S3Settings | undefined };

/** web: HTTP and sockets; worker: the periodic jobs (and health checks); all: both, one process. */
export type InstanceRole = 'web' | 'worker' | 'all';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where migrations and the NOTIFY listener connect: DATABASE_DIRECT_URL, else DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  databasePoolSize: number;
  role: InstanceRole;
  /** SIGTERM's time of serving while not ready, in milliseconds. */
  drainMs: number;
  retentionDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxIntervalMs: number;
  outboxLeaseSeconds: number;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePriceId: string;
  stripeLaunchCoupon: string;
  /** Text messages' provider, when configured. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  signupsPerHour: number;
  trustProxy: TrustedProxies;
  /** Origin (and optional path) of the app, without a trailing slash, e.g. https://book.example.com. */
  publicUrl: string;
  /** security.txt's Contact: SECURITY_CONTACT, else mailto:security@ the public host. */
  securityContact: string;
  /** security.txt's Policy, when one is published. */
  securityPolicyUrl: string | undefined;
  uploads: UploadsConfig;
  /** `/metrics` bearer token (METRICS_TOKEN). */
  metricsToken: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY) {
    // Stripe half configured would take cards the app can't show (no key) or never hears about (no webhook).
    const missing = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration: ${missing.map((n) => `${n}: required when STRIPE_SECRET_KEY is set`).join('; ')}`,
      );
    }
  }
  const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  const twilioSet = twilioKeys.filter((name) => env[name]);
  if (twilioSet.length > 0 && twilioSet.length < twilioKeys.length) {
    // Half a provider would silently drop every text: say which settings are missing instead.
    const missing = twilioKeys.filter((name) => !env[name]);
    throw new Error(
      `Invalid configuration: ${missing.map((n) => `${n}: required when another TWILIO_ setting is set`).join('; ')}`,
    );
  }
  const uploadProblems: string[] = [];
  if (e.UPLOADS_STORAGE === 's3' && !e.S3_BUCKET)
    uploadProblems.push('S3_BUCKET: required when UPLOADS_STORAGE is s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    // One key without the other would fail at the first upload: say so at start.
    uploadProblems.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required when the other S3 key is set`,
    );
  }
  if (uploadProblems.length > 0) throw new Error(`Invalid configuration: ${uploadProblems.join('; ')}`);
  if (e.FRONTDESK_ROLE !== 'all' && !e.DATABASE_URL) {
    // A web instance alone on the embedded database would never send its mail: no other process can open it.
    throw new Error(
      `Invalid configuration: FRONTDESK_ROLE: ${e.FRONTDESK_ROLE} needs DATABASE_URL (PostgreSQL); the embedded database is one process, which runs web and worker together (all)`,
    );
  }
  const publicUrl = (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseDirectUrl: e.DATABASE_DIRECT_URL || e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    role: e.FRONTDESK_ROLE,
    drainMs: e.DRAIN_SECONDS * 1000,
    retentionDays: e.RETENTION_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripePriceId: e.STRIPE_PRICE_ID || 'price_enterprise_monthly',
    stripeLaunchCoupon: e.STRIPE_LAUNCH_COUPON || 'launch50',
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : undefined,
    // The demo business belongs on a developer's embedded database, never silently on a real server.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    publicUrl,
    securityContact: e.SECURITY_CONTACT || `mailto:security@${new URL(publicUrl).hostname}`,
    securityPolicyUrl: e.SECURITY_POLICY_URL || undefined,
    uploads: {
      storage: e.UPLOADS_STORAGE,
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT || undefined,
            region: e.S3_REGION || 'us-east-1',
            bucket: e.S3_BUCKET,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : undefined,
    },
    metricsToken: e.METRICS_TOKEN || undefined,
  };
}
