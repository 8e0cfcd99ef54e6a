import { bulkImportBodySchema, findResource, orgIdParamsSchema } from '@punchline/contracts';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { requireResourceAccess } from '../resources/access';
import { gateOf } from '../resources/resource.routes';
import { bulkImport } from './bulk-import.service';

/** POST bulk-import (SPEC section 7): `{path, items, options}` for the resources that allow it. */
export async function bulkImportRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/orgs/:orgId/bulk-import',
    { schema: { tags: ['bulk-import'], params: orgIdParamsSchema, body: bulkImportBodySchema } },
    async (request, reply) => {
      const { orgId } = request.params;
      const def = findResource(request.body.path);
      if (!def?.bulkImport) throw ApiError.fields({ path: ['This selection is not valid.'] });
      const caller = await requireResourceAccess(ctx, request, orgId, gateOf(def), 'write');
      const results = await bulkImport(ctx.db, def, orgId, request.body, caller);
      return reply.status(request.body.options.dryRun ? 200 : 201).send({ results });
    },
  );
}
