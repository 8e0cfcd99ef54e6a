import {
  deleteQuerySchema,
  listResponseSchema,
  recordBodySchema,
  recordSchema,
  resourceIdParamsSchema,
  resourceListQuerySchemaFor,
  saveResponseSchema,
  updateQuerySchema,
  orgIdParamsSchema,
  type ResourceDef,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TenantMode, TenantTx } from '../db/tenant';
import type { App, AppContext } from '../http/context';
import { withResource, type Caller, type Gate } from './access';
import { withDbErrors } from './db-errors';
import { createRecord, deleteRecord, getRecord, listRecords, runAction, updateRecord } from './resource.service';
import type { ListParams } from './list';
import { optionalVersion } from './version';

export const gateOf = (def: ResourceDef): Gate => ({ ...def.access, feature: def.feature, label: def.labelPlural });

const actionParamsSchema = resourceIdParamsSchema.extend({ action: z.string().max(100) });
const bulkActionParamsSchema = orgIdParamsSchema.extend({ action: z.string().max(100) });
// `data`: the values of the action's input fields, checked by validateRecord for the section 5 texts.
const actionData = z.record(z.string(), z.unknown()).optional();
const actionBodySchema = z.object({ version: z.number().int().nonnegative().optional(), data: actionData }).optional();
const bulkActionBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
  data: actionData,
});

/** The routes of one collection (SPEC section 7 Generic collections) and its actions, all from its definition. */
export function registerResource(app: App, ctx: AppContext, def: ResourceDef): void {
  const base = `/orgs/:orgId/${def.path}`;
  const record = recordSchema(def.fields, true, def.computed);
  const tags = [def.path];
  const gate = gateOf(def);
  // Every route: the checks, then its work in the organization's tenant transaction; a write also
  // maps the database's refusals (a unique race, a record in use) to the spec's error shape.
  const run = <T>(request: FastifyRequest, orgId: number, mode: TenantMode, fn: (trx: TenantTx, caller: Caller) => Promise<T>) =>
    withDbErrors(def, () => withResource(ctx, request, orgId, gate, mode, fn));

  app.get(
    base,
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        querystring: resourceListQuerySchemaFor(def),
        response: { 200: listResponseSchema(record) },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return run(request, orgId, 'read', (trx, caller) => listRecords(trx, def, orgId, request.query as ListParams, caller));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, response: { 200: saveResponseSchema(record) } } },
    async (request) => {
      const { orgId, id } = request.params;
      return { result: await run(request, orgId, 'read', (trx, caller) => getRecord(trx, def, orgId, id, caller)) };
    },
  );

  app.post(
    base,
    { schema: { tags, params: orgIdParamsSchema, body: recordBodySchema, response: { 201: saveResponseSchema(record) } } },
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
        response: { 200: saveResponseSchema(record) },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const options = { denorm: request.query.denorm === 'true', jobs: ctx.jobs };
      const target = { id, version: optionalVersion(request.body.version) };
      const result = await run(request, orgId, 'write', (trx, caller) =>
        updateRecord(trx, def, orgId, target, request.body, caller, options),
      );
      return { result };
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, querystring: deleteQuerySchema } },
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
    { schema: { tags, params: actionParamsSchema, body: actionBodySchema, response: { 200: saveResponseSchema(record) } } },
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
    { schema: { tags, params: bulkActionParamsSchema, body: bulkActionBodySchema, response: { 200: listResponseSchema(record) } } },
    async (request) => {
      const { orgId, action } = request.params;
      const targets = [...new Set(request.body.ids)].map((id) => ({ id }));
      const asked = { name: action, targets, data: request.body.data, bulk: true };
      const results = await run(request, orgId, 'write', (trx, caller) => runAction(trx, def, orgId, asked, caller));
      return { results, supplementalData: {} };
    },
  );
}
