import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Whether an organization uses briefings (SPEC section 6 derived flag briefingsEnabled: the
// briefing feature and enableBriefings of Settings → Users → Briefing Defaults, kept in the
// organization's settings).

export const BRIEFINGS_OFF = 'Briefings are not in use in this organization. Switch them on in Settings → Users → Briefing Defaults.';

export async function briefingsOn(trx: TenantTx, orgId: number): Promise<boolean> {
  const org = await trx.selectFrom('organizations').select(['features', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  return hasFeature(org.features.filter(isFeature), 'briefing') && settings.enableBriefings === true;
}

/** Refuses (403) when the organization does not use briefings. */
export async function requireBriefings(trx: TenantTx, orgId: number): Promise<void> {
  if (!(await briefingsOn(trx, orgId))) throw ApiError.forbidden(BRIEFINGS_OFF);
}
