import { DEFAULT_SESSION_SETTINGS, hasFeature, isFeature } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Whether an organization may use health and safety (SPEC section 6: healthAndSafetyEnabled, "needs
// credentials or briefings"): the credential feature with credentialsEnabled, or the briefing
// feature with enableBriefings, both kept in the organization's settings.

export const HEALTH_OFF =
  'Health and safety needs credentials or briefings in use in this organization. Switch one on in Settings → Users first.';

export async function healthInUse(trx: TenantTx, orgId: number): Promise<boolean> {
  const org = await trx.selectFrom('organizations').select(['features', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const s = { ...DEFAULT_SESSION_SETTINGS, ...((org.settings ?? {}) as Record<string, unknown>) };
  const features = org.features.filter(isFeature);
  return (
    (hasFeature(features, 'credential') && s.credentialsEnabled === true) ||
    (hasFeature(features, 'briefing') && s.enableBriefings === true)
  );
}

/** Refuses (403) when the organization cannot use health and safety. */
export async function requireHealth(trx: TenantTx, orgId: number): Promise<void> {
  if (!(await healthInUse(trx, orgId))) throw ApiError.forbidden(HEALTH_OFF);
}

/** The same rule inside a statement, over `organizations o` (the clock's one-statement checks). */
export const HEALTH_IN_USE_SQL = sql`(('credential' = any(o.features) and coalesce((o.settings->>'credentialsEnabled')::boolean, false))
  or ('briefing' = any(o.features) and coalesce((o.settings->>'enableBriefings')::boolean, false)))`;
