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
import type { FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { excuse, listInfractions, reinstate } from './excusals.service';
import { acknowledgeEvent, listEvents, raiseDueEvents } from './events.service';
import { workerLedger } from './worker-ledger.service';
import { disciplineContext, type DisciplineContext } from './ledger.service';
import { DISCIPLINE_OFF } from './discipline-gate';

// Manage → Attendance's calls (issue 34, docs/discipline.md). Every one needs manage_discipline,
// the discipline feature and disciplineEnabled; label restrictions keep rows to the workers the
// caller may see. Reads run in a writing transaction: the time cards they read are brought up to
// date on the way, as the reports and time off balances do.

const tags = ['discipline'];
const need = { mode: 'write', permission: 'manage_discipline' } as const;

type Manager = { trx: TenantTx; dctx: DisciplineContext; actor: Actor };

export async function disciplineRoutes(app: App, ctx: AppContext): Promise<void> {
  /** Runs fn for a manager of an organization that runs discipline (else 403), with what every call reads. */
  const asManager = <T>(request: FastifyRequest, orgId: number, fn: (m: Manager) => Promise<T>): Promise<T> => {
    const identity = requireIdentity(request, ctx.secrets.tokens);
    return withOrg(ctx.db, identity, orgId, need, async (trx, access) => {
      const dctx = await disciplineContext(trx, orgId, ctx.clock.now());
      if (!dctx.settings.enabled) throw ApiError.forbidden(DISCIPLINE_OFF);
      return fn({ trx, dctx, actor: actorOf(identity, access) });
    });
  };

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
      return asManager(request, orgId, ({ trx, dctx }) => listInfractions(trx, orgId, dctx, request.query));
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
      return asManager(request, orgId, async ({ trx, dctx, actor }) => ({ changed: await excuse(trx, orgId, dctx, actor, request.body) }));
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
      return asManager(request, orgId, async ({ trx, actor }) => ({ changed: await reinstate(trx, orgId, actor, request.body.keys) }));
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
      return asManager(request, orgId, async ({ trx, dctx }) => ({ results: await listEvents(trx, orgId, dctx, request.query) }));
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
      return asManager(request, orgId, async ({ trx, dctx, actor }) => ({
        result: await acknowledgeEvent(trx, orgId, dctx, actor, eventId, request.body),
      }));
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
      return asManager(request, orgId, async ({ trx, dctx }) => ({ raised: await raiseDueEvents(trx, orgId, dctx) }));
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
      return asManager(request, orgId, async ({ trx, dctx }) => ({
        result: await workerLedger(trx, orgId, dctx, employeeId, request.query.asOf),
      }));
    },
  );
}
