import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// Where a worker stands at a clock: their last punch (for auto punches and forgotten clock-outs)
// and the time they worked today (for the clock's confirmation screen).

/** A forgotten clock-out is asked about only this long (seconds) after the IN. */
export const STILL_IN_WINDOW_SEC = 7 * 24 * 3600;

export type LastPunch = { type: 'in' | 'out'; at: Date };

/** What the clock needs of the worker's punches before an instant: the last one, and today's. */
export type PunchesBefore = {
  last: LastPunch | null;
  /** From the evening before the instant's local day (a day's first pair may have started then) up to it, in order. */
  recent: LastPunch[];
};

/**
 * The worker's punches (not deleted) at or before an instant, in one statement: the last one
 * (for auto punches and forgotten clock-outs) and those of the instant's local day (for today's
 * hours), leaving out the submission's own (a concurrent retry may have just committed it: that
 * retry's answer is replayed instead). Only the last STILL_IN_WINDOW_SEC are read: an older last
 * punch counts as none wherever it is used (an IN that old is not "still in"), and a bounded range
 * of instants reads only the months it spans (punches are partitioned by month, docs/scaling.md).
 */
export async function punchesBefore(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  at: Date,
  clientId: string,
  timeZone: string,
): Promise<PunchesBefore> {
  const windowStart = new Date((dayBoundsOf(at.getTime() / 1000, timeZone).start - 24 * 3600) * 1000);
  const since = new Date(Math.min(windowStart.getTime(), at.getTime() - STILL_IN_WINDOW_SEC * 1000));
  const { rows } = await sql<LastPunch>`select type, at from punches
    where org_id = ${orgId} and employee_id = ${employeeId} and deleted_at is null and client_id <> ${clientId}
      and at <= ${at} and at >= ${since}
    order by at, id`.execute(trx);
  return { last: rows.at(-1) ?? null, recent: rows.filter((p) => p.at >= windowStart) };
}

/** The instant's local day in timeZone, as epoch seconds of its start and of the next day's. */
function dayBoundsOf(atSec: number, timeZone: string): { start: number; end: number } {
  const today = dayFromIso(localFromEpoch(Math.floor(atSec), timeZone).slice(0, 10));
  return {
    start: epochFromLocal(`${isoFromDay(today)}T00:00`, timeZone),
    end: epochFromLocal(`${isoFromDay(today + 1)}T00:00`, timeZone),
  };
}

/**
 * Seconds worked on the local day (in timeZone) of an instant, up to it, from the punches up to
 * it in order: each IN paired with the next OUT, clipped to the day. An IN still open counts until
 * the instant. Shifts crossing midnight count their part of today. The time card's rules
 * (rounding, breaks) are not applied: this is what the clock tells the worker, not what they are paid.
 */
export function secondsWorkedToday(punches: LastPunch[], atSec: number, timeZone: string): number {
  const day = dayBoundsOf(atSec, timeZone);
  const dayStart = day.start;
  const dayEnd = Math.min(day.end, atSec);
  let total = 0;
  let openAt: number | null = null;
  const add = (from: number, to: number) => {
    total += Math.max(0, Math.min(to, dayEnd) - Math.max(from, dayStart));
  };
  for (const p of punches) {
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
