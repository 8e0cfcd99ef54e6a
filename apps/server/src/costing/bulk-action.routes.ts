import { jobsBulkActionBodySchema, jobsResource, orgIdParamsSchema, resourceContract } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { withResource } from '../resources/access';
import { withDbErrors } from '../resources/db-errors';
import { gateOf } from '../resources/resource.routes';
import { runAction } from '../resources/resource.service';

// POST costing/jobs/bulk-action (SPEC section 7): the console's call with itemIds and actionData,
// a thin alias of the toolkit's bulk actions (POST costing/jobs/actions/{name} with {ids, data}):
// `actionData.action` names the action (activate, deactivate, setCategory, addLabels,
// removeLabels), the rest of actionData is its data. Same gate, checks, audit and all-or-nothing.

const def = jobsResource;
export async function costingBulkActionRoutes(app: App, ctx: AppContext): Promise<void> {
  const schema = {
    tags: [def.path],
    params: orgIdParamsSchema,
    body: jobsBulkActionBodySchema,
    response: { 200: resourceContract(def).listAnswer },
  };
  app.post(`/orgs/:orgId/${def.path}/bulk-action`, { schema }, async (request) => {
    const { orgId } = request.params;
    const { action, ...data } = request.body.actionData;
    const targets = [...new Set(request.body.itemIds)].map((id) => ({ id }));
    const results = await withDbErrors(def, () =>
      withResource(ctx, request, orgId, gateOf(def), 'write', (trx, caller) =>
        runAction(trx, def, orgId, { name: action, targets, data, bulk: true }, caller),
      ),
    );
    return { results, supplementalData: {} };
  });
}
