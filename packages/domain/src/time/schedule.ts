import type { FlagCode } from './flags';
import type { FlagSettings, ScheduledShift } from './types';

/** A scheduled shift with its work day resolved. */
export type DatedSchedule = { shift: ScheduledShift; day: number };

export type ScheduleMatch = {
  matched: DatedSchedule | null;
  shiftFlags: FlagCode[];
  inFlags: FlagCode[];
  outFlags: FlagCode[];
};

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
): ScheduleMatch {
  const none: ScheduleMatch = { matched: null, shiftFlags: [], inFlags: [], outFlags: [] };
  if (!schedule) return none;
  let best: DatedSchedule | null = null;
  let bestOverlap = -1;
  let candidates = 0;
  for (const s of schedule) {
    const lo = Math.max(start, s.shift.start - watch);
    const hi = Math.min(Math.max(end, start + 1), s.shift.end + watch);
    if (hi <= lo) continue;
    candidates += 1;
    if (hi - lo > bestOverlap) [best, bestOverlap] = [s, hi - lo];
  }
  if (!best) return { ...none, shiftFlags: ['out_of_shift'] };
  const shiftFlags: FlagCode[] = [];
  if (best.day < day) shiftFlags.push('prior_shift');
  if (best.day > day) shiftFlags.push('next_shift');
  if (candidates > 1) shiftFlags.push('multi_shift');
  const inFlags: FlagCode[] = [];
  if (start < best.shift.start - (f.startEarlyGraceSec ?? 0)) inFlags.push('started_early');
  if (start > best.shift.start + (f.startLateGraceSec ?? 0)) inFlags.push('started_late');
  const outFlags: FlagCode[] = [];
  if (end < best.shift.end - (f.leaveEarlyGraceSec ?? 0)) outFlags.push('left_early');
  if (end > best.shift.end + (f.leaveLateGraceSec ?? 0)) outFlags.push('left_late');
  return { matched: best, shiftFlags, inFlags, outFlags };
}
