import {
  deleteQuerySchema,
  listResponseSchema,
  recordBodySchema,
  recordSchema,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  saveResponseSchema,
  updateQuerySchema,
  type ResourceDef,
} from '@punchline/contracts';
import { orgIdParamsSchema } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { requireResourceAccess, type Gate } from './access';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './resource.service';
import { requireVersion } from './version';

export const gateOf = (def: ResourceDef): Gate => ({ ...def.access, feature: def.feature, label: def.labelPlural });

/** The five routes of one collection (SPEC section 7 Generic collections), all from its definition. */
export function registerResource(app: App, ctx: AppContext, def: ResourceDef): void {
  const base = `/orgs/:orgId/${def.path}`;
  const record = recordSchema(def.fields);
  const tags = [def.path];
  const gate = gateOf(def);
  const caller = (request: Parameters<typeof requireResourceAccess>[1], orgId: number, mode: 'read' | 'write') =>
    requireResourceAccess(ctx, request, orgId, gate, mode);

  app.get(
    base,
    { schema: { tags, params: orgIdParamsSchema, querystring: resourceListQuerySchema, response: { 200: listResponseSchema(record) } } },
    async (request) => {
      const { orgId } = request.params;
      return listRecords(ctx.db, def, orgId, request.query, await caller(request, orgId, 'read'));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, response: { 200: saveResponseSchema(record) } } },
    async (request) => {
      const { orgId, id } = request.params;
      return { result: await getRecord(ctx.db, def, orgId, id, await caller(request, orgId, 'read')) };
    },
  );

  app.post(
    base,
    { schema: { tags, params: orgIdParamsSchema, body: recordBodySchema, response: { 201: saveResponseSchema(record) } } },
    async (request, reply) => {
      const { orgId } = request.params;
      const result = await createRecord(ctx.db, def, orgId, request.body, await caller(request, orgId, 'write'));
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
      const who = await caller(request, orgId, 'write');
      const target = { id, version: requireVersion(request.body.version) };
      return { result: await updateRecord(ctx.db, def, orgId, target, request.body, who, { denorm: request.query.denorm === 'true' }) };
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, querystring: deleteQuerySchema } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const who = await caller(request, orgId, 'write');
      await deleteRecord(ctx.db, def, orgId, { id, version: requireVersion(request.query.version) }, who);
      return reply.status(204).send();
    },
  );
}
