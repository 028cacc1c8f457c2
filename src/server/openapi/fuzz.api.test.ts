import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, sessionCookieFrom, uniqueClientAddress } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { DEMO_LOGIN, seedDemo } from '../db/seed/demo';

/**
 * Every operation of the API document, driven with hostile values as the demo owner, as the owner of another
 * business, as a portal client and anonymously: no answer may be a 5xx, and every error answer is JSON with
 * a message. (The contract check of tests/support fails the test on any status the operation doesn't list.)
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { name: string; in: 'path' | 'query'; schema?: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  /** Uploads take an image's bytes instead of JSON: those get no generated body. */
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
};
type Identity = { name: string; headers: Record<string, string> };

/** Operations that would end the very session the run uses; each is fuzzed anonymously only. */
const ENDS_THE_SESSION = new Set(['logout', 'portalSignOut']);
const RUNS_PER_OPERATION = 12;

const hostileText = fc.oneof(
  fc.constant('\u0000'),
  fc.constant('a\u0000b'),
  fc.constant('\u001b[31m'),
  fc.constant('x'.repeat(5000)),
  fc.constant("' OR 1=1 --"),
  fc.constant('%'),
  fc.constant('_'),
  fc.constant('\\'),
  fc.constant('24:00'),
  fc.constant('2026-02-30'),
  fc.constant('0000-00-00'),
  fc.constant('9999-12-31'),
  fc.constant("-2+3+cmd|' /C calc'!A0"),
  fc.constant('Zoë 😀'),
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constant(0),
  fc.constant(-1),
  fc.constant(2_147_483_648),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(1e308),
  fc.constant(0.5),
  fc.integer({ min: 1, max: 60 }),
);
const hostileIdText = fc.oneof(
  hostileNumber.map(String),
  fc.constant('99999999999999999999'),
  fc.constant('1e3'),
  fc.constant('abc'),
  fc.constant('%00'),
  fc.constant('1%00'),
  fc.constant('-0'),
  fc.constant('0x10'),
  fc.integer({ min: 1, max: 60 }).map(String),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.constant({ $gt: '' }),
);

function valueFor(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
): fc.Arbitrary<unknown> {
  const resolved = schema?.$ref ? components[schema.$ref.split('/').at(-1) as string] : schema;
  const choices: fc.Arbitrary<unknown>[] = [hostileValue];
  if (resolved?.enum?.length) choices.push(fc.constantFrom(...resolved.enum));
  if (resolved?.properties) choices.push(bodyFor(resolved, components));
  if (resolved?.items) choices.push(fc.array(valueFor(resolved.items, components), { maxLength: 3 }));
  return fc.oneof(...choices);
}

function bodyFor(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueFor(v, components)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    record,
    record.map((r) => ({ ...r, unexpected: '\u0000' })),
    hostileValue,
  );
}

let t: TestApp;
let identities: Identity[];
let operations: Array<{ method: string; path: string; operation: Operation }>;
let components: Record<string, JsonSchema>;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemo(t.db);
  if (!seeded) throw new Error('no demo business');
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
  const other = await createTestBusiness(t.app);
  const portal = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    remoteAddress: uniqueClientAddress(),
    payload: {
      business: seeded.businessSlug,
      name: 'Fuzz Client',
      email: 'fuzz@example.com',
      phone: '555-010-2000',
    },
  });
  identities = [
    { name: 'demo owner', headers: { cookie: sessionCookieFrom(login.headers['set-cookie']) } },
    { name: 'another business', headers: { cookie: other.cookie } },
    { name: 'portal client', headers: { authorization: `Bearer ${portal.json().token}` } },
    { name: 'anonymous', headers: {} },
  ];
  const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  components = document.components?.schemas ?? {};
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}, 120_000);

describe('hostile input on every operation', () => {
  it('never answers 5xx, and every error is JSON with a message', async () => {
    expect(operations.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      const params = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const request = fc.record({
        path: fc.record(
          Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, hostileIdText])),
        ),
        query: fc.record(
          Object.fromEntries(
            params
              .filter((p) => p.in === 'query')
              .map((p) => [p.name, fc.oneof(hostileText, valueFor(p.schema, components).map(String))]),
          ),
          { requiredKeys: [] },
        ),
        body: bodySchema ? bodyFor(bodySchema, components) : fc.constant(undefined),
      });
      for (const identity of identities) {
        if (ENDS_THE_SESSION.has(operation.operationId) && identity.name !== 'anonymous') continue;
        await fc.assert(
          fc.asyncProperty(request, async ({ path: pathValues, query, body }) => {
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
              encodeURIComponent(String(pathValues[name])),
            );
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              query: query as Record<string, string>,
              headers: identity.headers,
              remoteAddress: uniqueClientAddress(),
              ...(body === undefined
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: { ...identity.headers, 'content-type': 'application/json' },
                  }),
            });
            const where = `${method.toUpperCase()} ${url} as ${identity.name} → ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
            if (response.statusCode >= 400) {
              const isJson = /application\/json/.test(String(response.headers['content-type']));
              const message = isJson ? (response.json() as { message?: unknown }).message : undefined;
              if (typeof message !== 'string') failures.push(`${where}: error without a JSON message`);
            }
          }),
          { numRuns: RUNS_PER_OPERATION, seed: 20261123 },
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
