import {
  authPolicyAnswerSchema,
  authPolicySchema,
  orgIdParamsSchema,
  orgSettingsAnswerSchema,
  orgSettingsBodySchema,
} from '@punchline/contracts';
import { hasFeature } from '@punchline/domain';
import { sql } from 'kysely';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { withOrg } from './org-access';

const tags = ['organization settings'];
export const ENROL_FIRST = 'Turn on two-factor authentication for your own account before requiring it.';
export const PUNCH_CODES_OFF = 'Punch codes are not part of this organization’s plan.';
export const ENTRY_STATES_OFF = 'Entry states are not part of this organization’s plan.';

/** Organization login requirements and the settings call of SPEC section 7. */
export async function orgSettingsRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/auth-policy',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: authPolicyAnswerSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const org = await withOrg(db, identity, request.params.orgId, { mode: 'read', permission: 'edit_org_users' }, (trx, { orgId }) =>
        trx.selectFrom('organizations').select('require_two_factor').where('id', '=', orgId).executeTakeFirstOrThrow(),
      );
      return { result: { requireTwoFactor: org.require_two_factor } };
    },
  );

  // edit_org_users: those who manage who administers the organization decide how they sign in.
  app.put(
    '/orgs/:orgId/auth-policy',
    { schema: { tags, params: orgIdParamsSchema, body: authPolicySchema, response: { 200: authPolicyAnswerSchema } } },
    async (request) => {
      const { requireTwoFactor } = request.body;
      const need = { mode: 'write', permission: 'edit_org_users' } as const;
      await withOrg(db, requireIdentity(request, secrets.tokens), request.params.orgId, need, async (trx, access) => {
        if (requireTwoFactor) {
          // Nobody locks themselves out by requiring what they do not have.
          const totp = await trx.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', access.userId).executeTakeFirst();
          if (!totp?.confirmed_at) throw ApiError.nonField(ENROL_FIRST);
        }
        await trx.updateTable('organizations').set({ require_two_factor: requireTwoFactor }).where('id', '=', access.orgId).execute();
      });
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
        response: { 200: orgSettingsAnswerSchema },
      },
    },
    async (request) => {
      // Only the switches sent change (each is optional, at least one is sent).
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const { punchCodeMode, entryStateEnabled, entryStateExportPrompt } = request.body;
      const need = { mode: 'write', permission: 'edit_settings' } as const;
      await withOrg(db, requireIdentity(request, secrets.tokens), request.params.orgId, need, async (trx, access) => {
        const turnsOn = punchCodeMode !== undefined && punchCodeMode !== 'disabled';
        if (turnsOn && !hasFeature(access.features, 'punch_codes')) throw ApiError.forbidden(PUNCH_CODES_OFF);
        if (entryStateEnabled && !hasFeature(access.features, 'entry_state')) throw ApiError.forbidden(ENTRY_STATES_OFF);
        await trx
          .updateTable('organizations')
          .set({ settings: sql`settings || ${JSON.stringify(changes)}::jsonb` })
          .where('id', '=', access.orgId)
          .execute();
      });
      return { result: { punchCodeMode, entryStateEnabled, entryStateExportPrompt } };
    },
  );
}
