import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 5000, ./data and the demo on the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.signupsPerHour).toBe(20);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '500' }).signupsPerHour).toBe(500);
  });

  it('keeps DATA_DIR=memory:// as it is: the embedded database in memory, no folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({ DATA_DIR: './memory' }).dataDir).toMatch(/\/memory$/);
  });

  it('turns the demo off with SEED_DEMO=false, and off by default on PostgreSQL', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('migrates through DATABASE_DIRECT_URL when a pooler is DATABASE_URL, else through DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://pooler:6432/app' }).databaseDirectUrl).toBe(
      'postgres://pooler:6432/app',
    );
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://pooler:6432/app',
      DATABASE_DIRECT_URL: 'postgres://db:5432/app',
    });
    expect([pooled.databaseUrl, pooled.databaseDirectUrl]).toEqual([
      'postgres://pooler:6432/app',
      'postgres://db:5432/app',
    ]);
    expect(loadConfig({}).databaseDirectUrl).toBeUndefined();
  });

  it('refuses a bad port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('uses Stripe only with its three keys, and says which are missing', () => {
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set; STRIPE_WEBHOOK_SECRET: required/,
    );
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(stripe).toMatchObject({ stripeSecretKey: 'sk_test_1', stripePriceId: 'price_enterprise_monthly' });
  });

  it("takes security.txt's contact from SECURITY_CONTACT, by default security@ the public host", () => {
    expect(loadConfig({}).securityContact).toBe('mailto:security@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://book.example.com:8443/' }).securityContact).toBe(
      'mailto:security@book.example.com',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'mailto:bugs@example.com' }).securityContact).toBe(
      'mailto:bugs@example.com',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'https://example.com/report' }).securityContact).toBe(
      'https://example.com/report',
    );
    expect(() => loadConfig({ SECURITY_CONTACT: 'bugs@example.com' })).toThrow(
      /SECURITY_CONTACT: must be a mailto:, https:\/\/ or tel: URI/,
    );
    expect(loadConfig({}).securityPolicyUrl).toBeUndefined();
    expect(() => loadConfig({ SECURITY_POLICY_URL: 'http://example.com/policy' })).toThrow(
      /SECURITY_POLICY_URL/,
    );
  });

  it('trusts no proxy unless told which by address or CIDR, never any client or a count of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would believe any client's X-Forwarded-For: name the proxies' addresses or CIDRs/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /"10.0.0.0\/33" is not an address or CIDR/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/"proxy.internal" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a count of proxies would believe a client that reaches the server directly/,
    );
  });

  it('keeps uploads in the database unless UPLOADS_STORAGE=s3, which needs a bucket and both keys or neither', () => {
    expect(loadConfig({}).uploads).toEqual({ storage: 'database', s3: undefined });
    expect(() => loadConfig({ UPLOADS_STORAGE: 'disk' })).toThrow(/UPLOADS_STORAGE: must be database or s3/);
    expect(() => loadConfig({ UPLOADS_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required when UPLOADS_STORAGE is s3/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when the other S3 key is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(
      loadConfig({
        UPLOADS_STORAGE: 's3',
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).uploads,
    ).toEqual({
      storage: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'images',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        // An S3-compatible server at its own address wants the bucket in the path.
        forcePathStyle: true,
      },
    });
    // AWS itself: virtual-hosted buckets and the SDK's own credentials (an instance's role).
    expect(
      loadConfig({ UPLOADS_STORAGE: 's3', S3_BUCKET: 'images', S3_REGION: 'eu-west-1' }).uploads.s3,
    ).toEqual({
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'images',
      credentials: undefined,
      forcePathStyle: false,
    });
    // S3 set while new uploads go to the database: kept, to read what was uploaded there before.
    expect(loadConfig({ S3_BUCKET: 'images' }).uploads).toMatchObject({
      storage: 'database',
      s3: { bucket: 'images' },
    });
  });

  it('runs web and worker in one process by default; FRONTDESK_ROLE picks one, anything else is refused', () => {
    const pg = { DATABASE_URL: 'postgres://db/app' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...pg, FRONTDESK_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...pg, FRONTDESK_ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ FRONTDESK_ROLE: 'web' })).toThrow(
      'Invalid configuration: FRONTDESK_ROLE: web needs DATABASE_URL (PostgreSQL); the embedded database is one process, which runs web and worker together (all)',
    );
    expect(() => loadConfig({ FRONTDESK_ROLE: 'cron' })).toThrow(
      'Invalid configuration: FRONTDESK_ROLE: must be web, worker or all',
    );
  });

  it('drains for 10 s, pools 10 connections and keeps sent mail 90 days unless set', () => {
    const config = loadConfig({});
    expect([config.drainMs, config.databasePoolSize, config.retentionDays]).toEqual([10_000, 10, 90]);
    const set = loadConfig({ DRAIN_SECONDS: '2.5', DATABASE_POOL_SIZE: '25', RETENTION_DAYS: '400' });
    expect([set.drainMs, set.databasePoolSize, set.retentionDays]).toEqual([2_500, 25, 400]);
    expect(() => loadConfig({ RETENTION_DAYS: '7' })).toThrow(
      'RETENTION_DAYS: must be at least 30 (the bell shows failed mail of the last 30 days)',
    );
  });
});
