import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDataJobs } from '../../../tests/support/data-jobs';
import { uniqueClientAddress } from '../../../tests/support/factories';
import { paidBusiness, setPlan } from '../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Ability } from '../../contract/abilities';
import { passkeys } from '../db/schema/index';
import { booking, daysAhead } from '../modules/slots/scheduling-fixtures';
import { fullDay } from '../modules/waitlist/waitlist-fixtures';

/**
 * Tenant isolation, generated from the API document: business A has one record of every kind a path names,
 * and every operation whose path takes a parameter is sent with A's ids as business B (its owner's session,
 * its API token, one of its portal clients). Each must answer 404, as a missing id does, and nothing in the
 * database may change. A new operation with a path parameter must be swept (its parameter mapped to one of
 * A's records in RECORD_OF_PARAMETER) or excluded with a reason in EXCLUDED, or the first test fails.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
};
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema?: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
  security?: Array<Record<string, string[]>>;
};
type DocumentOperation = { method: string; path: string; operation: Operation };
type Identity = { name: string; kind: 'session' | 'apiToken' | 'portal'; headers: Record<string, string> };
type Call = { op: DocumentOperation; url: string; body: unknown };

/**
 * Operations with a path parameter that the sweep doesn't send as business B, and why. Everything else with
 * a path parameter is swept; a new one that is neither fails the first test.
 */
const EXCLUDED: Record<string, string> = {
  getInvitation: 'public: the parameter is the secret token of an emailed invitation link, no tenant id',
  acceptInvitation: 'public: the parameter is the secret token of an emailed invitation link, no tenant id',
  getPublicBusiness: "public by design: any business's booking page, by its booking link's slug",
  getPublicBusinessBySlug: "public by design: any business's booking page, by its slug (the older path)",
  listPublicSlots: "public by design: any business's free times, by its slug",
  bookPublicAppointment: 'public by design: anyone books with any business, by its slug',
  listPublicReviews: "public by design: any listed business's published reviews, by its slug",
  submitPublicReview:
    'public by design: anyone reviews a listed business (any, with a visit link), by its slug',
  getPublicReviewStats: "public by design: any listed business's rating, by its slug",
  getReviewRequest:
    'public: the parameter is the secret token of an emailed review link (with the business slug)',
  optOutOfReviewRequests: 'public: the parameter is the secret token of an emailed review link',
  getCalendarFeedFile: "public: the parameter is the secret file name of a member's calendar feed",
  getPortalBusiness: "public by design: any business's portal name and settings, by its slug",
  checkPublicOffer: 'public by design: the booking page checks a code against the business it books with',
  getPublicWaitingRoom: "public by design: a waiting room's join page, by its id (the poster's QR code)",
  joinWaitingRoomQueue: 'public by design: anyone joins a walk-in line, by the room id',
  getVisitorQueueStatus: "public: the parameter is the secret token of a visitor's place in line",
  leaveWaitingRoomQueue: "public: the parameter is the secret token of a visitor's place in line",
  joinWaitlist: "public by design: anyone joins a full day's waitlist, by the business slug",
  getWaitlistStatus: 'public: the parameter is the secret token of an emailed waitlist link',
  leaveWaitlist: 'public: the parameter is the secret token of an emailed waitlist link',
  bookHeldTime: 'public: the parameter is the secret token of an emailed waitlist link',
  getUnsubscribeStatus: "public: the parameter is the secret token of a client's unsubscribe link",
  unsubscribe: "public: the parameter is the secret token of a client's unsubscribe link",
};

/** Business A's records, by what a path parameter names. */
type RecordsOfA = {
  ownerSession: string;
  passkey: number;
  membership: number;
  apiToken: number;
  staffMember: number;
  location: number;
  timeEntry: number;
  payPeriod: number;
  payEntry: number;
  service: number;
  availabilityWindow: number;
  blockedTime: number;
  client: number;
  clientWithVisits: number;
  appointment: number;
  series: number;
  seriesAppointment: number;
  review: number;
  savedReport: number;
  importJob: number;
  exportJob: number;
  chatRoom: number;
  product: number;
  category: number;
  sale: number;
  offer: number;
  waitingRoom: number;
  queueEntry: number;
  waitlistEntry: number;
  campaign: number;
  flow: number;
};

