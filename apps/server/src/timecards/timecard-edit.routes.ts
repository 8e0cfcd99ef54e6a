import { orgIdParamsSchema } from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { cardForCaller, showsPay } from './pay-visibility';
import { approveCard, unapproveCard } from './timecard-approvals.service';
import { runBulkAction } from './timecard-bulk.service';
import { applyCardChanges } from './timecard-changes.service';
import { bulkBody, changesBody, dateBody, dateQuery, employeeParams, summariesQuery } from './timecard-edit.schemas';
import { cardInputAnswer } from './timecard-input.service';
import { cardSummaries } from './timecard-summaries.service';

// The time card editor and bulk edit (issue 16), all under edit_punches. Reads that compute cards
// run in a writing transaction (computed cards are cached on the way).

const tags = ['timecards'];
const need = { mode: 'write', permission: 'edit_punches' } as const;

export async function timecardEditRoutes(app: App, ctx: AppContext): Promise<void> {
  /** GET timecards?date=&from=&to=&employeeIds=&departmentId=&orgUnitId=&search=: card summaries. */
  app.get('/orgs/:orgId/timecards', { schema: { tags, params: orgIdParamsSchema, querystring: summariesQuery } }, async (request) => {
    const { orgId } = request.params;
    const { cursor, ...filters } = request.query;
    const identity = requireIdentity(request, ctx.secrets.tokens);
    return withOrg(ctx.db, identity, orgId, need, (trx) => cardSummaries(trx, orgId, { ...filters, offset: cursor }));
  });

  /** GET timecards/{employeeId}/input?date=: the engine's input of the card, for the browser's engine. */
  app.get(
    '/orgs/:orgId/timecards/:employeeId/input',
    { schema: { tags, params: employeeParams, querystring: dateQuery } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, (trx, access) =>
        cardInputAnswer(trx, orgId, employeeId, request.query.date, showsPay(access)),
      );
      return { result };
    },
  );

  /** POST timecards/{employeeId}/changes {date, changes}: one save, all or nothing; the fresh card. */
  app.post(
    '/orgs/:orgId/timecards/:employeeId/changes',
    { schema: { tags, params: employeeParams, body: changesBody } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
        cardForCaller(
          await applyCardChanges(trx, { orgId, actor: actorOf(identity, access) }, employeeId, request.body.date, request.body.changes),
          access,
        ),
      );
      return { result };
    },
  );

  /** POST timecards/{employeeId}/approve {date}: approves the card as it is now. */
  app.post('/orgs/:orgId/timecards/:employeeId/approve', { schema: { tags, params: employeeParams, body: dateBody } }, async (request) => {
    const { orgId, employeeId } = request.params;
    const identity = requireIdentity(request, ctx.secrets.tokens);
    const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
      cardForCaller(await approveCard(trx, orgId, employeeId, request.body.date, access.userId), access),
    );
    return { result };
  });

  /** DELETE timecards/{employeeId}/approve?date=: withdraws the approval. */
  app.delete(
    '/orgs/:orgId/timecards/:employeeId/approve',
    { schema: { tags, params: employeeParams, querystring: dateQuery } },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const result = await withOrg(ctx.db, identity, orgId, need, async (trx, access) =>
        cardForCaller(await unapproveCard(trx, orgId, employeeId, request.query.date), access),
      );
      return { result };
    },
  );

  /** POST timecards/bulk {action, ...}: add punches, approve or set entry state for many workers. */
  app.post('/orgs/:orgId/timecards/bulk', { schema: { tags, params: orgIdParamsSchema, body: bulkBody } }, async (request) => {
    const { orgId } = request.params;
    const identity = requireIdentity(request, ctx.secrets.tokens);
    const results = await withOrg(ctx.db, identity, orgId, need, (trx, access) =>
      runBulkAction(trx, access, { orgId, actor: actorOf(identity, access) }, request.body),
    );
    return { result: { action: request.body.action, results } };
  });
}
