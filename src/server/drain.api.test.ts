import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../tests/support/test-app';
import { drain, type StoppableJob } from './drain';

/** Something in flight that ends when told: a request's handler or a job's round. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** An app with a route that answers once `release` opens, listening on loopback. */
async function appWithSlowRoute(release: Promise<void>) {
  const t = await createTestApp();
  const entered = gate();
  t.app.get(
    '/api/test/slow',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'testSlow',
        summary: 'Answers when the test lets it',
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => {
      entered.open();
      await release;
      return { ok: true };
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return { app: t.app, port, entered: entered.opened };
}

function job(name: string, round: Promise<void>): StoppableJob {
  let running = true;
  void round.then(() => {
    running = false;
  });
  return { name, busy: () => running, stop: () => round };
}

function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) =>
      lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg: string) =>
      lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

describe('a stop', () => {
  it('waits for the request and the job round in flight, and says they finished', async () => {
    const release = gate();
    const { app, port, entered } = await appWithSlowRoute(release.opened);
    const answer = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await entered;
    const log = recordingLog();
    const stopping = drain({ app, jobs: [job('reminder round', release.opened)], finishMs: 30_000, log });
    expect(log.lines[0]).toMatchObject({
      msg: 'stopping: finishing the requests and job rounds in flight',
      obj: { requests: ['GET /api/test/slow'], jobRounds: ['reminder round'] },
    });
    release.open();
    expect(await stopping).toBe('finished');
    expect((await answer).status).toBe(200);
    expect(log.lines[1]).toMatchObject({
      level: 'info',
      msg: 'stopped: every request and job round in flight finished',
      obj: { requests: ['GET /api/test/slow'], jobRounds: ['reminder round'] },
    });
  });

  it('abandons what outlives the drain time, and says which', async () => {
    const release = gate();
    const { app, port, entered } = await appWithSlowRoute(release.opened);
    const answer = fetch(`http://127.0.0.1:${port}/api/test/slow`).catch(() => undefined);
    await entered;
    const log = recordingLog();
    const idle: StoppableJob = { name: 'outbox round', busy: () => false, stop: async () => {} };
    const outcome = await drain({
      app,
      jobs: [job('campaign round', release.opened), idle],
      finishMs: 200,
      log,
    });
    expect(outcome).toBe('abandoned');
    expect(log.lines[1]).toMatchObject({
      level: 'warn',
      msg: 'stopping after 0.2 s with these unfinished: abandoned; their transactions roll back and job rounds run again on the next start or another instance',
      obj: { requests: ['GET /api/test/slow'], jobRounds: ['campaign round'] },
    });
    release.open();
    await answer;
    // The process would exit here; the test ends the connection the abandoned request kept open instead.
    app.server.closeAllConnections();
  });

  it('first fails readiness and goes on serving for the serving time, then closes', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const log = recordingLog();
    const serving = gate();
    const logged = log.info;
    log.info = (obj, msg) => {
      if (msg.startsWith('stopping: not ready')) serving.open();
      return logged(obj, msg);
    };
    const stopped = drain({
      app: t.app,
      jobs: [],
      instance: t.app.instanceState,
      servingMs: 3_000,
      finishMs: 5_000,
      log,
    });
    await serving.opened;
    const ready = await fetch(`${base}/api/ready`);
    expect([ready.status, ((await ready.json()) as { status: string }).status]).toEqual([503, 'stopping']);
    // Still serving: a page's call made now is answered, and the process says it is alive.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/business-directory`)).status).toBe(200);
    expect(await stopped).toBe('finished');
    expect(log.lines.map((line) => line.msg)).toEqual([
      'stopping: not ready, still serving for 3 s',
      'stopping: finishing the requests and job rounds in flight',
      'stopped: every request and job round in flight finished',
    ]);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
