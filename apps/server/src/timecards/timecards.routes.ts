import {
  orgIdParamsSchema,
  payPeriodAnswerSchema,
  recomputeRunsAnswerSchema,
  serverCardAnswerSchema,
  payPeriodBodySchema,
  payPeriodParamsSchema,
  timecardDateQuerySchema,
  employeeIdParamsSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { setPeriodState, workersWithPunches } from './pay-periods.service';
import { latestRuns } from './recompute.service';
import { cardWithApproval } from './timecard-approvals.service';
import { timecardEditRoutes } from './timecard-edit.routes';
import { cardForCaller } from './pay-visibility';
import { computeCard, loadOrgInputs, periodOf } from './timecards.service';

// Time cards (issue 15): a worker's card for the pay period holding a date, the recompute runs
// the console follows, and pay period locks. Cards are read in a writing transaction: a card
// computed on the way is cached (timecard_cache) for the next reader.

const tags = ['timecards'];

export async function timecardsRoutes(app: App, ctx: AppContext): Promise<void> {
  /** GET timecards/recompute: the latest recompute runs, newest first, with their progress. */
  app.get(
    '/orgs/:orgId/timecards/recompute',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: recomputeRunsAnswerSchema } } },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const results = await withOrg(ctx.db, identity, orgId, { mode: 'read', permission: 'edit_punches' }, (trx) => latestRuns(trx, orgId));
      return { results };
    },
  );

  /** GET timecards/{employeeId}?date=: the worker's card for the pay period holding date. */
  app.get(
    '/orgs/:orgId/timecards/:employeeId',
    { schema: { tags, params: employeeIdParamsSchema, querystring: timecardDateQuerySchema, response: { 200: serverCardAnswerSchema } } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, { mode: 'write', permission: 'edit_punches' }, async (trx, access) =>
        cardForCaller(
          await cardWithApproval(trx, orgId, employeeId, request.query.date, { now: Math.floor(ctx.clock.now() / 1000) }),
          access,
        ),
      );
      return { result };
    },
  );

  /**
   * PUT pay-periods/{start} {state}: lock, finalize or reopen the pay period starting on start.
   * Closing an open period first brings every card of it up to date, so what is locked is what
   * the rules gave at that moment; a run never changes it afterwards.
   */
  app.put(
    '/orgs/:orgId/pay-periods/:start',
    { schema: { tags, params: payPeriodParamsSchema, body: payPeriodBodySchema, response: { 200: payPeriodAnswerSchema } } },
    async (request) => {
      const { orgId, start } = request.params;
      const { state } = request.body;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, { mode: 'write', permission: 'manage_payroll' }, async (trx, access) => {
        const inputs = await loadOrgInputs(trx, orgId);
        const period = periodOf(inputs, start);
        if (period.start !== start)
          throw ApiError.badRequest(`A pay period does not start on ${start}: the one holding it starts on ${period.start}.`);
        if (state !== 'open') {
          for (const employeeId of await workersWithPunches(trx, orgId, period, inputs.timeZone)) {
            await computeCard(trx, orgId, employeeId, start, { inputs, now: Math.floor(ctx.clock.now() / 1000) });
          }
        }
        await setPeriodState(trx, orgId, period, state, access.userId);
        return { start: period.start, end: period.end, state };
      });
      return { result };
    },
  );

  // Issue 16: the time card editor and bulk edit.
  await timecardEditRoutes(app, ctx);
}
