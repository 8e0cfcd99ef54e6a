import {
  deleteQuerySchema,
  noContentSchema,
  orgIdParamsSchema,
  recordBodySchema,
  resourceActionBodySchema,
  resourceActionParamsSchema,
  resourceBulkActionBodySchema,
  resourceBulkActionParamsSchema,
  resourceContract,
  resourceIdParamsSchema,
  updateQuerySchema,
  type ResourceDef,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantMode, TenantTx } from '../db/tenant';
import type { App, AppContext } from '../http/context';
import { withResource, type Caller, type Gate } from './access';
import { withDbErrors } from './db-errors';
import { inUseThen } from './server-resources';
import { createRecord, deleteRecord, getRecord, listRecords, runAction, updateRecord } from './resource.service';
import type { ListParams } from './list';
import { optionalVersion } from './version';

export const gateOf = (def: ResourceDef): Gate => ({ ...def.access, feature: def.feature, label: def.labelPlural });

/** The routes of one collection (SPEC section 7 Generic collections) and its actions, all from its definition. */
export function registerResource(app: App, ctx: AppContext, def: ResourceDef): void {
  const base = `/orgs/:orgId/${def.path}`;
  const { listQuery, listAnswer, recordAnswer } = resourceContract(def);
  const tags = [def.path];
  const gate = gateOf(def);
  // Every route: the checks, then its work in the organization's tenant transaction; a write also
  // maps the database's refusals (a unique race, a record in use) to the spec's error shape.
  const run = <T>(request: FastifyRequest, orgId: number, mode: TenantMode, fn: (trx: TenantTx, caller: Caller) => Promise<T>) =>
    withDbErrors(def, () => withResource(ctx, request, orgId, gate, mode, inUseThen(def, orgId, fn)));

  app.get(
    base,
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        querystring: listQuery,
        response: { 200: listAnswer },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return run(request, orgId, 'read', (trx, caller) => listRecords(trx, def, orgId, request.query as ListParams, caller));
    },
  );

  app.get(`${base}/:id`, { schema: { tags, params: resourceIdParamsSchema, response: { 200: recordAnswer } } }, async (request) => {
    const { orgId, id } = request.params;
    return { result: await run(request, orgId, 'read', (trx, caller) => getRecord(trx, def, orgId, id, caller)) };
  });

  app.post(
    base,
    { schema: { tags, params: orgIdParamsSchema, body: recordBodySchema, response: { 201: recordAnswer } } },
    async (request, reply) => {
      const { orgId } = request.params;
      const result = await run(request, orgId, 'write', (trx, caller) => createRecord(trx, def, orgId, request.body, caller));
      return reply.status(201).send({ result });
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: resourceIdParamsSchema,
        querystring: updateQuerySchema,
        body: recordBodySchema,
        response: { 200: recordAnswer },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const options = { denorm: request.query.denorm === 'true', observers: ctx.saveObservers };
      const target = { id, version: optionalVersion(request.body.version) };
      const result = await run(request, orgId, 'write', (trx, caller) =>
        updateRecord(trx, def, orgId, target, request.body, caller, options),
      );
      return { result };
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, querystring: deleteQuerySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const target = { id, version: request.query.version };
      await run(request, orgId, 'write', (trx, caller) => deleteRecord(trx, def, orgId, target, caller));
      return reply.status(204).send();
    },
  );

  if (!def.actions) return;
  app.post(
    `${base}/:id/actions/:action`,
    { schema: { tags, params: resourceActionParamsSchema, body: resourceActionBodySchema, response: { 200: recordAnswer } } },
    async (request) => {
      const { orgId, id, action } = request.params;
      const targets = [{ id, version: request.body?.version }];
      const asked = { name: action, targets, data: request.body?.data };
      const [result] = await run(request, orgId, 'write', (trx, caller) => runAction(trx, def, orgId, asked, caller));
      return { result };
    },
  );
  app.post(
    `${base}/actions/:action`,
    { schema: { tags, params: resourceBulkActionParamsSchema, body: resourceBulkActionBodySchema, response: { 200: listAnswer } } },
    async (request) => {
      const { orgId, action } = request.params;
      const targets = [...new Set(request.body.ids)].map((id) => ({ id }));
      const asked = { name: action, targets, data: request.body.data, bulk: true };
      const results = await run(request, orgId, 'write', (trx, caller) => runAction(trx, def, orgId, asked, caller));
      return { results, supplementalData: {} };
    },
  );
}
