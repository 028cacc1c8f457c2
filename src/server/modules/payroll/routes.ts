import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../contract/abilities';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createPeriodSchema,
  payPeriodDetailSchema,
  payPeriodSchema,
  payRulesSchema,
  updateEntrySchema,
  updatePayRulesSchema,
} from '../../../contract/payroll';
import { requireAuth } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { findOwnStaffId } from '../../core/own-staff';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { binaryResponse, textResponse } from '../../openapi/route-contract';
import { getBusiness } from '../businesses';
import { payStubPdf, periodCsv } from './exports';
import {
  approvePeriod,
  calculatePeriod,
  createPeriod,
  deletePeriod,
  getPayRules,
  listPeriods,
  myStubs,
  payPeriod,
  periodDetail,
  periodOfEntry,
  periodTarget,
  reopenPeriod,
  updateEntryDeductions,
  updatePayRules,
} from './service';

const spec = routeSpecs(['payroll']);
const manage = { ability: 'payroll.manage', feature: 'team_pay' } as const;
const stateConflict = apiErrorBodySchema.describe(
  "The period's status doesn't allow it (draft, approved, paid)",
);

export function registerPayrollRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payroll/settings',
    spec({
      access: manage,
      operationId: 'getPayRules',
      summary: 'Pay rules: overtime, double time, the workweek',
      response: { 200: payRulesSchema },
    }),
    async (request) => getPayRules(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/payroll/settings',
    spec({
      access: manage,
      operationId: 'updatePayRules',
      summary: 'Change the pay rules (the next calculation uses them)',
      body: updatePayRulesSchema,
      response: { 200: payRulesSchema },
    }),
    async (request) => updatePayRules(db, requireAuth(request).businessId, request.body),
  );

  r.get(
    '/api/payroll/periods',
    spec({
      access: manage,
      operationId: 'listPayPeriods',
      summary: 'Pay periods, newest first',
      response: { 200: z.array(payPeriodSchema) },
    }),
    async (request) => listPeriods(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/payroll/periods',
    spec({
      access: manage,
      operationId: 'createPayPeriod',
      summary: 'Start a draft pay period',
      body: createPeriodSchema,
      response: {
        201: payPeriodSchema,
        409: apiErrorBodySchema.describe('It overlaps another pay period'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await createPeriod(db, requireAuth(request).businessId, request.body)),
  );

  r.get(
    '/api/payroll/periods/:id',
    spec({
      access: manage,
      operationId: 'getPayPeriod',
      summary: 'A pay period with its entries and each entry’s hours by day',
      params: idParamsSchema,
      response: { 200: payPeriodDetailSchema },
    }),
    async (request) => periodDetail(db, requireAuth(request).businessId, request.params.id),
  );

  r.delete(
    '/api/payroll/periods/:id',
    spec({
      access: manage,
      operationId: 'deletePayPeriod',
      summary: 'Delete a draft pay period',
      params: idParamsSchema,
      response: { 200: z.object({ message: z.string() }), 409: stateConflict },
    }),
    async (request) => {
      await deletePeriod(db, requireAuth(request).businessId, request.params.id);
      return { message: 'Pay period deleted' };
    },
  );

  const transitions = [
    [
      'calculate',
      'calculatePayPeriod',
      'Build (or rebuild) the draft’s entries from time entries, rates and sales',
      manage,
    ],
    ['approve', 'approvePayPeriod', 'Approve the draft: its days’ time entries lock', manage],
    [
      'reopen',
      'reopenPayPeriod',
      'Reopen an approved period as a draft (owner only)',
      { ability: 'payroll.reopen', feature: 'team_pay' },
    ],
    ['pay', 'payPayPeriod', 'Mark the approved period and its entries paid', manage],
  ] as const;
  for (const [path, operationId, summary, access] of transitions) {
    r.post(
      `/api/payroll/periods/:id/${path}`,
      spec({
        access,
        operationId,
        summary,
        params: idParamsSchema,
        response: { 200: payPeriodDetailSchema, 409: stateConflict },
      }),
      async (request) => {
        const auth = requireAuth(request);
        const id = request.params.id;
        if (path === 'calculate') return calculatePeriod(db, auth.businessId, id);
        if (path === 'approve') return approvePeriod(db, auth, id);
        if (path === 'reopen') return reopenPeriod(db, auth.businessId, id);
        return payPeriod(db, auth.businessId, id);
      },
    );
  }

  r.put(
    '/api/payroll/entries/:id',
    spec({
      access: manage,
      operationId: 'updatePayEntry',
      summary: 'Set an entry’s deductions (draft periods only)',
      params: idParamsSchema,
      body: updateEntrySchema,
      response: { 200: payPeriodDetailSchema, 409: stateConflict },
    }),
    async (request) => {
      const { businessId } = requireAuth(request);
      const periodId = await updateEntryDeductions(
        db,
        businessId,
        request.params.id,
        request.body.deductions,
      );
      return periodDetail(db, businessId, periodId);
    },
  );

  r.get(
    '/api/payroll/periods/:id/export.csv',
    spec({
      access: manage,
      operationId: 'exportPayPeriodCsv',
      summary: 'The period for an accountant: one row per person, then the total',
      params: idParamsSchema,
      response: { 200: textResponse('text/csv', 'One row per staff member') },
    }),
    async (request, reply) => {
      const { businessId } = requireAuth(request);
      const period = await periodDetail(db, businessId, request.params.id);
      const file = periodCsv(period);
      const target = periodTarget(period);
      await recordAudit(db, {
        businessId,
        action: 'data.exported',
        target: { ...target, label: `${target.label} (CSV)` },
        after: { format: 'csv', rows: period.entries.length },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  // Pay stubs stay open on every plan: a person's record of what they were paid outlives the business's
  // team_pay (decision 021); no new stub is made without it.
  r.get(
    '/api/payroll/stubs',
    spec({
      access: { ability: 'timeClock.use' },
      operationId: 'listMyPayStubs',
      summary: "The signed-in member's entries in approved and paid periods",
      response: {
        200: z.array(
          z.object({
            entryId: z.number().int(),
            periodName: z.string(),
            startDate: z.string(),
            endDate: z.string(),
            payDate: z.string().nullable(),
            status: z.enum(['approved', 'paid']),
            netPay: z.string(),
          }),
        ),
      },
    }),
    async (request) => {
      const auth = requireAuth(request);
      const own = await findOwnStaffId(db, auth.businessId, auth.userId);
      return own === null ? [] : myStubs(db, auth.businessId, own);
    },
  );

  // A PDF's body is bytes: untyped like the reports' PDFs; its params were parsed by the same schema.
  app.get(
    '/api/payroll/entries/:id/stub.pdf',
    spec({
      access: { ability: 'timeClock.use' },
      operationId: 'getPayStubPdf',
      summary: "A pay stub: one's own (approved or paid periods), or anyone's with payroll.manage",
      params: idParamsSchema,
      response: { 200: binaryResponse('application/pdf', 'The pay stub') },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params as { id: number };
      const manager = can(auth.role, 'payroll.manage');
      const own = manager ? null : await findOwnStaffId(db, auth.businessId, auth.userId);
      const found = await periodOfEntry(db, auth.businessId, id);
      // Someone else's stub, or one of a draft, answers like a missing one.
      if (!found || (!manager && (found.staffId !== own || found.status === 'draft')))
        throw notFound('Pay stub not found');
      const period = await periodDetail(db, auth.businessId, found.periodId, found.staffId);
      const entry = period.entries.find((e) => e.id === id);
      if (!entry) throw notFound('Pay stub not found');
      const file = await payStubPdf(await getBusiness(db, auth.businessId), period, entry);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
