import {
  serverCardAnswerSchema,
  timecardBulkAnswerSchema,
  orgIdParamsSchema,
  timecardBulkBodySchema,
  timecardChangesBodySchema,
  timecardDateBodySchema,
  timecardDateQuerySchema,
  employeeIdParamsSchema,
  timecardSummariesAnswerSchema,
  timecardSummariesQuerySchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { cardForCaller, showsPay } from './pay-visibility';
import { approveCard, unapproveCard } from './timecard-approvals.service';
import { runBulkAction } from './timecard-bulk.service';
import { applyCardChanges } from './timecard-changes.service';
import { cardInputAnswer } from './timecard-input.service';
import { cardSummaries } from './timecard-summaries.service';

// The time card editor and bulk edit (issue 16), all under edit_punches. Reads that compute cards
// run in a writing transaction (computed cards are cached on the way).

const tags = ['timecards'];
const need = { mode: 'write', permission: 'edit_punches' } as const;

export async function timecardEditRoutes(app: App, ctx: AppContext): Promise<void> {
  const nowSeconds = () => Math.floor(ctx.clock.now() / 1000);
  /** GET timecards?date=&from=&to=&employeeIds=&departmentId=&orgUnitId=&search=: card summaries. */
  app.get(
    '/orgs/:orgId/timecards',
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        querystring: timecardSummariesQuerySchema,
        response: { 200: timecardSummariesAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { cursor, ...filters } = request.query;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      return withOrg(ctx.db, identity, orgId, need, (trx) => cardSummaries(trx, orgId, { ...filters, offset: cursor, now: nowSeconds() }));
    },
  );

  /** GET timecards/{employeeId}/input?date=: the engine's input of the card, for the browser's engine. */
  app.get(
    '/orgs/:orgId/timecards/:employeeId/input',
    { schema: { tags, params: employeeIdParamsSchema, querystring: timecardDateQuerySchema } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, (trx, access) =>
        cardInputAnswer(trx, orgId, employeeId, request.query.date, showsPay(access), nowSeconds()),
      );
      return { result };
    },
  );

  /** POST timecards/{employeeId}/changes {date, changes}: one save, all or nothing; the fresh card. */
  app.post(
    '/orgs/:orgId/timecards/:employeeId/changes',
    { schema: { tags, params: employeeIdParamsSchema, body: timecardChangesBodySchema, response: { 200: serverCardAnswerSchema } } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
        cardForCaller(
          await applyCardChanges(
            trx,
            { orgId, actor: actorOf(identity, access), now: nowSeconds() },
            employeeId,
            request.body.date,
            request.body.changes,
          ),
          access,
        ),
      );
      return { result };
    },
  );

  /** POST timecards/{employeeId}/approve {date}: approves the card as it is now. */
  app.post(
    '/orgs/:orgId/timecards/:employeeId/approve',
    { schema: { tags, params: employeeIdParamsSchema, body: timecardDateBodySchema, response: { 200: serverCardAnswerSchema } } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
        cardForCaller(await approveCard(trx, orgId, employeeId, request.body.date, access.userId, { now: nowSeconds() }), access),
      );
      return { result };
    },
  );

  /** DELETE timecards/{employeeId}/approve?date=: withdraws the approval. */
  app.delete(
    '/orgs/:orgId/timecards/:employeeId/approve',
    { schema: { tags, params: employeeIdParamsSchema, querystring: timecardDateQuerySchema, response: { 200: serverCardAnswerSchema } } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
        cardForCaller(await unapproveCard(trx, orgId, employeeId, request.query.date, nowSeconds()), access),
      );
      return { result };
    },
  );

  /** POST timecards/bulk {action, ...}: add punches, approve or set entry state for many workers. */
  app.post(
    '/orgs/:orgId/timecards/bulk',
    { schema: { tags, params: orgIdParamsSchema, body: timecardBulkBodySchema, response: { 200: timecardBulkAnswerSchema } } },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const results = await withOrg(ctx.db, identity, orgId, need, (trx, access) =>
        runBulkAction(trx, access, { orgId, actor: actorOf(identity, access), now: nowSeconds() }, request.body),
      );
      return { result: { action: request.body.action, results } };
    },
  );
}
