import {
  noContentSchema,
  delegateTokenBodySchema,
  delegateTokenSchema,
  invitationBodySchema,
  invitationResultSchema,
  orgIdParamsSchema,
  orgUserIdParamsSchema,
  orgUserListQuerySchema,
  orgUserListSchema,
  orgUserResultSchema,
  orgUserUpdateSchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { issueDelegateToken } from '../auth/org-tokens';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { decodeOffset as decodeCursor, offsetPage as page } from '../paging/offset';
import { grantDelegate } from './delegate.service';
import { inviteOrgUser } from './invitations.service';
import { removeOrgUser, updateOrgUser } from './org-user-edit.service';
import { findOrgUsers } from './org-users.service';

const tags = ['org users'];
const usersNeed = (mode: 'read' | 'write') => ({ mode, permission: 'edit_org_users' as const });

/** An organization's users: list, edit, remove, invitations, delegate access (all need edit_org_users). */
export async function orgAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;
  const { mailer } = ctx;

  app.get(
    '/orgs/:orgId/org-users',
    { schema: { tags, params: orgIdParamsSchema, querystring: orgUserListQuerySchema, response: { 200: orgUserListSchema } } },
    async (request) => {
      const { searchText, limit } = request.query;
      const offset = decodeCursor(request.query.cursor);
      const rows = await withOrg(db, requireIdentity(request, secrets.tokens), request.params.orgId, usersNeed('read'), (trx, access) =>
        findOrgUsers(trx, access.orgId, { searchText, limit: limit + 1, offset }),
      );
      return page(rows, limit, offset);
    },
  );

  app.post(
    '/orgs/:orgId/invitations',
    { schema: { tags, params: orgIdParamsSchema, body: invitationBodySchema, response: { 200: invitationResultSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const result = await withOrg(db, identity, request.params.orgId, usersNeed('write'), (trx, access) =>
        inviteOrgUser(trx, mailer, access, actorOf(identity, access), request.body, ctx.clock.now()),
      );
      return { result };
    },
  );

  app.put(
    '/orgs/:orgId/org-users/:id',
    { schema: { tags, params: orgUserIdParamsSchema, body: orgUserUpdateSchema, response: { 200: orgUserResultSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { orgId, id } = request.params;
      const result = await withOrg(db, identity, orgId, usersNeed('write'), (trx, access) =>
        updateOrgUser(trx, access, actorOf(identity, access), id, request.body),
      );
      return { result };
    },
  );

  app.delete(
    '/orgs/:orgId/org-users/:id',
    { schema: { tags, params: orgUserIdParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { orgId, id } = request.params;
      await withOrg(db, identity, orgId, usersNeed('write'), (trx, access) => removeOrgUser(trx, access, actorOf(identity, access), id));
      return reply.status(204).send();
    },
  );

  app.post(
    '/orgs/:orgId/delegate-tokens',
    { schema: { tags, params: orgIdParamsSchema, body: delegateTokenBodySchema, response: { 200: delegateTokenSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const subject = await withOrg(db, identity, request.params.orgId, usersNeed('write'), (trx, access) =>
        grantDelegate(trx, access, request.body.orgUserId, ctx.clock.now()),
      );
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
