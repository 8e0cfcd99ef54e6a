import type { RawPair } from './pairing';
import type { ResolvedShiftSettings } from './settings';
import type { ZoneClock } from './zone';

/**
 * Pairs grouped into one shift, dated by its work day (a day number): the pairs are
 * pairs[from] … pairs[to - 1] of the list given to groupShifts (a range, not a copied list).
 */
export type GroupedShift = { day: number; start: number; from: number; to: number };

/** Work day holding an instant: day d runs from startsAt on d to startsAt on d + 1 (local wall time). */
export function workDayOf(t: number, startsAtSec: number, clock: ZoneClock): number {
  const d = clock.dayOf(t);
  return startsAtSec > 0 && t < clock.wallTime(d, startsAtSec) ? d - 1 : d;
}

/**
 * Groups pairs (sorted by start) into shifts.
 * Work-day mode: a pair continues the current shift unless its start is at or after the next
 * work-day boundary + late extension, inside the early window before that boundary, or
 * maxShift after the shift's first IN. Open mode: a shift takes every pair starting less than
 * the open window (openShiftMaxDuration, capped by maxShift) after its first IN.
 */
export function groupShifts(pairs: readonly RawPair[], s: ResolvedShiftSettings, clock: ZoneClock): GroupedShift[] {
  const shifts: GroupedShift[] = [];
  let cur: GroupedShift | null = null;
  let curEnd = 0; // boundary ending the current shift's work day
  for (let i = 0; i < pairs.length; i++) {
    const start = (pairs[i] as RawPair).start;
    if (cur && continues(cur, curEnd, start, s)) {
      cur.to = i + 1;
      continue;
    }
    const day = shiftDay(start, s, clock);
    cur = { day, start, from: i, to: i + 1 };
    curEnd = clock.wallTime(day + 1, s.startsAtSec);
    shifts.push(cur);
  }
  return shifts;
}

function continues(cur: GroupedShift, dayEnd: number, t: number, s: ResolvedShiftSettings): boolean {
  if (s.open) return t - cur.start < s.openMaxSec;
  if (t - cur.start >= s.maxShiftSec) return false;
  if (t >= dayEnd + s.lateSec) return false;
  return !(s.earlySec > 0 && t >= dayEnd - s.earlySec && t < dayEnd);
}

function shiftDay(t: number, s: ResolvedShiftSettings, clock: ZoneClock): number {
  if (s.open && s.openByFirstIn) return clock.dayOf(t);
  const day = workDayOf(t, s.startsAtSec, clock);
  if (!s.open && s.earlySec > 0 && t >= clock.wallTime(day + 1, s.startsAtSec) - s.earlySec) return day + 1;
  return day;
}
