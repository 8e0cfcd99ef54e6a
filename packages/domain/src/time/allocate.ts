import { weekdayOf } from './civil';
import { nextSlice, type Counters, type ResolvedPayRule, type Slice } from './overtime';
import type { Segment } from './segments';
import type { TraceReason } from './timecard-types';
import type { PayClass } from './types';

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

/** Whether a span's pay class counts toward overtime (no class: it counts). */
function counts(classes: ReadonlyMap<string, PayClass>, payClass: string | null): boolean {
  return payClass === null || classes.get(payClass)?.countsTowardOt !== false;
}

function byDayThenStart(a: Segment, b: Segment): number {
  return a.day - b.day || a.start - b.start;
}

/** Segments in (day, start) order. Shifts usually arrive in that order, so the copy and sort are skipped then. */
function ordered(segments: readonly Segment[]): readonly Segment[] {
  for (let i = 1; i < segments.length; i++) {
    if (byDayThenStart(segments[i - 1] as Segment, segments[i] as Segment) > 0) return [...segments].sort(byDayThenStart);
  }
  return segments;
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
  classes: ReadonlyMap<string, PayClass>,
  fromDay: number,
  toDay: number,
): Chunk[] {
  const sorted = ordered(segments);
  const worked = new Array<number>(Math.max(0, toDay - fromDay + 1)).fill(0);
  for (let k = 0; k < sorted.length; k++) {
    const s = sorted[k] as Segment;
    if (s.end > s.start && s.day >= fromDay && s.day <= toDay) worked[s.day - fromDay] = 1;
  }
  const out: Chunk[] = [];
  const c: Counters = { day: 0, week: 0 };
  const slice: Slice = { code: '', reason: 'regular', seconds: 0, countsWeek: false };
  let run = 0;
  let i = 0;
  while (i < sorted.length && (sorted[i] as Segment).day < fromDay) i++;
  for (let day = fromDay; day <= toDay; day++) {
    const weekStart = weekStartOf(day, r.weekStartsOn) === day;
    if (weekStart) run = 0;
    if (day === fromDay || (weekStart && !r.byPayPeriod)) c.week = 0;
    run = worked[day - fromDay] === 1 ? run + 1 : 0;
    const consecutive = r.consecutive !== null && run >= r.consecutive;
    c.day = 0;
    for (let k = 0; k < timeOff.length; k++) {
      const t = timeOff[k] as DayTimeOff;
      if (t.day !== day || t.seconds <= 0) continue;
      out.push({ day, start: 0, end: t.seconds, code: t.code, reason: 'timeOff', payClass: null, kind: 'timeOff' });
      if (t.counts) c.week += t.seconds;
    }
    for (; i < sorted.length && (sorted[i] as Segment).day === day; i++) {
      const s = sorted[i] as Segment;
      const kind = s.kind === 1 ? 'paidBreak' : 'work';
      if (!counts(classes, s.payClass)) {
        if (s.end > s.start)
          out.push({ day: s.day, start: s.start, end: s.end, code: r.regular, reason: 'notCounted', payClass: s.payClass, kind });
        continue;
      }
      for (let t = s.start; t < s.end; t += slice.seconds) {
        nextSlice(r, c, consecutive, s.end - t, slice);
        out.push({ day: s.day, start: t, end: t + slice.seconds, code: slice.code, reason: slice.reason, payClass: s.payClass, kind });
        c.day += slice.seconds;
        if (slice.countsWeek) c.week += slice.seconds;
      }
    }
  }
  return out;
}
