import { allocate, weekStartOf, type DayTimeOff } from './allocate';
import { orderBreakRules } from './break-matching';
import { dayFromIso, isoFromDay } from './civil';
import { DEFAULT_OFFLINE_TOLERANCE_SEC, FLAG_BIT, sourceFlagMask } from './flags';
import { resolvePayRule } from './overtime';
import { pairPunches, sortPunches, type RawPair } from './pairing';
import type { DatedSchedule } from './schedule';
import type { Segment } from './segments';
import { DEFAULT_WATCH_WINDOW_SEC, resolveShiftSettings } from './settings';
import { buildShift, roundingTable, type BuiltShift, type ShiftContext } from './shift-build';
import { engineInstant, wholeSecondPunches, wholeSecondSchedule } from './instants';
import { groupShifts, workDayOf } from './shift-grouping';
import type { TimecardInput } from './timecard-input';
import type { Timecard } from './timecard-types';
import { summarize } from './totals';
import type { PayClass, PayCode, Punch } from './types';
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

  // Whole seconds only (instants.ts): a punch with milliseconds must not take the card down.
  const punches = sortPunches(wholeSecondPunches(input.punches));
  const pairs = pairPunches(punches, shift.maxShiftSec);
  // Per-punch state lives in flat arrays indexed like the sorted punches (flags as FLAG_BIT masks).
  const tolerance = input.flagSettings?.offlineToleranceSec ?? DEFAULT_OFFLINE_TOLERANCE_SEC;
  const rounded = new Array<number>(punches.length);
  const punchFlags = new Array<number>(punches.length);
  for (let i = 0; i < punches.length; i++) {
    const p = punches[i] as Punch;
    rounded[i] = p.at;
    punchFlags[i] = sourceFlagMask(p, tolerance);
  }
  const ctx: ShiftContext = {
    clock,
    shift,
    overlap: input.payRule?.applyShiftOverlapTo ?? input.settings.applyShiftOverlapTo ?? 'start',
    rounding: roundingTable(input.roundingRules ?? []),
    breaks: orderBreakRules(input.breakRules ?? []),
    schedule: input.schedule ? datedSchedule(input, shift.startsAtSec, clock) : null,
    flags: input.flagSettings ?? {},
    watch: input.flagSettings?.watchWindowSec ?? DEFAULT_WATCH_WINDOW_SEC,
    defaultPayClass: input.payClass ?? null,
    punches,
    rounded,
    punchFlags,
  };
  markMissed(pairs, punches.length - 1, punchFlags, engineInstant(input.asOf) ?? undefined, shift.maxShiftSec);
  const groups = groupShifts(pairs, shift, clock);
  const built: BuiltShift[] = [];
  const segments: Segment[] = [];
  for (const g of groups) {
    const b = buildShift(g, pairs, ctx);
    built.push(b);
    for (const seg of b.segments) if (seg.day >= calcFrom && seg.day <= calcTo) segments.push(seg);
  }
  const codes = codeMap(input.payCodes);
  const classes = classMap(input.payClasses);
  const timeOff: DayTimeOff[] = [];
  for (const t of input.timeOff ?? []) {
    timeOff.push({
      day: dayFromIso(t.date),
      seconds: Number.isFinite(t.seconds) ? Math.round(t.seconds) : 0,
      code: t.code,
      counts: t.countsTowardOt ?? codes.get(t.code)?.countsTowardOt === true,
    });
  }
  const chunks = allocate(segments, timeOff, rule, classes, calcFrom, calcTo);
  return summarize({
    input,
    clock,
    rule,
    fromDay,
    toDay,
    built,
    pairs,
    chunks,
    punches,
    ctx,
    codes,
    classes,
    period: {
      start: isoFromDay(fromDay),
      end: isoFromDay(toDay),
      startDay: fromDay,
      endDay: toDay,
      days: toDay - fromDay + 1,
    },
  });
}

// Shared, never written: most cards have no pay codes or classes, and an empty Map per card is garbage.
const NO_CODES: ReadonlyMap<string, PayCode> = new Map<string, PayCode>();
const NO_CLASSES: ReadonlyMap<string, PayClass> = new Map<string, PayClass>();

/** Pay codes by code (a later entry wins, like new Map(entries)). */
function codeMap(list: readonly PayCode[] | undefined): ReadonlyMap<string, PayCode> {
  if (!list || list.length === 0) return NO_CODES;
  const map = new Map<string, PayCode>();
  for (const c of list) map.set(c.code, c);
  return map;
}

/** Pay classes by name (a later entry wins). */
function classMap(list: readonly PayClass[] | undefined): ReadonlyMap<string, PayClass> {
  if (!list || list.length === 0) return NO_CLASSES;
  const map = new Map<string, PayClass>();
  for (const c of list) map.set(c.name, c);
  return map;
}

function datedSchedule(input: TimecardInput, startsAtSec: number, clock: ReturnType<typeof zoneClock>): DatedSchedule[] {
  return wholeSecondSchedule(input.schedule ?? []).map((s) => ({
    shift: s,
    day: s.date ? dayFromIso(s.date) : workDayOf(s.start, startsAtSec, clock),
  }));
}

function markMissed(pairs: readonly RawPair[], lastIdx: number, flags: number[], asOf: number | undefined, maxShiftSec: number): void {
  for (const p of pairs) {
    if (p.inIdx >= 0 && p.outIdx >= 0) continue;
    const idx = p.inIdx >= 0 ? p.inIdx : p.outIdx;
    const open = p.inIdx === lastIdx && asOf !== undefined && asOf - p.start < maxShiftSec && asOf >= p.start;
    if (!open) flags[idx] = (flags[idx] as number) | FLAG_BIT.missed;
  }
}
