import { authPolicySchema, orgIdParamsSchema, orgSettingsBodySchema } from '@punchline/contracts';
import { hasFeature } from '@punchline/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { requireOrgAccess } from './org-access';

const tags = ['organization settings'];
export const ENROL_FIRST = 'Turn on two-factor authentication for your own account before requiring it.';
export const PUNCH_CODES_OFF = 'Punch codes are not part of this organization’s plan.';

/** Organization login requirements and the settings call of SPEC section 7. */
export async function orgSettingsRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/auth-policy',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: z.object({ result: authPolicySchema }) } } },
    async (request) => {
      const { orgId } = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_org_users');
      const org = await db.selectFrom('organizations').select('require_two_factor').where('id', '=', orgId).executeTakeFirstOrThrow();
      return { result: { requireTwoFactor: org.require_two_factor } };
    },
  );

  // edit_org_users: those who manage who administers the organization decide how they sign in.
  app.put(
    '/orgs/:orgId/auth-policy',
    { schema: { tags, params: orgIdParamsSchema, body: authPolicySchema, response: { 200: z.object({ result: authPolicySchema }) } } },
    async (request) => {
      const access = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_org_users');
      const { requireTwoFactor } = request.body;
      if (requireTwoFactor) {
        // Nobody locks themselves out by requiring what they do not have.
        const totp = await db.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', access.userId).executeTakeFirst();
        if (!totp?.confirmed_at) throw ApiError.nonField(ENROL_FIRST);
      }
      await db.updateTable('organizations').set({ require_two_factor: requireTwoFactor }).where('id', '=', access.orgId).execute();
      return { result: { requireTwoFactor } };
    },
  );

  app.put(
    '/orgs/:orgId/settings',
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        body: orgSettingsBodySchema,
        response: { 200: z.object({ result: orgSettingsBodySchema }) },
      },
    },
    async (request) => {
      const access = await requireOrgAccess(db, requireIdentity(request, secrets.tokens), request.params.orgId, 'edit_settings');
      const { punchCodeMode } = request.body;
      const org = await db.selectFrom('organizations').select('features').where('id', '=', access.orgId).executeTakeFirstOrThrow();
      if (punchCodeMode !== 'disabled' && !hasFeature(org.features, 'punch_codes')) throw ApiError.forbidden(PUNCH_CODES_OFF);
      await db
        .updateTable('organizations')
        .set({ settings: sql`settings || ${JSON.stringify({ punchCodeMode })}::jsonb` })
        .where('id', '=', access.orgId)
        .execute();
      return { result: { punchCodeMode } };
    },
  );
}
