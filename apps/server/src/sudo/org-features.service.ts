import type { Fields } from '@punchline/contracts';
import { FEATURES, isFeature, type Feature } from '@punchline/domain';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';

/** Audit kind of the organization itself (its feature list, changed by support). */
export const ORGANIZATION_KIND = 'organization';
const AUDIT_FIELDS: Fields = { features: { type: 'textList', label: 'Features' } };

/**
 * Sets an organization's features (the whole list) as support user `userId`, audited in the
 * organization's trail as a sudo action. The organization's sessions and feature gates read the
 * list on every request (orgs/org-access.ts), so the change holds from the next one.
 */
export async function setOrgFeatures(db: Db, orgId: number, userId: number, wanted: readonly Feature[]): Promise<Feature[]> {
  // Stored in the domain's order, so the trail shows a change only when the set changes.
  const features = FEATURES.filter((f) => wanted.includes(f));
  return writeTenant(db, orgId, async (trx) => {
    const before = await trx.selectFrom('organizations').select('features').where('id', '=', orgId).forUpdate().executeTakeFirst();
    if (!before) throw ApiError.notFound();
    const was = FEATURES.filter((f) => before.features.filter(isFeature).includes(f));
    if (was.join() === features.join()) return features;
    await trx.updateTable('organizations').set({ features }).where('id', '=', orgId).execute();
    await recordAudit(trx, {
      orgId,
      actor: { type: 'sudo', id: userId },
      action: 'update',
      kind: ORGANIZATION_KIND,
      recordId: orgId,
      fields: AUDIT_FIELDS,
      before: { features: was },
      after: { features },
      associated: [],
    });
    return features;
  });
}
