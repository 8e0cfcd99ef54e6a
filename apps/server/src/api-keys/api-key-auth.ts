import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { admitApiKey, NO_ORG_PERMISSION } from '../auth/identity';
import { writeTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { matchesHash, looksLikeApiKey, publicIdOf } from './api-key-token';
import { API_KEY_REVOKED } from './key-grant';
import { countKeyCall } from './rate-limit';

// `Authorization: Bearer pl_live_…` is checked here, before the handler, since it needs the
// database (requireIdentity is synchronous): one indexed lookup of the key's credential by its
// public id, a constant-time compare of the hash, the key's call counted against its rate limit,
// and last_used_at stamped on the first call of each minute. The key's permissions and
// restrictions are read by withOrg in the request's own transaction (key-grant.ts).
//
// A key is admitted only on its organization's API, `/api/orgs/:orgId/…`; everywhere else
// (`/auth`, the identity-only and sudo endpoints) requireIdentity refuses it with 401. These
// organization routes refuse keys too: a key never makes keys, nor delegate tokens.
const ORG_ROUTES = '/api/orgs/:orgId/';
const KEYLESS_ROUTES = ['/api/orgs/:orgId/api-keys', '/api/orgs/:orgId/delegate-tokens'];

const refused = () => ApiError.unauthorized(API_KEY_REVOKED, 'auth/invalid-api-key');

function keyOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token && looksLikeApiKey(token) ? token : null;
}

const admitsKeys = (url: string | undefined) =>
  url !== undefined && url.startsWith(ORG_ROUTES) && !KEYLESS_ROUTES.some((route) => url.startsWith(route));

async function checkKey(ctx: AppContext, request: FastifyRequest, key: string): Promise<void> {
  const publicId = publicIdOf(key);
  const found = publicId
    ? await ctx.db
        .selectFrom('api_key_credentials')
        .select(['key_id', 'org_id', 'created_by', 'token_hash'])
        .where('public_id', '=', publicId)
        .executeTakeFirst()
    : undefined;
  if (!publicId || !found || !matchesHash(key, found.token_hash)) throw refused();
  const { firstInWindow } = await countKeyCall(ctx.db, publicId, ctx.clock.now(), ctx.config.apiKeyRateLimit);
  const pathOrg = Number((request.params as { orgId?: unknown }).orgId);
  if (pathOrg !== found.org_id) throw ApiError.forbidden(NO_ORG_PERMISSION);
  if (firstInWindow) {
    await writeTenant(ctx.db, found.org_id, (trx) =>
      sql`update api_keys set last_used_at = now()
        where id = ${found.key_id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`.execute(trx),
    );
  }
  admitApiKey(request, { kind: 'api-key', userId: found.created_by, orgId: found.org_id, apiKeyId: found.key_id });
}

/** The onRequest hook that checks API keys on organization routes (see above). */
export function registerApiKeyAuth(app: App, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const key = keyOf(request);
    if (key && admitsKeys(request.routeOptions.url)) await checkKey(ctx, request, key);
  });
}
