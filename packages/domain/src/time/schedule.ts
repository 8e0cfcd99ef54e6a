import { FLAG_BIT } from './flags';
import type { FlagSettings, ScheduledShift } from './types';

/** A scheduled shift with its work day resolved. */
export type DatedSchedule = { shift: ScheduledShift; day: number };

/** Flags are bit masks (FLAG_BIT) so the caller can OR them into punch and shift masks without lists. */
export type ScheduleMatch = {
  matched: DatedSchedule | null;
  shiftFlags: number;
  inFlags: number;
  outFlags: number;
};

// Shared answer when schedules are off: read-only, so one object serves every shift.
const NONE: Readonly<ScheduleMatch> = { matched: null, shiftFlags: 0, inFlags: 0, outFlags: 0 };

/**
 * Matches a worked shift [start, end) (actual times) to the schedule: candidates are scheduled
 * shifts whose span widened by the watch window intersects it; the one with the largest
 * overlap of that widened span wins (earliest on ties).
 */
export function matchSchedule(
  start: number,
  end: number,
  day: number,
  schedule: readonly DatedSchedule[] | null,
  f: FlagSettings,
  watch: number,
): Readonly<ScheduleMatch> {
  if (!schedule) return NONE;
  let best: DatedSchedule | null = null;
  let bestOverlap = -1;
  let candidates = 0;
  for (const s of schedule) {
    const lo = Math.max(start, s.shift.start - watch);
    const hi = Math.min(Math.max(end, start + 1), s.shift.end + watch);
    if (hi <= lo) continue;
    candidates += 1;
    if (hi - lo > bestOverlap) {
      best = s;
      bestOverlap = hi - lo;
    }
  }
  if (!best) return { matched: null, shiftFlags: FLAG_BIT.out_of_shift, inFlags: 0, outFlags: 0 };
  let shiftFlags = 0;
  if (best.day < day) shiftFlags |= FLAG_BIT.prior_shift;
  if (best.day > day) shiftFlags |= FLAG_BIT.next_shift;
  if (candidates > 1) shiftFlags |= FLAG_BIT.multi_shift;
  let inFlags = 0;
  if (start < best.shift.start - (f.startEarlyGraceSec ?? 0)) inFlags |= FLAG_BIT.started_early;
  if (start > best.shift.start + (f.startLateGraceSec ?? 0)) inFlags |= FLAG_BIT.started_late;
  let outFlags = 0;
  if (end < best.shift.end - (f.leaveEarlyGraceSec ?? 0)) outFlags |= FLAG_BIT.left_early;
  if (end > best.shift.end + (f.leaveLateGraceSec ?? 0)) outFlags |= FLAG_BIT.left_late;
  return { matched: best, shiftFlags, inFlags, outFlags };
}
