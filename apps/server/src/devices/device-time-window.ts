import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { periodStartOf, type PeriodContext } from '../punches/punch-periods';
import { closedPeriods } from '../timecards/pay-periods.service';
import { DeviceRefusal } from './refusal';

// How old a clock's punch may be when it arrives (docs/device-api.md "Time"): an offline queue is
// days old at most, a clock reset to 1900 is wrong. The organization sets the window (clock
// defaults, offlinePunchMaxDays); it never reaches back past the first open pay period, whose
// predecessors payroll has already closed.

export const DEVICE_TIME_TOO_OLD = 'device_time_too_old';

export const olderThanWindow = (days: number, sent: string) =>
  `This punch's time (${sent}) is more than ${days} days ago: it cannot be recorded. Check the clock's date and time, or ask your supervisor to add the punch.`;

export const beforeOpenPeriod = (sent: string, firstOpenDay: string) =>
  `This punch's time (${sent}) is before the first open pay period (from ${firstOpenDay}): it cannot be recorded. Ask your supervisor.`;

/** The first day after the latest closed (locked or finalized) pay period that ended before today, if any. */
async function firstOpenDay(trx: TenantTx, orgId: number, today: string): Promise<string | null> {
  const row = await trx
    .selectFrom('pay_period_states')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('org_id', '=', orgId)
    .where('period_end', '<', today)
    .executeTakeFirst();
  return row?.end ? isoFromDay(dayFromIso(String(row.end)) + 1) : null;
}

/**
 * Refuses (400 device_time_too_old) a punch instant (epoch ms) older than maxDays before receipt,
 * or in an open pay period before the first open one that follows every closed one. Checked before anything reads the instant as a local date:
 * a year-0 time is refused here, not failed on later.
 */
export async function assertRecentEnough(
  trx: TenantTx,
  orgId: number,
  check: { atMs: number; receivedAtMs: number; sent: string; maxDays: number; periods: PeriodContext; employeeId: number },
): Promise<void> {
  const { atMs, receivedAtMs, sent, maxDays, periods, employeeId } = check;
  if (!(atMs >= receivedAtMs - maxDays * 24 * 3600 * 1000))
    throw new DeviceRefusal(400, olderThanWindow(maxDays, sent), DEVICE_TIME_TOO_OLD, employeeId);
  // A punch in the current pay period or later is after every closed one: nothing to read. That
  // is nearly every punch, so the pay period states are read only for an older one.
  const atSec = Math.floor(atMs / 1000);
  const receivedSec = Math.floor(receivedAtMs / 1000);
  if (periodStartOf(periods, atSec) >= periodStartOf(periods, receivedSec)) return;
  const today = localFromEpoch(receivedSec, periods.timeZone).slice(0, 10);
  const open = await firstOpenDay(trx, orgId, today);
  if (open === null || atMs >= epochFromLocal(`${open}T00:00`, periods.timeZone) * 1000) return;
  // In a closed period itself: the lock's own answer (PERIOD_CLOSED) says more.
  const closed = await closedPeriods(trx, orgId, [periodStartOf(periods, atSec)]);
  if (closed.size === 0) throw new DeviceRefusal(400, beforeOpenPeriod(sent, open), DEVICE_TIME_TOO_OLD, employeeId);
}
