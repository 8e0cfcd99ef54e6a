import { allocate, weekStartOf, type DayTimeOff } from './allocate';
import { dayFromIso, isoFromDay } from './civil';
import { sourceFlags, type FlagCode } from './flags';
import { resolvePayRule } from './overtime';
import { pairPunches, sortPunches } from './pairing';
import { DEFAULT_WATCH_WINDOW_SEC, resolveShiftSettings } from './settings';
import { buildShift, type BuiltShift, type ShiftContext } from './shift-build';
import { groupShifts, workDayOf } from './shift-grouping';
import type { TimecardInput } from './timecard-input';
import type { Timecard } from './timecard-types';
import { summarize } from './totals';
import { zoneClock } from './zone';

/**
 * Computes a worker's time card for a period: shifts, per-day and per-week totals, seconds and
 * amounts per pay code, flags and a trace. Deterministic; all day math in input.timeZone.
 */
export function computeTimecard(input: TimecardInput): Timecard {
  const clock = zoneClock(input.timeZone);
  const shift = resolveShiftSettings(input.settings);
  const rule = resolvePayRule(input.payRule ?? {});
  const fromDay = dayFromIso(input.period.start);
  const toDay = dayFromIso(input.period.end);
  if (toDay < fromDay) throw new RangeError('period.end is before period.start');
  const calcFrom = rule.byPayPeriod ? fromDay : weekStartOf(fromDay, rule.weekStartsOn);
  const calcTo = rule.byPayPeriod ? toDay : weekStartOf(toDay, rule.weekStartsOn) + 6;

  const punches = sortPunches(input.punches);
  const pairs = pairPunches(punches, shift.maxShiftSec);
  const ctx: ShiftContext = {
    clock,
    shift,
    overlap: input.payRule?.applyShiftOverlapTo ?? input.settings.applyShiftOverlapTo ?? 'start',
    rounding: input.roundingRules ?? [],
    breaks: input.breakRules ?? [],
    schedule: input.schedule
      ? input.schedule.map((s) => ({ shift: s, day: s.date ? dayFromIso(s.date) : workDayOf(s.start, shift.startsAtSec, clock) }))
      : null,
    flags: input.flagSettings ?? {},
    watch: input.flagSettings?.watchWindowSec ?? DEFAULT_WATCH_WINDOW_SEC,
    defaultPayClass: input.payClass ?? null,
    punches,
    rounded: punches.map((p) => p.at),
    punchFlags: punches.map((p) => sourceFlags(p, input.flagSettings)),
  };
  markMissed(pairs, punches, ctx.punchFlags, input.asOf, shift.maxShiftSec);
  const built: BuiltShift[] = groupShifts(pairs, shift, clock).map((g) => buildShift(g, ctx));

  const segments = built.flatMap((b) => b.segments).filter((s) => s.day >= calcFrom && s.day <= calcTo);
  const codes = new Map((input.payCodes ?? []).map((c) => [c.code, c]));
  const classes = new Map((input.payClasses ?? []).map((c) => [c.name, c]));
  const timeOff: DayTimeOff[] = (input.timeOff ?? []).map((t) => ({
    day: dayFromIso(t.date),
    seconds: Math.round(t.seconds),
    code: t.code,
    counts: codes.get(t.code)?.countsTowardOt === true,
  }));
  const counts = (c: string | null): boolean => (c === null ? true : classes.get(c)?.countsTowardOt !== false);
  const chunks = allocate(segments, timeOff, rule, counts, calcFrom, calcTo);
  return summarize({ input, clock, rule, fromDay, toDay, built, chunks, punches, ctx, codes, classes, period: {
    start: isoFromDay(fromDay), end: isoFromDay(toDay), startDay: fromDay, endDay: toDay, days: toDay - fromDay + 1,
  } });
}

function markMissed(
  pairs: ReturnType<typeof pairPunches>,
  punches: readonly { at: number }[],
  flags: FlagCode[][],
  asOf: number | undefined,
  maxShiftSec: number,
): void {
  const lastIdx = punches.length - 1;
  for (const p of pairs) {
    if (p.inIdx >= 0 && p.outIdx >= 0) continue;
    const idx = p.inIdx >= 0 ? p.inIdx : p.outIdx;
    const open = p.inIdx === lastIdx && asOf !== undefined && asOf - p.start < maxShiftSec && asOf >= p.start;
    if (!open) flags[idx]?.push('missed');
  }
}
