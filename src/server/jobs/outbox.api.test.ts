import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { outbox } from '../db/schema/index';
import { deliverDueEmails, type Email, enqueueEmail, MAX_ATTEMPTS, type MailTransport } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.db.delete(outbox);
});

function recordingTransport(fail = false) {
  const sent: Email[] = [];
  const transport: MailTransport = {
    send: async (email) => {
      if (fail) throw new Error('SMTP 421 try again later');
      sent.push(email);
    },
  };
  return { sent, transport };
}

const email = (n: number) => ({
  kind: 'test',
  to: `client${n}@example.com`,
  subject: `Hello ${n}`,
  text: 'Body',
});

describe('email outbox', () => {
  it('sends due messages once and marks them sent', async () => {
    await enqueueEmail(t.db, email(1));
    await enqueueEmail(t.db, email(2));
    const { sent, transport } = recordingTransport();
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((e) => e.to)).toEqual(['client1@example.com', 'client2@example.com']);
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 0, failed: 0 });
    const rows = await t.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
  });

  it('keeps nothing of a write that rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, email(3));
        throw new Error('the booking failed');
      })
      .catch(() => {});
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('retries a failed send later, and gives up after the last attempt', async () => {
    await enqueueEmail(t.db, email(4));
    const { transport } = recordingTransport(true);
    let now = new Date('2026-11-22T12:00:00Z');
    await t.db.update(outbox).set({ nextAttemptAt: now });
    expect(await deliverDueEmails({ db: t.db, transport, now })).toEqual({ sent: 0, failed: 1 });
    const [afterOne] = await t.db.select().from(outbox);
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try again later' });
    // Not due again straight away.
    expect(await deliverDueEmails({ db: t.db, transport, now })).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      await deliverDueEmails({ db: t.db, transport, now });
    }
    const [last] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'client4@example.com'));
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('two senders at once send each message exactly once', async () => {
    for (let n = 0; n < 30; n++) await enqueueEmail(t.db, email(100 + n));
    const first = recordingTransport();
    const second = recordingTransport();
    await Promise.all([
      deliverDueEmails({ db: t.db, transport: first.transport, batchSize: 10 }),
      deliverDueEmails({ db: t.db, transport: second.transport, batchSize: 10 }),
      deliverDueEmails({ db: t.db, transport: first.transport, batchSize: 10 }),
      deliverDueEmails({ db: t.db, transport: second.transport, batchSize: 10 }),
    ]);
    const recipients = [...first.sent, ...second.sent].map((e) => e.to);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  it('a sender that stalls past its lease loses the rest of its batch to another, which sends each once', async () => {
    for (let n = 0; n < 3; n++) await enqueueEmail(t.db, email(200 + n));
    const start = new Date('2026-11-22T12:00:00Z');
    await t.db.update(outbox).set({ nextAttemptAt: start });
    // The first sender's SMTP server stalls on its first message (as a killed or hung worker would).
    let resume = () => {};
    const stalled: Email[] = [];
    const stalling: MailTransport = {
      send: async (message) => {
        stalled.push(message);
        if (stalled.length === 1) await new Promise<void>((resolve) => (resume = resolve));
      },
    };
    const first = deliverDueEmails({ db: t.db, transport: stalling, now: start, leaseSeconds: 60 });
    await expect.poll(() => stalled.length).toBe(1);
    // Within the lease nobody else takes them; after it, a second sender takes all three over.
    const second = recordingTransport();
    const withinLease = new Date(start.getTime() + 59_000);
    expect(await deliverDueEmails({ db: t.db, transport: second.transport, now: withinLease })).toEqual({
      sent: 0,
      failed: 0,
    });
    const afterLease = new Date(start.getTime() + 61_000);
    expect(await deliverDueEmails({ db: t.db, transport: second.transport, now: afterLease })).toEqual({
      sent: 3,
      failed: 0,
    });
    resume();
    // Back from its stall, the first sender finds the other two no longer its own and sends neither.
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(stalled.map((e) => e.to)).toEqual(['client200@example.com']);
    expect(second.sent.map((e) => e.to)).toEqual([
      'client200@example.com',
      'client201@example.com',
      'client202@example.com',
    ]);
    // Both tries of the one message sent twice carry the same key, so a receiver can tell the repeat.
    expect(stalled[0]?.key).toMatch(/^outbox-\d+-\d+$/);
    expect(second.sent[0]?.key).toBe(stalled[0]?.key);
    expect(new Set(second.sent.map((e) => e.key)).size).toBe(3);
  });
});
