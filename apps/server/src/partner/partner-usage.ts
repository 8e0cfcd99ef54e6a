import type { Db } from '../db/database';
import { readTenant } from '../db/tenant';
import { activeDeviceCount } from '../devices-admin/pairing-codes.service';
import { userCounts } from '../orgs/orgs.service';

export type OrgUsage = { activeWorkers: number; activeDevices: number; lastPunchAt: string | null; punchesLast30Days: number };

const ACTIVITY_DAYS = 30;

/**
 * Seats used and activity of one organization. Workers, clocks and punches are tenant rows that
 * row-level security shows only inside the organization's own transaction, so each organization is
 * read in its own read-only tenant transaction (a page of the partner list is at most 100).
 */
export function orgUsage(db: Db, orgId: number, now: number): Promise<OrgUsage> {
  return readTenant(db, orgId, async (trx) => {
    const since = new Date(now - ACTIVITY_DAYS * 86_400_000);
    // Both read punches_org_at_idx (migration 0073): the newest one, and one month's range.
    const punches = trx.selectFrom('punches').where('org_id', '=', orgId).where('deleted_at', 'is', null);
    const [counts, activeDevices, last, recent] = await Promise.all([
      userCounts(trx, orgId),
      activeDeviceCount(trx, orgId),
      punches.select('at').orderBy('at', 'desc').limit(1).executeTakeFirst(),
      punches
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('at', '>=', since)
        .where('at', '<=', new Date(now))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      activeWorkers: counts.workers,
      activeDevices,
      lastPunchAt: last ? new Date(last.at).toISOString() : null,
      punchesLast30Days: Number(recent.n),
    };
  });
}
