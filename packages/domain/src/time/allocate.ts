import { weekdayOf } from './civil';
import { nextSlice, type Counters, type ResolvedPayRule } from './overtime';
import type { Segment } from './segments';
import type { TraceReason } from './timecard-types';

/** Paid time allocated to one pay code by one rule. */
export type Chunk = {
  day: number;
  start: number;
  end: number;
  code: string;
  reason: TraceReason;
  payClass: string | null;
  kind: 'work' | 'paidBreak' | 'timeOff';
};

export type DayTimeOff = { day: number; seconds: number; code: string; counts: boolean };

/** First day of the workweek holding `day` (weekStartsOn 1 = Sunday … 7 = Saturday). */
export function weekStartOf(day: number, weekStartsOn: number): number {
  return day - ((weekdayOf(day) - (weekStartsOn - 1) + 7) % 7);
}

/**
 * Allocates paid time of days [fromDay, toDay] to pay codes, day by day in time order: time
 * off first (counting toward the weekly threshold when its code says so), then work spans.
 * Weekly counters restart each workweek, or never inside the range when by pay period.
 * Spans of pay classes that do not count toward overtime are regular and count nowhere.
 */
export function allocate(
  segments: readonly Segment[],
  timeOff: readonly DayTimeOff[],
  r: ResolvedPayRule,
  counts: (payClass: string | null) => boolean,
  fromDay: number,
  toDay: number,
): Chunk[] {
  const sorted = [...segments].sort((a, b) => a.day - b.day || a.start - b.start);
  const worked = new Set<number>();
  for (const s of sorted) if (s.end > s.start) worked.add(s.day);
  const out: Chunk[] = [];
  const c: Counters = { day: 0, week: 0 };
  let run = 0;
  let i = 0;
  while (i < sorted.length && (sorted[i] as Segment).day < fromDay) i++;
  for (let day = fromDay; day <= toDay; day++) {
    const weekStart = weekStartOf(day, r.weekStartsOn) === day;
    if (weekStart) run = 0;
    if (day === fromDay || (weekStart && !r.byPayPeriod)) c.week = 0;
    run = worked.has(day) ? run + 1 : 0;
    const consecutive = r.consecutive !== null && run >= r.consecutive;
    c.day = 0;
    for (const t of timeOff) {
      if (t.day !== day || t.seconds <= 0) continue;
      out.push({ day, start: 0, end: t.seconds, code: t.code, reason: 'timeOff', payClass: null, kind: 'timeOff' });
      if (t.counts) c.week += t.seconds;
    }
    for (; i < sorted.length && (sorted[i] as Segment).day === day; i++) {
      allocateSegment(sorted[i] as Segment, r, c, consecutive, counts, out);
    }
  }
  return out;
}

function allocateSegment(
  s: Segment,
  r: ResolvedPayRule,
  c: Counters,
  consecutive: boolean,
  counts: (payClass: string | null) => boolean,
  out: Chunk[],
): void {
  const kind = s.kind === 1 ? 'paidBreak' : 'work';
  if (!counts(s.payClass)) {
    if (s.end > s.start) out.push({ day: s.day, start: s.start, end: s.end, code: r.regular, reason: 'notCounted', payClass: s.payClass, kind });
    return;
  }
  let t = s.start;
  while (t < s.end) {
    const slice = nextSlice(r, c, consecutive, s.end - t);
    out.push({ day: s.day, start: t, end: t + slice.seconds, code: slice.code, reason: slice.reason, payClass: s.payClass, kind });
    t += slice.seconds;
    c.day += slice.seconds;
    if (slice.countsWeek) c.week += slice.seconds;
  }
}
