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
import type { FastifyRequest } from 'fastify';
import type { OneRead, TenantTx } from '../db/tenant';
import { readResourceOnce, withResourceAccess, type Caller, type Gate } from './access';
import { withDbErrors } from './db-errors';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './resource.service';
import { requireVersion } from './version';

export const gateOf = (def: ResourceDef): Gate => ({ ...def.access, feature: def.feature, label: def.labelPlural });

/** The five routes of one collection (SPEC section 7 Generic collections), all from its definition. */
export function registerResource(app: App, ctx: AppContext, def: ResourceDef): void {
  const base = `/orgs/:orgId/${def.path}`;
  const record = recordSchema(def.fields);
  const tags = [def.path];
  const gate = gateOf(def);
  // Every route: the checks, then its work in the organization's tenant transaction; a write also
  // maps the database's refusals (a unique race, a record in use) to the spec's error shape.
  // A list page and a record know their one statement once the caller is known: one round trip.
  const read = <T>(request: FastifyRequest, orgId: number, plan: (caller: Caller) => OneRead<T>) =>
    readResourceOnce(ctx, request, orgId, gate, plan);
  const write = <T>(request: FastifyRequest, orgId: number, fn: (trx: TenantTx, caller: Caller) => Promise<T>) =>
    withDbErrors(def, () => withResourceAccess(ctx, request, orgId, gate, 'write', fn));

  app.get(
    base,
    { schema: { tags, params: orgIdParamsSchema, querystring: resourceListQuerySchema, response: { 200: listResponseSchema(record) } } },
    async (request) => {
      const { orgId } = request.params;
      return read(request, orgId, (caller) => listRecords(def, orgId, request.query, caller));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, response: { 200: saveResponseSchema(record) } } },
    async (request) => {
      const { orgId, id } = request.params;
      return { result: await read(request, orgId, (caller) => getRecord(def, orgId, id, caller)) };
    },
  );

  app.post(
    base,
    { schema: { tags, params: orgIdParamsSchema, body: recordBodySchema, response: { 201: saveResponseSchema(record) } } },
    async (request, reply) => {
      const { orgId } = request.params;
      const result = await write(request, orgId, (trx, caller) => createRecord(trx, def, orgId, request.body, caller));
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
      const options = { denorm: request.query.denorm === 'true' };
      const result = await write(request, orgId, (trx, caller) => {
        const target = { id, version: requireVersion(request.body.version) }; // checked once access is
        return updateRecord(trx, def, orgId, target, request.body, caller, options);
      });
      return { result };
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: resourceIdParamsSchema, querystring: deleteQuerySchema } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      await write(request, orgId, (trx, caller) =>
        deleteRecord(trx, def, orgId, { id, version: requireVersion(request.query.version) }, caller),
      );
      return reply.status(204).send();
    },
  );
}
