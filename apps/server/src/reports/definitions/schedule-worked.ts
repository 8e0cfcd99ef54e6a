import type { Shift } from '@punchline/domain';
import type { ReportRun } from '../report-definition';
import { cachedCards } from '../report-cards';
import { payPeriodsOf } from '../report-range';
import type { ScheduleFacts } from './schedule-facts';

// What the workers did against their published shifts, read from the same cached time cards the
// time card screen shows (brought up to date first): each worked shift with the scheduled shift
// the engine matched it to, and the actual instant of its first IN (before rounding, which may
// snap an arrival to the scheduled start and so hide lateness).

export type WorkedShift = Shift & {
  /** When the first IN was punched (epoch seconds), null when the shift lacks its first IN. */
  arrived: number | null;
};

/** Each worker's worked shifts over the pay periods holding the range, oldest first. */
export async function workedShifts(
  r: ReportRun,
  facts: Pick<ScheduleFacts, 'inputs' | 'range'>,
  employeeIds: readonly number[],
): Promise<Map<number, WorkedShift[]>> {
  const periods = payPeriodsOf(facts.inputs, facts.range);
  const out = new Map<number, WorkedShift[]>(employeeIds.map((id) => [id, []]));
  for (const [i, period] of periods.entries()) {
    const cards = await cachedCards(r.trx, r.orgId, facts.inputs, period, employeeIds, r.now, (f) => r.progress((i + f) / periods.length));
    for (const [employeeId, card] of cards) {
      const punchAt = new Map(card.punches.map((p) => [p.id, p.at]));
      const mine = out.get(employeeId)!;
      for (const shift of card.shifts) {
        const firstIn = shift.pairs[0]?.in ?? null;
        mine.push({ ...shift, arrived: firstIn === null ? null : (punchAt.get(firstIn) ?? null) });
      }
    }
  }
  return out;
}

/** Whether any punch pair of the worked shifts lies in [start, end) (a lone IN counts at its instant). */
export function punchedDuring(worked: readonly WorkedShift[], start: number, end: number): boolean {
  return worked.some((w) => w.pairs.some((p) => p.start < end && Math.max(p.end, p.start + 1) > start));
}