/** A path parameter (the path up to and including it) → the record of A whose id it takes. */
const RECORD_OF_PARAMETER: Record<string, keyof RecordsOfA> = {
  '/api/account/sessions/{id}': 'ownerSession',
  '/api/account/passkeys/{id}': 'passkey',
  '/api/business/members/{id}': 'membership',
  '/api/tokens/{id}': 'apiToken',
  '/api/staff/{id}': 'staffMember',
  '/api/locations/{id}': 'location',
  '/api/time-entries/{id}': 'timeEntry',
  '/api/payroll/periods/{id}': 'payPeriod',
  '/api/payroll/entries/{id}': 'payEntry',
  '/api/services/{id}': 'service',
  '/api/availability/{id}': 'availabilityWindow',
  '/api/blocked-times/{id}': 'blockedTime',
  '/api/appointments/client/{id}': 'clientWithVisits',
  '/api/appointments/{id}': 'appointment',
  '/api/appointment-series/{seriesId}': 'series',
  '/api/appointment-series/{seriesId}/from/{appointmentId}': 'seriesAppointment',
  '/api/reviews/{id}': 'review',
  '/api/reports/saved/{id}': 'savedReport',
  '/api/clients/{id}': 'client',
  '/api/clients/import/{id}': 'importJob',
  '/api/clients/export/{id}': 'exportJob',
  '/api/chat/rooms/{id}': 'chatRoom',
  '/api/portal/appointments/{id}': 'appointment',
  '/api/portal/chat/rooms/{id}': 'chatRoom',
  '/api/products/{id}': 'product',
  '/api/categories/{id}': 'category',
  '/api/sales/{id}': 'sale',
  '/api/offers/{id}': 'offer',
  '/api/waiting-rooms/{id}': 'waitingRoom',
  '/api/waiting-rooms/{id}/queue/{entryId}': 'queueEntry',
  '/api/waitlist/{id}': 'waitlistEntry',
  '/api/campaigns/{id}': 'campaign',
  '/api/automated-flows/{id}': 'flow',
};

/**
 * Bodies that make a write mean something (the generated one would be empty or odd); every other body is
 * generated from the operation's schema: its required fields, and `name` when nothing is required.
 */
const BODIES: Record<string, unknown> = {
  updateAppointment: { status: 'cancelled' },
  updateAppointmentSeriesFrom: { status: 'cancelled' },
  updateStaffMember: { firstName: 'Changed' },
  updateTimeEntry: { notes: 'Changed by another business' },
  updateAvailabilityWindow: { isActive: false },
  moderateReview: { isPublished: false },
  moveStock: { type: 'restock', quantity: 5 },
  updateMarketingConsent: { marketingOptIn: true, source: 'in_person' },
};

/** What an API token may not do whatever its role (core/access.ts `tokenMayNot`): answered 403. */
const TOKEN_REFUSED = 'API tokens cannot do this. Sign in to Frontdesk instead.';
function tokenMayNot(ability: Ability, method: string): boolean {
  if (ability === 'apiTokens.manage' || ability === 'billing.manage') return true;
  return ability === 'account.use' && method !== 'GET' && method !== 'HEAD';
}

/** Columns that business B's own requests move: its session's idle expiry slides, its token's last use. */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  sessions: ['expire'],
  api_tokens: ['last_used_at'],
};

let t: TestApp;
let components: Record<string, JsonSchema>;
let operations: DocumentOperation[];
let a: RecordsOfA;
let ownerOfA: Record<string, string>;
let identities: Identity[];

const FUTURE_DAY = daysAhead(20);

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema?.$ref) return schema ?? {};
  return resolve(components[schema.$ref.split('/').at(-1) as string]);
}

