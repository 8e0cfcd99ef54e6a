import { auditListSchema, auditQuerySchema, orgIdParamsSchema } from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { listAudit } from './audit.query';

/** GET audit: the trail behind the audit report and the detail header's audit icon (view_audit). */
export async function auditRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/audit',
    { schema: { tags: ['audit'], params: orgIdParamsSchema, querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const page = await withOrg(db, identity, orgId, { mode: 'read', permission: 'view_audit' }, (trx) =>
        listAudit(trx, orgId, request.query),
      );
      return { ...page, supplementalData: {} };
    },
  );
}
