import {
  orgAccessTokenBodySchema,
  orgAccessTokenQuerySchema,
  orgAccessTokenSchema,
  safeOnlyQuerySchema,
  safeOnlyTokenSchema,
} from '@punchline/contracts';
import { identityFromToken, requireIdentity } from '../auth/identity';
import { issueOrgAccessToken, issueSafeOnlyToken } from '../auth/org-tokens';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { withOrg } from '../orgs/org-access';

const tags = ['tokens'];

/** SPEC section 7: org-access and safe-only tokens (under /api). */
export async function tokensRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  // The identity (or delegate) token travels in the body, as the console sends it; every check
  // of withOrg (membership, verified email, login requirement) runs before issuing.
  app.post(
    '/create-org-access-token',
    { schema: { tags, querystring: orgAccessTokenQuerySchema, body: orgAccessTokenBodySchema, response: { 200: orgAccessTokenSchema } } },
    async (request) => {
      const identity = identityFromToken(secrets.tokens, request.body.token, ['identity', 'delegate']);
      if (!identity) throw ApiError.unauthorized('Your sign-in has expired. Sign in again.', 'auth/invalid-token');
      const access = await withOrg(db, identity, request.query.orgId, { mode: 'read' }, async (_trx, decided) => decided);
      const { token, expiresAt } = issueOrgAccessToken(secrets.tokens, identity, access);
      return { jwt: token, expiresAt };
    },
  );

  app.post(
    '/create-safe-only-jwt',
    { schema: { tags, querystring: safeOnlyQuerySchema, response: { 200: safeOnlyTokenSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const orgId = request.query.orgId ?? identity.orgId;
      if (orgId !== undefined) await withOrg(db, identity, orgId, { mode: 'read' }, async () => undefined);
      return issueSafeOnlyToken(secrets.tokens, identity, orgId);
    },
  );
}