/** A simple valid value for a schema: the first choice, the least number, a string its pattern accepts. */
function sample(input: JsonSchema | undefined, name = ''): unknown {
  const schema = resolve(input);
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((c) => resolve(c).type !== 'null') ?? choices[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = schema.required?.length ? schema.required : 'name' in properties ? ['name'] : [];
      return Object.fromEntries(keys.map((key) => [key, sample(properties[key], key)]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'integer':
    case 'number': {
      const least = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const step = schema.multipleOf ?? 1;
      return Math.max(Math.ceil(least / step) * step, step === 1 ? 1 : step);
    }
    case 'boolean':
      return true;
    default:
      return sampleString(schema, name);
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date-time') return `${FUTURE_DAY}T10:00:00.000Z`;
  if (schema.format === 'email') return 'someone@example.com';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}') || /date/i.test(name)) return FUTURE_DAY;
  if (pattern.startsWith('^([01]\\d|2[0-3])') || pattern.startsWith('^(([01]\\d')) return '10:00';
  if (pattern === '^[A-Z]{2}$') return 'US';
  if (pattern.startsWith('^\\d{1,8}')) return '1.00';
  if (pattern.startsWith('^[A-Za-z0-9]')) return 'OTHERBIZ';
  const text = 'Changed by another business';
  return text.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? text.length);
}

const isPublic = (op: Operation) => (op.security ?? []).length === 0;
const isPortal = (op: Operation) => (op.security ?? []).some((s) => 'portalToken' in s);
const pathParameters = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path');
const parameterKey = (path: string, name: string) =>
  path.slice(0, path.indexOf(`{${name}}`) + name.length + 2);

/** The URLs of an operation with A's ids in it: one per value of a parameter that is a choice (an action). */
function urlsFor({ path, operation }: DocumentOperation): { urls: string[]; unmapped: string[] } {
  let urls = [path];
  const unmapped: string[] = [];
  for (const parameter of pathParameters(operation)) {
    const record = RECORD_OF_PARAMETER[parameterKey(path, parameter.name)];
    const choices = resolve(parameter.schema).enum;
    const values = record ? [String(a[record])] : (choices?.map(String) ?? []);
    if (values.length === 0) unmapped.push(parameterKey(path, parameter.name));
    urls = urls.flatMap((url) =>
      values.map((value) => url.replace(`{${parameter.name}}`, encodeURIComponent(value))),
    );
  }
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, p.name)))}`);
  return { urls: query.length ? urls.map((url) => `${url}?${query.join('&')}`) : urls, unmapped };
}

function bodyFor(op: Operation): unknown {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return undefined;
  return op.operationId in BODIES ? BODIES[op.operationId] : sample(schema);
}

/** Reads first, writes next, deletions last: a deletion that got through can't hide the other answers. */
const ORDER: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

/** The operations the sweep sends, each with its URLs and body, in the order they are sent. */
function sweptCalls(): Call[] {
  return operations
    .filter(({ operation }) => pathParameters(operation).length > 0 && !(operation.operationId in EXCLUDED))
    .sort((x, y) => (ORDER[x.method] ?? 1) - (ORDER[y.method] ?? 1))
    .flatMap((op) => urlsFor(op).urls.map((url) => ({ op, url, body: bodyFor(op.operation) })));
}

function send(call: Call, headers: Record<string, string>) {
  const request: InjectOptions = {
    method: call.op.method.toUpperCase() as 'GET',
    url: call.url,
    headers,
    remoteAddress: uniqueClientAddress(),
  };
  return t.app.inject(call.body === undefined ? request : { ...request, payload: call.body as object });
}

/** Every table's rows as text (less the columns B's own requests move), sorted, to compare before and after. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.name);
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const volatile = VOLATILE_COLUMNS[table] ?? [];
    const rows = rowsOf<{ r: string }>(
      await t.db.execute(
        sql`select (to_jsonb(t) - ${`{${volatile.join(',')}}`}::text[])::text as r from ${sql.identifier(table)} t`,
      ),
    );
    result[table] = rows.map((row) => row.r).sort();
  }
  return result;
}

function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const changed: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const gone = [...was].filter((r) => !is.has(r));
    const added = [...is].filter((r) => !was.has(r));
    if (gone.length || added.length)
      changed.push(
        `${table}: ${gone.length} row(s) changed or gone, ${added.length} new: ${added.join(' ').slice(0, 300)}`,
      );
  }
  return changed;
}

async function must(
  what: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  status: number,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, headers: ownerOfA, ...(payload ? { payload } : {}) });
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** One record of each kind in business A, made through the API as its owner would. */
async function recordsOfA(): Promise<RecordsOfA> {
  // A scheduling business (UTC, a year's booking window) whose day 5 is full, with a client waiting for it.
  const f = await fullDay(t, 5);
  await setPlan(t.db, f.biz.businessId, 'enterprise');
  ownerOfA = { cookie: f.biz.cookie };
  const waiting = await f.join('waiting@example.com');
  if (waiting.statusCode !== 201) throw new Error(`waitlist: ${waiting.statusCode} ${waiting.body}`);
  const [waitlistEntry] = await must('waitlist', 'GET', `/api/waitlist?date=${f.day}`, 200);
  const appointment = await must('appointment', 'GET', `/api/appointments/${f.takenId}`, 200);

  const client = await must('client', 'POST', '/api/clients', 201, {
    name: 'Cleo Client',
    email: 'cleo@example.com',
  });
  const staffMember = await must('staff', 'POST', '/api/staff', 201, {
    firstName: 'Sam',
    lastName: 'Stylist',
    email: `sam-${f.biz.businessId}@example.com`,
    role: 'staff',
  });
  // The owner's (the staff member above is deleted by A's own last look, and their hours with them).
  const window = await must('window', 'POST', '/api/availability', 201, {
    staffId: f.biz.ownerStaffId,
    dayOfWeek: 1,
  });
  const blocked = await must('blocked time', 'POST', '/api/blocked-times', 201, {
    date: daysAhead(12),
    startTime: '12:00',
    endTime: '13:00',
    reason: 'Lunch',
  });

  // A weekly series of two, starting on the first day from two weeks ahead whose visits are both free.
  let series: { seriesId: number; appointments: Array<{ id: number }> } | undefined;
  for (let day = 14; !series && day < 21; day += 1) {
    const body = {
      ...booking(f.service.id, { date: daysAhead(day), staffId: f.biz.ownerStaffId }),
      clientEmail: 'series@example.com',
      repeat: { intervalWeeks: 1, occurrences: 2 },
    };
    const preview = await must('series preview', 'POST', '/api/appointment-series/preview', 200, body);
    const free = (preview.occurrences as Array<{ date: string; free: boolean }>).filter((o) => o.free);
    if (free.length === 2)
      series = await must('series', 'POST', '/api/appointment-series', 201, {
        ...body,
        dates: free.map((o) => o.date),
      });
  }
  if (!series) throw new Error('no free days for a series');

  const review = await must('review', 'POST', '/api/reviews', 201, {
    rating: 5,
    title: 'Lovely',
    comment: 'A lovely visit, thank you.',
    reviewerName: 'Rae',
    reviewerEmail: 'rae@example.com',
  });
  const savedReport = await must('saved report', 'POST', '/api/reports/saved', 201, {
    name: 'Monthly',
    type: 'overview',
    parameters: { period: '30d' },
  });
  const importJob = await must('import', 'POST', '/api/clients/import', 202, {
    csv: 'name,email\nImported Person,imported@example.com\n',
  });
  const exportJob = await must('export', 'POST', '/api/clients/export', 202);
  await runDataJobs(t);

  const chatRoom = await must('chat room', 'POST', '/api/chat/rooms', 201, {
    clientId: appointment.clientId,
  });
  await must('chat message', 'POST', `/api/chat/rooms/${chatRoom.id}/messages`, 201, { message: 'Hello' });

  const category = await must('category', 'POST', '/api/categories', 201, { name: 'Hair care' });
  const product = await must('product', 'POST', '/api/products', 201, {
    name: 'Shampoo',
    price: 12,
    stockQuantity: 10,
    categoryId: category.id,
  });
  const sale = await must('sale', 'POST', '/api/sales', 201, {
    items: [{ productId: product.id, quantity: 2 }],
    paymentMethod: 'card',
  });
  const offer = await must('offer', 'POST', '/api/offers', 201, {
    name: 'Ten off',
    type: 'percentage',
    value: 10,
    code: 'TENOFF',
  });
  const campaign = await must('campaign', 'POST', '/api/campaigns', 201, {
    name: 'Spring',
    subject: 'Spring is here',
    body: 'Come and see us.',
    targetAudience: { kind: 'all_subscribed' },
  });
  const flow = await must('flow', 'POST', '/api/automated-flows', 201, {
    name: 'Thanks',
    trigger: 'appointment_completed',
    flowSteps: [{ type: 'send_email', subject: 'Thank you', body: 'Thanks for coming.' }],
  });

  const room = await must('waiting room', 'POST', '/api/waiting-rooms', 201, { name: 'Front desk' });
  const queued = await must('walk-in', 'POST', `/api/waiting-rooms/${room.id}/queue`, 201, {
    clientName: 'Walk In',
  });

  const threeDaysAgo = daysAhead(-3);
  const timeEntry = await must('time entry', 'POST', '/api/time-entries', 201, {
    staffId: f.biz.ownerStaffId,
    clockIn: `${threeDaysAgo}T09:00:00.000Z`,
    clockOut: `${threeDaysAgo}T17:00:00.000Z`,
  });
  const period = await must('pay period', 'POST', '/api/payroll/periods', 201, {
    name: 'Last week',
    startDate: daysAhead(-7),
    endDate: daysAhead(-1),
  });
  const calculated = await must('calculate', 'POST', `/api/payroll/periods/${period.id}/calculate`, 200);

  const token = await must('token', 'POST', '/api/tokens', 201, { name: 'Integration' });
  const members = await must('members', 'GET', '/api/business/members', 200);
  // A second session of A's owner, so the owner's own last look can sign it out and keep the first.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: uniqueClientAddress(),
    payload: { email: f.biz.email, password: f.biz.password },
  });
  if (login.statusCode !== 200) throw new Error(`second session: ${login.statusCode} ${login.body}`);
  const sessions = await must('sessions', 'GET', '/api/account/sessions', 200);
  // Last: with a location, new rooms and bookings must name one.
  const location = await must('location', 'POST', '/api/locations', 201, { name: 'Main street' });

  // A passkey needs a device to make it; its row is what a path names (the public key is never read here).
  const [passkey] = await t.db
    .insert(passkeys)
    .values({
      userId: f.biz.user.id,
      credentialId: 'sweep-credential',
      publicKey: 'AQID',
      name: 'Work laptop',
    })
    .returning({ id: passkeys.id });

  const records: RecordsOfA = {
    passkey: passkey?.id as number,
    ownerSession: (sessions as Array<{ id: string; current: boolean }>).find((s) => !s.current)?.id as string,
    membership: (members as Array<{ id: number; userId: number }>).find((m) => m.userId === f.biz.user.id)
      ?.id as number,
    apiToken: token.id,
    staffMember: staffMember.id,
    location: location.id,
    timeEntry: timeEntry.id,
    payPeriod: period.id,
    payEntry: calculated.entries[0].id,
    service: f.service.id,
    availabilityWindow: window.id,
    blockedTime: blocked.id,
    client: client.id,
    clientWithVisits: appointment.clientId,
    appointment: appointment.id,
    series: series.seriesId,
    seriesAppointment: series.appointments[0]?.id as number,
    review: review.id,
    savedReport: savedReport.id,
    importJob: importJob.id,
    exportJob: exportJob.id,
    chatRoom: chatRoom.id,
    product: product.id,
    category: category.id,
    sale: sale.id,
    offer: offer.id,
    waitingRoom: room.id,
    queueEntry: queued.entry.id,
    waitlistEntry: waitlistEntry.id,
    campaign: campaign.id,
    flow: flow.id,
  };
  const missing = Object.entries(records).filter(([, id]) => !id);
  if (missing.length) throw new Error(`records of A without an id: ${JSON.stringify(missing)}`);
  return records;
}

beforeAll(async () => {
  t = await createTestApp();
  // Each table's ids start at a thousand of their own, so no id of one kind is also an id of another: a
  // parameter mapped to the wrong kind of record can't pass A's own look (the last test) by chance.
  const sequences = rowsOf<{ name: string }>(
    await t.db.execute(sql`select sequence_name as name from information_schema.sequences
      where sequence_schema = current_schema() order by sequence_name`),
  );
  for (const [i, { name }] of sequences.entries())
    await t.db.execute(sql`select setval(${name}::regclass, ${(i + 1) * 1000})`);
  const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  components = document.components?.schemas ?? {};
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
  a = await recordsOfA();

  const b = await paidBusiness(t, 'enterprise');
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie: b.cookie },
    payload: { name: 'Sweep' },
  });
  if (token.statusCode !== 201) throw new Error(`token of B: ${token.statusCode} ${token.body}`);
  const portal = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    remoteAddress: uniqueClientAddress(),
    payload: {
      business: b.user.businessSlug,
      name: 'Bea Client',
      email: 'bea@example.com',
      phone: '555-010-3000',
    },
  });
  if (portal.statusCode !== 201) throw new Error(`portal client of B: ${portal.statusCode} ${portal.body}`);
  identities = [
    { name: "B's owner", kind: 'session', headers: { cookie: b.cookie } },
    { name: "B's API token", kind: 'apiToken', headers: { authorization: `Bearer ${token.json().token}` } },
    {
      name: "B's portal client",
      kind: 'portal',
      headers: { authorization: `Bearer ${portal.json().token}` },
    },
  ];
}, 60_000);

describe("another business's ids", () => {
  it('every operation with a path parameter is swept or excluded with a reason', () => {
    const withParameters = operations.filter(({ operation }) => pathParameters(operation).length > 0);
    expect(withParameters.length).toBeGreaterThan(90);
    const problems: string[] = [];
    for (const op of withParameters) {
      const { operationId } = op.operation;
      const where = `${operationId} (${op.method.toUpperCase()} ${op.path})`;
      if (operationId in EXCLUDED) continue;
      if (isPublic(op.operation))
        problems.push(`${where} is public: sweep it with an identity that fits, or exclude it with a reason`);
      for (const key of urlsFor(op).unmapped)
        problems.push(`${where}: which record of business A does ${key} take? Add it to RECORD_OF_PARAMETER`);
    }
    const ids = new Set(withParameters.map((op) => op.operation.operationId));
    for (const excluded of Object.keys(EXCLUDED))
      if (!ids.has(excluded)) problems.push(`${excluded} is excluded but the document has no such operation`);
    const keys = new Set(
      withParameters.flatMap(({ path, operation }) =>
        pathParameters(operation).map((p) => parameterKey(path, p.name)),
      ),
    );
    for (const key of Object.keys(RECORD_OF_PARAMETER))
      if (!keys.has(key)) problems.push(`RECORD_OF_PARAMETER names ${key}, which no operation has`);
    expect(problems).toEqual([]);
  });

  it("answer 404 to business B's session, API token and portal client, and change nothing", async () => {
    const before = await snapshot();
    expect(Object.keys(before).length).toBeGreaterThan(40);
    const calls = sweptCalls();
    const failures: string[] = [];
    const sent: Record<Identity['kind'], Set<string>> = {
      session: new Set(),
      apiToken: new Set(),
      portal: new Set(),
    };
    for (const call of calls) {
      const { operation, method } = call.op;
      const route = t.app.routeTable.find(
        (r) => r.operationId === operation.operationId && !r.method.includes('HEAD'),
      );
      const ability = route?.access && 'ability' in route.access ? route.access.ability : undefined;
      for (const identity of identities) {
        if ((identity.kind === 'portal') !== isPortal(operation)) continue;
        const response = await send(call, identity.headers);
        sent[identity.kind].add(operation.operationId);
        const refusedToTokens =
          identity.kind === 'apiToken' && ability !== undefined && tokenMayNot(ability, method.toUpperCase());
        const expected = refusedToTokens ? 403 : 404;
        const message = response.headers['content-type']?.toString().includes('json')
          ? (response.json() as { message?: string }).message
          : undefined;
        if (response.statusCode !== expected || (refusedToTokens && message !== TOKEN_REFUSED))
          failures.push(
            `${operation.operationId} ${method.toUpperCase()} ${call.url} as ${identity.name}: ` +
              `${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    const changed = changedTables(before, await snapshot());
    expect({ failures, changed }).toEqual({ failures: [], changed: [] });
    // Every swept operation went out by session or portal; every session one by token too.
    const swept = new Set(calls.map((c) => c.op.operation.operationId));
    expect(sent.session.size + sent.portal.size).toBe(swept.size);
    expect(sent.apiToken).toEqual(sent.session);
    expect(sent.session.size).toBeGreaterThan(70);
  }, 60_000);

  it("are A's own: the same requests as A's owner are not 404", async () => {
    // After the sweep: proves each 404 above came from the tenancy, not from an id that was wrong. One call
    // per operation: reads, then writes and deletions each in reverse order of the document, so a change
    // (a recalculated pay period, a deleted staff member) comes after the calls on what it replaces. The
    // portal's operations take the same records (an appointment, a chat room) as the members' ones here.
    const seen = new Set<string>();
    const once = sweptCalls().filter((call) => {
      const first = !isPortal(call.op.operation) && !seen.has(call.op.operation.operationId);
      seen.add(call.op.operation.operationId);
      return first;
    });
    const group = (n: number) => once.filter((call) => (ORDER[call.op.method] ?? 1) === n);
    const wrong: string[] = [];
    for (const call of [...group(0), ...group(1).reverse(), ...group(2).reverse()]) {
      const response = await send(call, ownerOfA);
      if (response.statusCode === 404 || response.statusCode >= 500)
        wrong.push(
          `${call.op.operation.operationId} ${call.url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
