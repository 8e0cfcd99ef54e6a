import { bulkImportBodySchema, findResource, orgIdParamsSchema } from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import { bulkImportBodyLimit } from '../http/body-limit';
import type { App, AppContext } from '../http/context';
import { withResource } from '../resources/access';
import { gateOf } from '../resources/resource.routes';
import { withDbErrors } from '../resources/db-errors';
import { bulkImport } from './bulk-import.service';

/** POST bulk-import (SPEC section 7): `{path, items, options}` for the resources that allow it. */
export async function bulkImportRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/orgs/:orgId/bulk-import',
    {
      schema: { tags: ['bulk-import'], params: orgIdParamsSchema, body: bulkImportBodySchema },
      // The one route with a large body: the token is checked before the body is read, so
      // nobody without one can make the server read (and parse) megabytes.
      bodyLimit: bulkImportBodyLimit(),
      onRequest: async (request) => void requireIdentity(request, ctx.secrets.tokens),
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const def = findResource(request.body.path);
      if (!def?.bulkImport) throw ApiError.fields({ path: ['This selection is not valid.'] });
      const results = await withDbErrors(def, () =>
        withResource(ctx, request, orgId, gateOf(def), 'write', (trx, caller) => bulkImport(trx, def, orgId, request.body, caller)),
      );
      return reply.status(request.body.options.dryRun ? 200 : 201).send({ results });
    },
  );
}
