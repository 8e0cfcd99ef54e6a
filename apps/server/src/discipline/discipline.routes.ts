import {
  acknowledgeEventBodySchema,
  disciplineEventAnswerSchema,
  disciplineEventParamsSchema,
  disciplineEventsAnswerSchema,
  disciplineEventsQuerySchema,
  disciplineLedgerAnswerSchema,
  disciplineLedgerQuerySchema,
  employeeIdParamsSchema,
  evaluateAnswerSchema,
  excuseAnswerSchema,
  excuseBodySchema,
  infractionsAnswerSchema,
  infractionsQuerySchema,
  orgIdParamsSchema,
  reinstateBodySchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { excuse, listInfractions, reinstate } from './excusals.service';
import { acknowledgeEvent, listEvents, raiseDueEvents } from './events.service';
import { workerLedger } from './worker-ledger.service';
import { disciplineContext } from './ledger.service';
import { requireDiscipline } from './discipline-gate';

// Manage → Attendance's calls (issue 34, docs/discipline.md). Every one needs manage_discipline,
// the discipline feature and disciplineEnabled; label restrictions keep rows to the workers the
// caller may see. Reads run in a writing transaction: the time cards they read are brought up to
// date on the way, as the reports and time off balances do.

const tags = ['discipline'];
const need = { mode: 'write', permission: 'manage_discipline' } as const;

export async function disciplineRoutes(app: App, ctx: AppContext): Promise<void> {
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, ctx.secrets.tokens);

  app.get(
    '/orgs/:orgId/discipline/infractions',
    {
      schema: {
        tags,
        summary: 'Infractions found from the time cards against the published schedule, and the custom ones, with their points',
        params: orgIdParamsSchema,
        querystring: infractionsQuerySchema,
        response: { 200: infractionsAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(ctx.db, identityOf(request), orgId, need, async (trx) => {
        await requireDiscipline(trx, orgId);
        return listInfractions(trx, orgId, await disciplineContext(trx, orgId, ctx.clock.now()), request.query);
      });
    },
  );

  app.post(
    '/orgs/:orgId/discipline/infractions/excuse',
    {
      schema: {
        tags,
        summary: 'Excuses infractions with a reason',
        params: orgIdParamsSchema,
        body: excuseBodySchema,
        response: { 200: excuseAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      return withOrg(ctx.db, identity, orgId, need, async (trx, access) => {
        await requireDiscipline(trx, orgId);
        const dctx = await disciplineContext(trx, orgId, ctx.clock.now());
        return { changed: await excuse(trx, orgId, dctx, actorOf(identity, access), request.body) };
      });
    },
  );

  app.post(
    '/orgs/:orgId/discipline/infractions/reinstate',
    {
      schema: {
        tags,
        summary: 'Takes excusals back',
        params: orgIdParamsSchema,
        body: reinstateBodySchema,
        response: { 200: excuseAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      return withOrg(ctx.db, identity, orgId, need, async (trx, access) => {
        await requireDiscipline(trx, orgId);
        return { changed: await reinstate(trx, orgId, actorOf(identity, access), request.body.keys) };
      });
    },
  );

  app.get(
    '/orgs/:orgId/discipline/events',
    {
      schema: {
        tags,
        summary: 'Events raised at thresholds, newest first, each judged against the ledger today',
        params: orgIdParamsSchema,
        querystring: disciplineEventsQuerySchema,
        response: { 200: disciplineEventsAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(ctx.db, identityOf(request), orgId, need, async (trx) => {
        await requireDiscipline(trx, orgId);
        return { results: await listEvents(trx, orgId, await disciplineContext(trx, orgId, ctx.clock.now()), request.query) };
      });
    },
  );

  app.post(
    '/orgs/:orgId/discipline/events/:eventId/acknowledge',
    {
      schema: {
        tags,
        summary: 'A manager acknowledges an event with a note',
        params: disciplineEventParamsSchema,
        body: acknowledgeEventBodySchema,
        response: { 200: disciplineEventAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, eventId } = request.params;
      const identity = identityOf(request);
      return withOrg(ctx.db, identity, orgId, need, async (trx, access) => {
        await requireDiscipline(trx, orgId);
        return { result: await acknowledgeEvent(trx, orgId, actorOf(identity, access), eventId, request.body, ctx.clock.now()) };
      });
    },
  );

  app.post(
    '/orgs/:orgId/discipline/events/evaluate',
    {
      schema: {
        tags,
        summary: 'Raises the events now due (the job queue does it every 10 minutes)',
        params: orgIdParamsSchema,
        response: { 200: evaluateAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(ctx.db, identityOf(request), orgId, need, async (trx) => {
        await requireDiscipline(trx, orgId);
        return { raised: await raiseDueEvents(trx, orgId, ctx.clock.now()) };
      });
    },
  );

  app.get(
    '/orgs/:orgId/discipline/ledger/:employeeId',
    {
      schema: {
        tags,
        summary: "A worker's points ledger, each entry with why it is there, and their events",
        params: employeeIdParamsSchema,
        querystring: disciplineLedgerQuerySchema,
        response: { 200: disciplineLedgerAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, employeeId } = request.params;
      return withOrg(ctx.db, identityOf(request), orgId, need, async (trx) => {
        await requireDiscipline(trx, orgId);
        const dctx = await disciplineContext(trx, orgId, ctx.clock.now());
        return { result: await workerLedger(trx, orgId, dctx, employeeId, request.query.asOf) };
      });
    },
  );
}
