import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { WAITING_LIST_FULL } from '../../../contract/waiting-rooms';
import { waitingRoomQueue, waitingRooms } from '../../db/schema/index';
import { walkIns } from './walk-in-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show joins truly racing.
describe('concurrent joins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('50 joins at once to a room for 10: exactly 10 entries, at positions 1-10', async () => {
    const owner = await paidBusiness(t, 'basic');
    const w = walkIns(t.app);
    const room = await w.createRoom(owner.cookie, { name: 'Race', maxCapacity: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => w.join(room.id, { clientName: `Racer ${i}` }, `10.88.0.${i + 1}`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(WAITING_LIST_FULL);
    // Each joiner was told a different place.
    const told = responses.filter((r) => r.statusCode === 201).map((r) => r.json().position);
    expect([...told].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const rows = await t.db
      .select()
      .from(waitingRoomQueue)
      .where(eq(waitingRoomQueue.waitingRoomId, room.id))
      .orderBy(asc(waitingRoomQueue.position));
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [stored] = await t.db.select().from(waitingRooms).where(eq(waitingRooms.id, room.id));
    expect(stored?.currentCount).toBe(10);
    // One version per join, plus the room's creation.
    expect(stored?.queueVersion).toBe(11);
  });

  it('joins, leaves and calls at once keep the line numbered 1..n with no gaps or repeats', async () => {
    const owner = await paidBusiness(t, 'basic');
    const w = walkIns(t.app);
    const room = await w.createRoom(owner.cookie, { name: 'Churn' });
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => w.joined(room.id, `First ${i}`)));
    const tokens = new Map(first.map((v, i) => [`First ${i}`, v.token]));
    const entries = (await w.queue(owner.cookie, room.id)).entries;
    // The first four in line leave while the 7th to 9th are called and six more join.
    const answers = await Promise.all([
      ...entries
        .slice(0, 4)
        .map((e) =>
          t.app.inject({ method: 'POST', url: `/api/public/queue/${tokens.get(e.clientName)}/leave` }),
        ),
      ...entries.slice(6, 9).map((e) => w.act(owner.cookie, room.id, e.id, 'call')),
      ...Array.from({ length: 6 }, (_, i) =>
        w.join(room.id, { clientName: `Second ${i}` }, `10.89.0.${i + 1}`),
      ),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(7).fill(200), ...Array(6).fill(201)]);
    const view = await w.queue(owner.cookie, room.id);
    const inLine = view.entries.filter((e) => e.position !== null);
    expect(inLine).toHaveLength(12);
    expect(inLine.map((e) => e.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // The three called come first.
    expect(inLine.slice(0, 3).every((e) => e.status === 'called')).toBe(true);
    expect(view.room.currentCount).toBe(12);
  });
});
