import {
  noContentSchema,
  orgIdParamsSchema,
  payRunAnswerSchema,
  payRunCreateBodySchema,
  payRunDeleteQuerySchema,
  payRunListAnswerSchema,
  payRunListQuerySchema,
  payRunParamsSchema,
  payRunPreviewAnswerSchema,
  payRunPreviewBodySchema,
  payRunRecalculateBodySchema,
  payRunVersionBodySchema,
  paySummaryAnswerSchema,
  paySummaryListAnswerSchema,
  paySummaryParamsSchema,
  staleWorkersAnswerSchema,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import { requireIdentity } from '../../auth/identity';
import type { App, AppContext } from '../../http/context';
import { withOrg } from '../../orgs/org-access';
import { formatPrefs } from '../../punches/punches.list';
import { viewerOf } from '../../resources/access';
import { loadOrgInputs } from '../../timecards/timecards.service';
import { requirePayRuns } from './pay-run-gate';
import { createRun, previewRun, type RunCall } from './pay-runs.service';
import { getSummary, listRuns, listSummaries, runAnswer, type ReadCall } from './pay-runs.read';
import { readRun } from './run-record';
import { approveRun, calculateRun, deleteRun, finalizeRun, recalculateRun, reopenRun } from './run-transitions';
import { contextOf } from './run-record';
import { staleWorkers } from './staleness';

// Manage → Payroll → Runs (issue 33, docs/payroll.md "Pay runs"). Every call: the organization,
// manage_payroll, the payroll and pay_run features with their switches; money only with pay
// access; a restricted administrator's policies narrow every read. Reads run in a writing
// transaction too: the cards they compare are brought up to date on the way (their cache).

const tags = ['payroll'];
const PERMISSION = 'manage_payroll' as const;

export async function payRunsRoutes(app: App, ctx: AppContext): Promise<void> {
  /** The call's checks, then fn with everything a run's service needs. */
  const inRun = <T>(request: FastifyRequest, orgId: number, fn: (call: RunCall & ReadCall) => Promise<T>) => {
    const identity = requireIdentity(request, ctx.secrets.tokens);
    return withOrg(ctx.db, identity, orgId, { mode: 'write', permission: PERMISSION }, async (trx, access) => {
      const gate = await requirePayRuns(trx, orgId, access);
      const [inputs, prefs] = await Promise.all([loadOrgInputs(trx, orgId), formatPrefs(trx, orgId)]);
      const now = Math.floor(ctx.clock.now() / 1000);
      const actor = actorOf(identity, access);
      return fn({ trx, orgId, userId: access.userId, actor, inputs, gate, prefs, now, pay: viewerOf(access).pay });
    });
  };

  app.post(
    '/orgs/:orgId/payroll/runs/preview',
    {
      schema: {
        tags,
        summary: 'What a pay run would cover',
        params: orgIdParamsSchema,
        body: payRunPreviewBodySchema,
        response: { 200: payRunPreviewAnswerSchema },
      },
    },
    async (request) => ({ result: await inRun(request, request.params.orgId, (call) => previewRun(call, request.body)) }),
  );

  app.post(
    '/orgs/:orgId/payroll/runs',
    {
      schema: {
        tags,
        summary: 'Creates and calculates a pay run',
        params: orgIdParamsSchema,
        body: payRunCreateBodySchema,
        response: { 200: payRunAnswerSchema },
      },
    },
    async (request) => ({
      result: await inRun(request, request.params.orgId, async (call) => runAnswer(call, await createRun(call, request.body), true)),
    }),
  );

  app.get(
    '/orgs/:orgId/payroll/runs',
    {
      schema: {
        tags,
        summary: 'Pay runs, newest first',
        params: orgIdParamsSchema,
        querystring: payRunListQuerySchema,
        response: { 200: payRunListAnswerSchema },
      },
    },
    async (request) => inRun(request, request.params.orgId, (call) => listRuns(call, request.query)),
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id',
    { schema: { tags, summary: 'A pay run with its totals', params: payRunParamsSchema, response: { 200: payRunAnswerSchema } } },
    async (request) => ({
      result: await inRun(request, request.params.orgId, async (call) =>
        runAnswer(call, await readRun(call.trx, call.orgId, request.params.id, false)),
      ),
    }),
  );

  const transitions = { calculate: calculateRun, approve: approveRun, finalize: finalizeRun, reopen: reopenRun } as const;
  for (const [action, transition] of Object.entries(transitions)) {
    app.post(
      `/orgs/:orgId/payroll/runs/:id/${action}`,
      {
        schema: {
          tags,
          summary: `Pay run: ${action}`,
          params: payRunParamsSchema,
          body: payRunVersionBodySchema,
          response: { 200: payRunAnswerSchema },
        },
      },
      async (request) => ({
        result: await inRun(request, request.params.orgId, async (call) =>
          runAnswer(call, await transition(call, request.params.id, request.body.version)),
        ),
      }),
    );
  }

  app.post(
    '/orgs/:orgId/payroll/runs/:id/recalculate',
    {
      schema: {
        tags,
        summary: 'Recalculates the stale (or named) workers',
        params: payRunParamsSchema,
        body: payRunRecalculateBodySchema,
        response: { 200: payRunAnswerSchema },
      },
    },
    async (request) => ({
      result: await inRun(request, request.params.orgId, async (call) =>
        runAnswer(call, await recalculateRun(call, request.params.id, request.body.version, request.body.employeeIds)),
      ),
    }),
  );

  app.delete(
    '/orgs/:orgId/payroll/runs/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a pay run not finalized',
        params: payRunParamsSchema,
        querystring: payRunDeleteQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await inRun(request, request.params.orgId, (call) => deleteRun(call, request.params.id, request.query.version));
      return reply.code(204).send();
    },
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id/stale',
    {
      schema: {
        tags,
        summary: 'Workers whose pay changed since calculated',
        params: payRunParamsSchema,
        response: { 200: staleWorkersAnswerSchema },
      },
    },
    async (request) => ({
      results: await inRun(request, request.params.orgId, async (call) => {
        const run = await readRun(call.trx, call.orgId, request.params.id, false);
        if (run.state === 'draft' || run.state === 'finalized') return [];
        return staleWorkers(call.trx, contextOf(call.orgId, call.inputs, call.gate, run, call.now), { prefs: call.prefs, pay: call.pay });
      }),
    }),
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id/summaries',
    { schema: { tags, summary: "A pay run's summaries", params: payRunParamsSchema, response: { 200: paySummaryListAnswerSchema } } },
    async (request) => ({ results: await inRun(request, request.params.orgId, (call) => listSummaries(call, request.params.id)) }),
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id/summaries/:paySummaryId',
    {
      schema: {
        tags,
        summary: 'A pay summary with its lines and labour',
        params: paySummaryParamsSchema,
        response: { 200: paySummaryAnswerSchema },
      },
    },
    async (request) => ({
      result: await inRun(request, request.params.orgId, (call) => getSummary(call, request.params.id, request.params.paySummaryId)),
    }),
  );
}
