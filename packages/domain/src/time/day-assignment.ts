import type { Segment } from './segments';
import { workDayOf } from './shift-grouping';
import type { OverlapTarget } from './types';
import type { ZoneClock } from './zone';

/**
 * Dates the spans of one shift (applyShiftOverlapTo): 'start' puts all on the shift's work
 * day, 'end' on the work day of its last second, 'split' cuts spans at each work-day boundary
 * (local shiftStartsAt, midnight by default) and dates each piece by its own work day.
 * @example 22:00–06:00 with split: 2 h on the first day, 6 h on the next.
 */
export function assignDays(
  segments: readonly Segment[],
  shiftDay: number,
  overlap: OverlapTarget,
  startsAtSec: number,
  clock: ZoneClock,
): Segment[] {
  if (segments.length === 0) return [];
  if (overlap === 'start') return segments.map((s) => ({ ...s, day: shiftDay }));
  if (overlap === 'end') {
    const last = (segments[segments.length - 1] as Segment).end;
    const day = Math.max(shiftDay, workDayOf(last - 1, startsAtSec, clock));
    return segments.map((s) => ({ ...s, day }));
  }
  const out: Segment[] = [];
  for (const s of segments) {
    let start = s.start;
    let day = Math.max(shiftDay, workDayOf(start, startsAtSec, clock));
    while (start < s.end) {
      const boundary = clock.wallTime(day + 1, startsAtSec);
      const end = Math.min(s.end, boundary);
      if (end > start) out.push({ ...s, start, end, day });
      start = end;
      day += 1;
    }
  }
  return out;
}
