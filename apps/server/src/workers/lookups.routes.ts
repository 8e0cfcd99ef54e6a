import {
  employeesResource,
  orgIdParamsSchema,
  orgUnitsResource,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  WORKER_LOOKUP_FIELDS as LOOKUP_FIELDS,
  workerLookupAnswerSchema,
  type FieldDef,
} from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import type { Caller } from '../resources/access';
import { withResource } from '../resources/access';
import { listPage, type ListParams, type Page } from '../resources/list';
import { gateOf } from '../resources/resource.routes';
import { rowById, type Row } from '../resources/sql';

// The worker lookups of SPEC section 7 "Workers and lookups": what a remote select picker needs
// to show and find a worker, for any console user (setup_clocks alone is refused). They page
// through the workers' list (listPage), so label restrictions apply by themselves: row-level
// security limits every statement of a restricted administrator's transaction.

const def = employeesResource;
// A lookup answers anyone with console access: a field made sensitive later must not slip in.
for (const name of LOOKUP_FIELDS) {
  const field: FieldDef = def.fields[name];
  if (field.sensitive || field.writeOnly) throw new Error(`worker lookups: ${name} is sensitive and may not be answered`);
}
const schema = { tags: ['employees'], querystring: resourceListQuerySchema, response: { 200: workerLookupAnswerSchema } };

const picked = (row: Row): Row => Object.fromEntries(['id', ...LOOKUP_FIELDS, 'avatar'].map((name) => [name, row[name] ?? null]));

/** One page of workers, `active` defaulting to all when resolving ids (listPage's rule). */
async function lookup(trx: TenantTx, orgId: number, params: ListParams, caller: Caller): Promise<Page> {
  const page = await listPage(trx, def, orgId, params, caller);
  return { ...page, results: page.results.map(picked) };
}

export async function lookupsRoutes(app: App, ctx: AppContext): Promise<void> {
  const gate = gateOf(def);

  /** GET employees/readonly: every worker the caller may see. */
  app.get('/orgs/:orgId/employees/readonly', { schema: { ...schema, params: orgIdParamsSchema } }, async (request) => {
    const { orgId } = request.params;
    return withResource(ctx, request, orgId, gate, 'read', (trx, caller) => lookup(trx, orgId, request.query, caller));
  });

  /** GET orgunits/{id}/allowed-employees: the workers of one org unit (404 when the caller cannot see it). */
  app.get('/orgs/:orgId/orgunits/:id/allowed-employees', { schema: { ...schema, params: resourceIdParamsSchema } }, async (request) => {
    const { orgId, id } = request.params;
    return withResource(ctx, request, orgId, gate, 'read', async (trx, caller) => {
      if (!(await rowById(trx, orgUnitsResource, orgId, id))) throw ApiError.notFound(`${orgUnitsResource.label} not found.`);
      return lookup(trx, orgId, { ...request.query, orgUnitId: [id] }, caller);
    });
  });
}
