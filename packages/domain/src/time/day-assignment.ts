import type { Segment } from './segments';
import { workDayOf } from './shift-grouping';
import type { OverlapTarget } from './types';
import type { ZoneClock } from './zone';

/**
 * Dates the spans of one shift (applyShiftOverlapTo): 'start' puts all on the shift's work
 * day, 'end' on the work day of its last second, 'split' cuts spans at each work-day boundary
 * (local shiftStartsAt, midnight by default) and dates each piece by its own work day.
 * The spans belong to the shift being built, so 'start' and 'end' set `day` in place (no copies).
 * @example 22:00–06:00 with split: 2 h on the first day, 6 h on the next.
 */
export function assignDays(
  segments: Segment[],
  shiftDay: number,
  overlap: OverlapTarget,
  startsAtSec: number,
  clock: ZoneClock,
): Segment[] {
  if (segments.length === 0) return segments;
  if (overlap === 'start' || overlap === 'end') {
    const day =
      overlap === 'end' ? Math.max(shiftDay, workDayOf((segments[segments.length - 1] as Segment).end - 1, startsAtSec, clock)) : shiftDay;
    for (let i = 0; i < segments.length; i++) (segments[i] as Segment).day = day;
    return segments;
  }
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as Segment;
    let start = s.start;
    let day = Math.max(shiftDay, workDayOf(start, startsAtSec, clock));
    while (start < s.end) {
      const boundary = clock.wallTime(day + 1, startsAtSec);
      const end = Math.min(s.end, boundary);
      if (end > start) out.push({ start, end, kind: s.kind, payClass: s.payClass, day });
      start = end;
      day += 1;
    }
  }
  return out;
}
