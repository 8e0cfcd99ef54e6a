import {
  missedPunchBulkBodySchema,
  missedPunchListAnswerSchema,
  missedPunchRecordAnswerSchema,
  noContentSchema,
  missedPunchDecisionParamsSchema,
  missedPunchDecisionSchema,
  missedPunchListQuerySchema,
  orgIdParamsSchema,
  punchBulkBodySchema,
  punchCreateSchema,
  punchDeleteQuerySchema,
  punchListAnswerSchema,
  punchListQuerySchema,
  punchRecordAnswerSchema,
  punchUpdateSchema,
  resourceIdParamsSchema,
  type ResourceListQueryFor,
} from '@punchline/contracts';
import type { Permission } from '@punchline/domain';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { optionalVersion } from '../resources/version';
import { assertMissedPunchesOn, decideMissedPunch, listMissedPunches } from './missed-punches.service';
import { selectionOf } from './punch-costing';
import { addPunch, deletePunch, editPunch, readPunch, type PunchChanges } from './punch-writes';
import { listPunches } from './punches.list';

// Manage → Punches and Missed Punches (issue 16; docs/punches.md). edit_punches may do everything;
// edit_punch_attributes alone may read punches and change what a punch carries (costing, punch
// code, note, custom fields, star) but not its worker, instant or type, nor add or delete one.

const tags = ['punches'];
const EDIT: Permission = 'edit_punches';
const ATTRIBUTES: Permission = 'edit_punch_attributes';

function requireAny(access: OrgAccess, permissions: Permission[]): void {
  if (!permissions.some((p) => access.permissions.includes(p))) throw ApiError.forbidden();
}

