import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Whether an organization runs attendance discipline (SPEC section 6 derived flag
// disciplineEnabled: the discipline feature and disciplineEnabled of Settings → Attendance →
// Defaults, kept in the organization's settings). Every discipline call but the defaults refuses
// without it; the console hides the screens by the same flag.

export const DISCIPLINE_OFF = 'Attendance discipline is not in use in this organization. Switch it on in Settings → Attendance → Defaults.';

export type DisciplineSettings = { enabled: boolean; lookBackDays: number; showPointsAtClock: boolean };

export const DEFAULT_LOOK_BACK_DAYS = 365;

export async function disciplineSettingsOf(trx: TenantTx, orgId: number): Promise<DisciplineSettings> {
  const org = await trx.selectFrom('organizations').select(['features', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  const lookBack = Number(settings.lookBackDays);
  return {
    enabled: hasFeature(org.features.filter(isFeature), 'discipline') && settings.disciplineEnabled === true,
    lookBackDays: Number.isInteger(lookBack) && lookBack > 0 ? lookBack : DEFAULT_LOOK_BACK_DAYS,
    showPointsAtClock: settings.showPointsAtClock !== false,
  };
}

/** Refuses (403) when the organization does not run discipline. */
export async function requireDiscipline(trx: TenantTx, orgId: number): Promise<DisciplineSettings> {
  const settings = await disciplineSettingsOf(trx, orgId);
  if (!settings.enabled) throw ApiError.forbidden(DISCIPLINE_OFF);
  return settings;
}
