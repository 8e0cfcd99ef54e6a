import {
  delegateTokenBodySchema,
  delegateTokenSchema,
  invitationBodySchema,
  invitationResultSchema,
  orgIdParamsSchema,
  orgUserListQuerySchema,
  orgUserListSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { issueDelegateToken } from '../auth/org-tokens';
import { withTenant } from '../db/tenant';
import type { App, AppContext } from '../http/context';
import { requireOrgAccess } from '../orgs/org-access';
import { decodeCursor, page } from './cursor';
import { grantDelegate } from './delegate.service';
import { inviteOrgUser } from './invitations.service';
import { findOrgUsers } from './org-users.service';

const tags = ['org users'];

/** An organization's users: list, invitations, delegate access (all need edit_org_users). */
export async function orgAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;
  const { mailer } = ctx;

  app.get(
    '/orgs/:orgId/org-users',
    { schema: { tags, params: orgIdParamsSchema, querystring: orgUserListQuerySchema, response: { 200: orgUserListSchema } } },
    async (request) => {
      const access = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_org_users');
      const { searchText, limit } = request.query;
      const offset = decodeCursor(request.query.cursor);
      const rows = await withTenant(db, access.orgId, (trx) => findOrgUsers(trx, access.orgId, { searchText, limit: limit + 1, offset }));
      return page(rows, limit, offset);
    },
  );

  app.post(
    '/orgs/:orgId/invitations',
    { schema: { tags, params: orgIdParamsSchema, body: invitationBodySchema, response: { 200: invitationResultSchema } } },
    async (request) => {
      const access = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_org_users');
      return { result: await inviteOrgUser(db, mailer, access, request.body) };
    },
  );

  app.post(
    '/orgs/:orgId/delegate-tokens',
    { schema: { tags, params: orgIdParamsSchema, body: delegateTokenBodySchema, response: { 200: delegateTokenSchema } } },
    async (request) => {
      const access = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_org_users');
      const subject = await grantDelegate(db, access, request.body.orgUserId);
      const { token, expiresAt } = issueDelegateToken(secrets.tokens, subject);
      return {
        result: {
          token,
          expiresAt,
          orgId: subject.orgId,
          orgUserId: subject.orgUserId,
          userName: subject.name,
          emailAddress: subject.email,
        },
      };
    },
  );
}