export async function punchesRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);

  app.get(
    '/orgs/:orgId/punches',
    {
      schema: {
        tags,
        summary: 'Punches, newest first',
        params: orgIdParamsSchema,
        querystring: punchListQuerySchema,
        response: { 200: punchListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(db, identityOf(request), orgId, { mode: 'read' }, (trx, access) => {
        requireAny(access, [EDIT, ATTRIBUTES]);
        return listPunches(trx, orgId, request.query as ResourceListQueryFor, ctx.clock.now());
      });
    },
  );

  app.get(
    '/orgs/:orgId/punches/:id',
    { schema: { tags, summary: 'One punch', params: resourceIdParamsSchema, response: { 200: punchRecordAnswerSchema } } },
    async (request) => {
      const { orgId, id } = request.params;
      const result = await withOrg(db, identityOf(request), orgId, { mode: 'read' }, (trx, access) => {
        requireAny(access, [EDIT, ATTRIBUTES]);
        return readPunch(trx, orgId, id);
      });
      return { result };
    },
  );

  app.post(
    '/orgs/:orgId/punches',
    {
      schema: {
        tags,
        summary: 'Adds a punch (flag A)',
        params: orgIdParamsSchema,
        body: punchCreateSchema,
        response: { 201: punchRecordAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      const b = request.body;
      const result = await withOrg(db, identity, orgId, { mode: 'write', permission: EDIT }, (trx, access) =>
        addPunch(trx, orgId, actorOf(identity, access), {
          employeeId: b.employeeId,
          type: b.type,
          at: new Date(b.at),
          costing: b.costing ? selectionOf(b.costing) : null,
          punchCodeId: b.punchCodeId ?? null,
          note: b.note ?? null,
          customFields: b.customFields ?? {},
          flagged: b.flagged ?? false,
        }),
      );
      return reply.code(201).send({ result });
    },
  );

  app.put(
    '/orgs/:orgId/punches/:id',
    {
      schema: {
        tags,
        summary: 'Changes a punch (a changed time shows flag E)',
        description: 'Fields absent stay as they are. Changing at or type needs edit_punches; the rest edit_punch_attributes suffices.',
        params: resourceIdParamsSchema,
        body: punchUpdateSchema,
        response: { 200: punchRecordAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = identityOf(request);
      const { version, ...b } = request.body;
      const changes: PunchChanges = {
        ...(b.at !== undefined ? { at: new Date(b.at) } : {}),
        ...(b.type !== undefined ? { type: b.type } : {}),
        ...(b.costing !== undefined ? { costing: b.costing ? selectionOf(b.costing) : null } : {}),
        ...(b.punchCodeId !== undefined ? { punchCodeId: b.punchCodeId } : {}),
        ...(b.note !== undefined ? { note: b.note } : {}),
        ...(b.customFields !== undefined ? { customFields: b.customFields } : {}),
        ...(b.flagged !== undefined ? { flagged: b.flagged } : {}),
      };
      const times = changes.at !== undefined || changes.type !== undefined;
      const result = await withOrg(db, identity, orgId, { mode: 'write' }, (trx, access) => {
        requireAny(access, times ? [EDIT] : [EDIT, ATTRIBUTES]);
        return editPunch(trx, orgId, actorOf(identity, access), id, changes, version);
      });
      return { result };
    },
  );

  app.delete(
    '/orgs/:orgId/punches/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a punch (kept, left out of cards)',
        params: resourceIdParamsSchema,
        querystring: punchDeleteQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const identity = identityOf(request);
      const version = optionalVersion(request.query.version);
      await withOrg(db, identity, orgId, { mode: 'write', permission: EDIT }, (trx, access) =>
        deletePunch(trx, orgId, actorOf(identity, access), id, version),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/orgs/:orgId/punches/bulk-action',
    {
      schema: {
        tags,
        summary: 'Deletes, flags or unflags many punches, all or none',
        params: orgIdParamsSchema,
        body: punchBulkBodySchema,
        response: { 200: punchListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      const { itemIds, actionData } = request.body;
      const ids = [...new Set(itemIds)];
      const action = actionData.action;
      return withOrg(db, identity, orgId, { mode: 'write' }, async (trx, access) => {
        requireAny(access, action === 'delete' ? [EDIT] : [EDIT, ATTRIBUTES]);
        const actor = actorOf(identity, access);
        for (const id of ids) {
          if (action === 'delete') await deletePunch(trx, orgId, actor, id);
          else await editPunch(trx, orgId, actor, id, { flagged: action === 'flag' });
        }
        if (action === 'delete') return { results: [], supplementalData: {} };
        return listPunches(trx, orgId, { id: ids, limit: 500 } as ResourceListQueryFor, ctx.clock.now());
      });
    },
  );

  app.get(
    '/orgs/:orgId/missed-punches',
    {
      schema: {
        tags,
        summary: 'Missed punch requests, pending first',
        params: orgIdParamsSchema,
        querystring: missedPunchListQuerySchema,
        response: { 200: missedPunchListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(db, identityOf(request), orgId, { mode: 'read', permission: EDIT }, async (trx) => {
        await assertMissedPunchesOn(trx, orgId);
        return listMissedPunches(trx, orgId, request.query as ResourceListQueryFor, ctx.clock.now());
      });
    },
  );

  app.post(
    '/orgs/:orgId/missed-punches/bulk-action',
    {
      schema: {
        tags,
        summary: 'Approves or rejects many requests, all or none',
        params: orgIdParamsSchema,
        body: missedPunchBulkBodySchema,
        response: { 200: missedPunchListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      const { itemIds, actionData } = request.body;
      return withOrg(db, identity, orgId, { mode: 'write', permission: EDIT }, async (trx, access) => {
        await assertMissedPunchesOn(trx, orgId);
        const results = [];
        for (const id of new Set(itemIds)) {
          results.push(
            await decideMissedPunch(trx, orgId, actorOf(identity, access), id, { decision: actionData.action, note: actionData.note }),
          );
        }
        return { results, supplementalData: {} };
      });
    },
  );

  app.post(
    '/orgs/:orgId/missed-punches/:id/:decision',
    {
      schema: {
        tags,
        summary: 'Approves (adds the punch), rejects, or closes as resolved (its punch already there) a missed punch request',
        description: 'Body {note?, version?}: the note is kept with the decision.',
        params: missedPunchDecisionParamsSchema,
        body: missedPunchDecisionSchema,
        response: { 200: missedPunchRecordAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id, decision } = request.params;
      const identity = identityOf(request);
      const result = await withOrg(db, identity, orgId, { mode: 'write', permission: EDIT }, async (trx, access) => {
        await assertMissedPunchesOn(trx, orgId);
        return decideMissedPunch(trx, orgId, actorOf(identity, access), id, {
          decision,
          note: request.body?.note,
          version: request.body?.version,
        });
      });
      return { result };
    },
  );
}
