/**
 * `npm run bench contract`: what the zod response contract costs. Every answer is encoded with its route's
 * response schema before it is stringified (fastify-type-provider-zod's serializer); this times that next to
 * a bare JSON.stringify of the same data, on the demo business's appointments list and its clients page.
 */

import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { appointmentItemSchema } from '../src/contract/appointments';
import { clientPageSchema } from '../src/contract/clients';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { DEMO_LOGIN, seedDemo } from '../src/server/db/seed/demo';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

async function main() {
  const handle = await openDatabase({ driver: 'pglite' });
  await runMigrations(handle);
  await seedDemo(handle.db);
  const app = await buildApp({ db: handle.db, rateLimits: false });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
  const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
  const get = async (url: string) => (await app.inject({ url, headers: { cookie } })).json();
  const urls = {
    'appointments list (demo, 6 weeks)': '/api/appointments?startDate=2000-01-01&endDate=2999-12-31',
    'clients page of 25': '/api/clients?pageSize=25',
  };
  const cases = {
    'appointments list (demo, 6 weeks)': {
      schema: z.array(appointmentItemSchema),
      data: await get(urls['appointments list (demo, 6 weeks)']),
    },
    'clients page of 25': { schema: clientPageSchema, data: await get(urls['clients page of 25']) },
  };
  // The whole call through app.inject, for scale: what share of it the encode is.
  const whole: Record<string, number[]> = {};
  for (const [name, url] of Object.entries(urls)) {
    whole[name] = [];
    for (let round = 0; round < 200; round++) {
      const start = process.hrtime.bigint();
      await app.inject({ url, headers: { cookie } });
      whole[name]?.push(Number(process.hrtime.bigint() - start) / 1e3);
    }
  }
  console.log(`rounds: ${ROUNDS}; median microseconds per answer`);
  for (const [name, { schema, data }] of Object.entries(cases)) {
    const plain: number[] = [];
    const encoded: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let start = process.hrtime.bigint();
      JSON.stringify(data);
      plain.push(Number(process.hrtime.bigint() - start) / 1e3);
      start = process.hrtime.bigint();
      const result = safeEncode(schema, data);
      if (!result.success) throw new Error(`${name}: the data doesn't match its schema`);
      JSON.stringify(result.data);
      encoded.push(Number(process.hrtime.bigint() - start) / 1e3);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const rows = Array.isArray(data) ? data.length : (data as { items: unknown[] }).items.length;
    const call = median(whole[name] ?? []);
    const extra = median(encoded) - median(plain);
    console.log(
      `${name.padEnd(36)} ${String(rows).padStart(4)} rows  stringify ${median(plain).toFixed(0).padStart(5)} µs  encode+stringify ${median(encoded).toFixed(0).padStart(5)} µs  x${(median(encoded) / median(plain)).toFixed(1)}  whole call ${call.toFixed(0)} µs (encode adds ${((extra / call) * 100).toFixed(0)}%)`,
    );
  }
  await app.close();
  await handle.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
