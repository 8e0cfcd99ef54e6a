import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';

// Where a worker stands at a clock: their last punch (for auto punches and forgotten clock-outs)
// and the time they worked today (for the clock's confirmation screen).

/** A forgotten clock-out is asked about only this long (seconds) after the IN. */
export const STILL_IN_WINDOW_SEC = 7 * 24 * 3600;

export type LastPunch = { type: 'in' | 'out'; at: Date };

/**
 * Holds the worker's row until the transaction ends, so a clock's in/out decision for them is made
 * one at a time: a second clock sending at once waits here, then reads the first one's punch
 * (each statement reads what is committed when it starts). NO KEY UPDATE, not UPDATE: the worker's
 * other writes (a punch added in the console, a time card approval) need only KEY SHARE and go on.
 */
export async function lockWorkerState(trx: TenantTx, orgId: number, employeeId: number): Promise<void> {
  await trx
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', employeeId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The worker's last punch (not deleted) at or before an instant, leaving out the submission's own
 * (a concurrent retry may have just committed it: that retry's answer is replayed instead).
 */
export async function lastPunchBefore(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  at: Date,
  clientId: string,
): Promise<LastPunch | null> {
  const row = await trx
    .selectFrom('punches')
    .select(['type', 'at'])
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null)
    .where('at', '<=', at)
    .where('client_id', '<>', clientId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Seconds worked on the local day (in timeZone) of an instant, up to it: each IN paired with the
 * next OUT, clipped to the day. An IN still open counts until the instant. Shifts crossing
 * midnight count their part of today. The time card's rules (rounding, breaks) are not applied:
 * this is what the clock tells the worker, not what they are paid.
 */
export async function secondsWorkedToday(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  atSec: number,
  timeZone: string,
): Promise<number> {
  const today = dayFromIso(localFromEpoch(Math.floor(atSec), timeZone).slice(0, 10));
  const dayStart = epochFromLocal(`${isoFromDay(today)}T00:00`, timeZone);
  const dayEnd = Math.min(epochFromLocal(`${isoFromDay(today + 1)}T00:00`, timeZone), atSec);
  const rows = await trx
    .selectFrom('punches')
    .select(['type', 'at'])
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null)
    // A day's first pair may have started the evening before.
    .where('at', '>=', new Date((dayStart - 24 * 3600) * 1000))
    .where('at', '<=', new Date(atSec * 1000))
    .orderBy('at')
    .orderBy('id')
    .execute();
  let total = 0;
  let openAt: number | null = null;
  const add = (from: number, to: number) => {
    total += Math.max(0, Math.min(to, dayEnd) - Math.max(from, dayStart));
  };
  for (const p of rows) {
    const at = p.at.getTime() / 1000;
    if (p.type === 'in') openAt = at;
    else if (openAt !== null) {
      add(openAt, at);
      openAt = null;
    }
  }
  if (openAt !== null) add(openAt, dayEnd);
  return Math.round(total);
}
