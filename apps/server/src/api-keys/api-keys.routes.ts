import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeyResultSchema,
  apiKeyRevokeSchema,
  orgIdParamsSchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { createApiKey, requireApiFeatures, revokeApiKey } from './api-keys.service';
import { listApiKeys } from './api-keys.store';

const tags = ['api keys'];
const need = (mode: 'read' | 'write') => ({ mode, permission: 'edit_settings' as const });

/**
 * Settings → Integrations → API Keys: list, create (the secret answered once), revoke. All need
 * edit_settings and the features integration and api; API keys themselves are refused here
 * (api-key-auth.ts), so a key never makes or revokes keys.
 */
export async function apiKeysRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;

  app.get(
    '/orgs/:orgId/api-keys',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: apiKeyListSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const results = await withOrg(db, identity, request.params.orgId, need('read'), (trx, access) => {
        requireApiFeatures(access);
        return listApiKeys(trx, access.orgId);
      });
      return { results };
    },
  );

  app.post(
    '/orgs/:orgId/api-keys',
    {
      schema: {
        tags,
        description: 'Creates a key. The answer holds its secret, the only time it is sent: only its SHA-256 hash is kept.',
        params: orgIdParamsSchema,
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request, secrets.tokens);
      const result = await withOrg(db, identity, request.params.orgId, need('write'), (trx, access) =>
        createApiKey(trx, access, actorOf(identity, access), request.body),
      );
      return reply.status(201).send({ result });
    },
  );

  app.post(
    '/orgs/:orgId/api-keys/:id/revoke',
    {
      schema: {
        tags,
        description: 'Revokes a key: the next call made with it is refused (401).',
        params: apiKeyParamsSchema,
        body: apiKeyRevokeSchema,
        response: { 200: apiKeyResultSchema },
      },
    },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { orgId, id } = request.params;
      const result = await withOrg(db, identity, orgId, need('write'), (trx, access) =>
        revokeApiKey(trx, access, actorOf(identity, access), id, request.body.version),
      );
      return { result };
    },
  );
}
