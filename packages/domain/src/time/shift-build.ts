import { applyBreaks } from './breaks';
import { assignDays } from './day-assignment';
import type { FlagCode } from './flags';
import type { RawPair } from './pairing';
import { pickRoundingRule, roundInstant, type PunchPosition } from './rounding';
import { matchSchedule, type DatedSchedule } from './schedule';
import type { Deduction, Segment } from './segments';
import type { ResolvedShiftSettings } from './settings';
import type { GroupedShift } from './shift-grouping';
import type { PunchPair } from './timecard-types';
import type { BreakRule, FlagSettings, OverlapTarget, Punch, RoundingRule } from './types';
import type { ZoneClock } from './zone';

export type ShiftContext = {
  clock: ZoneClock;
  shift: ResolvedShiftSettings;
  overlap: OverlapTarget;
  rounding: readonly RoundingRule[];
  breaks: readonly BreakRule[];
  schedule: readonly DatedSchedule[] | null;
  flags: FlagSettings;
  watch: number;
  defaultPayClass: string | null;
  /** Sorted punches; rounded instants and punch flags are written by index. */
  punches: readonly Punch[];
  rounded: number[];
  punchFlags: FlagCode[][];
};

export type BuiltShift = {
  day: number;
  start: number;
  end: number;
  pairs: PunchPair[];
  segments: Segment[];
  deductions: Deduction[];
  flags: FlagCode[];
  scheduledShiftId: string | null;
  /** Indexes of the shift's punches in the sorted punches. */
  punchIdx: number[];
};

/** Rounds, matches to the schedule, applies breaks and dates the spans of one grouped shift. */
export function buildShift(g: GroupedShift, ctx: ShiftContext): BuiltShift {
  const first = g.pairs[0] as RawPair;
  const last = g.pairs[g.pairs.length - 1] as RawPair;
  const m = matchSchedule(first.start, last.end, g.day, ctx.schedule, ctx.flags, ctx.watch);
  if (first.inIdx >= 0) ctx.punchFlags[first.inIdx]?.push(...m.inFlags);
  if (last.outIdx >= 0 && last.inIdx >= 0) ctx.punchFlags[last.outIdx]?.push(...m.outFlags);
  const sched = m.matched?.shift ?? null;
  const work: Segment[] = [];
  const pairs: PunchPair[] = [];
  let floor = -Infinity;
  const n = g.pairs.length;
  for (let i = 0; i < n; i++) {
    const p = g.pairs[i] as RawPair;
    const rs = round(ctx, p.inIdx, i === 0 ? 'shiftStart' : 'breakEnd', sched?.start ?? null);
    const re = round(ctx, p.outIdx, i === n - 1 ? 'shiftEnd' : 'breakStart', sched?.end ?? null);
    const complete = p.inIdx >= 0 && p.outIdx >= 0;
    const start = Math.max(rs ?? p.start, floor);
    const end = complete ? Math.max(start, re ?? p.end) : start;
    if (complete) floor = end;
    pairs.push(pairOut(ctx, p, start, end));
    if (end > start) {
      const payClass = ctx.punches[p.inIdx]?.payClass ?? ctx.defaultPayClass;
      work.push({ start, end, kind: 0, payClass, day: g.day });
    }
  }
  const b = applyBreaks(work, ctx.breaks);
  const segments = assignDays(b.segments, g.day, ctx.overlap, ctx.shift.startsAtSec, ctx.clock);
  const flags: FlagCode[] = [...m.shiftFlags, ...b.flags];
  if (ctx.shift.daysOfWeek && !ctx.shift.daysOfWeek.has(((g.day + 4) % 7 + 7) % 7 + 1)) flags.push('day_off');
  const lastPair = pairs[pairs.length - 1] as PunchPair;
  return {
    day: g.day,
    start: (pairs[0] as PunchPair).start,
    end: lastPair.end,
    pairs,
    segments,
    deductions: b.deductions,
    flags,
    scheduledShiftId: sched ? (sched.id ?? null) : null,
    punchIdx: punchIndexes(g.pairs),
  };
}

function round(ctx: ShiftContext, idx: number, position: PunchPosition, scheduled: number | null): number | null {
  const punch = ctx.punches[idx];
  if (!punch) return null;
  const rule = pickRoundingRule(ctx.rounding, punch.type, position);
  const snap = position === 'shiftStart' || position === 'shiftEnd' ? scheduled : null;
  const r = rule ? roundInstant(punch.at, rule, ctx.clock.dayStart(ctx.clock.dayOf(punch.at)), snap) : punch.at;
  ctx.rounded[idx] = r;
  return r;
}

function pairOut(ctx: ShiftContext, p: RawPair, start: number, end: number): PunchPair {
  const id = (i: number): string | null => ctx.punches[i]?.id ?? null;
  if (p.inIdx >= 0) ctx.rounded[p.inIdx] = start;
  if (p.outIdx >= 0 && p.inIdx >= 0) ctx.rounded[p.outIdx] = end;
  return { in: id(p.inIdx), out: id(p.outIdx), start, end, seconds: end - start };
}

function punchIndexes(pairs: readonly RawPair[]): number[] {
  const out: number[] = [];
  for (const p of pairs) {
    if (p.inIdx >= 0) out.push(p.inIdx);
    if (p.outIdx >= 0) out.push(p.outIdx);
  }
  return out;
}
