import { applyBreaks } from './breaks';
import { assignDays } from './day-assignment';
import { FLAG_BIT } from './flags';
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
  /** Rounding rule per punch type and position (see roundingTable), chosen once per card. */
  rounding: readonly (RoundingRule | null)[];
  /** Break rules in matching order (orderBreakRules: longest first). */
  breaks: readonly BreakRule[];
  schedule: readonly DatedSchedule[] | null;
  flags: FlagSettings;
  watch: number;
  defaultPayClass: string | null;
  /** Sorted punches; rounded instants and punch flag masks (FLAG_BIT) are written by index. */
  punches: readonly Punch[];
  rounded: number[];
  punchFlags: number[];
};

export type BuiltShift = {
  day: number;
  start: number;
  end: number;
  pairs: PunchPair[];
  segments: Segment[];
  deductions: readonly Deduction[];
  /** Shift flags as a FLAG_BIT mask. */
  flags: number;
  scheduledShiftId: string | null;
  /** The shift's pairs are pairs[from] … pairs[to - 1] of the card's raw pairs (its punches are theirs). */
  from: number;
  to: number;
};

const POSITIONS: readonly PunchPosition[] = ['shiftStart', 'breakEnd', 'shiftEnd', 'breakStart'];
const SHIFT_START = 0;
const BREAK_END = 1;
const SHIFT_END = 2;
const BREAK_START = 3;

/**
 * The rule of each (type, position) a punch of a pair can have: an IN is a shift start or a
 * break end, an OUT a shift end or a break start. Indexed by the constants above, so the
 * per-punch lookup is an array read instead of a scan of the rules.
 */
export function roundingTable(rules: readonly RoundingRule[]): (RoundingRule | null)[] {
  if (rules.length === 0) return [null, null, null, null];
  const table: (RoundingRule | null)[] = [];
  for (let i = 0; i < POSITIONS.length; i++) table.push(pickRoundingRule(rules, i < 2 ? 'in' : 'out', POSITIONS[i] as PunchPosition));
  return table;
}

/** Rounds, matches to the schedule, applies breaks and dates the spans of one grouped shift. */
export function buildShift(g: GroupedShift, raw: readonly RawPair[], ctx: ShiftContext): BuiltShift {
  const n = g.to - g.from;
  const first = raw[g.from] as RawPair;
  const last = raw[g.to - 1] as RawPair;
  const m = matchSchedule(first.start, last.end, g.day, ctx.schedule, ctx.flags, ctx.watch);
  if (first.inIdx >= 0) ctx.punchFlags[first.inIdx] = (ctx.punchFlags[first.inIdx] as number) | m.inFlags;
  if (last.outIdx >= 0 && last.inIdx >= 0) ctx.punchFlags[last.outIdx] = (ctx.punchFlags[last.outIdx] as number) | m.outFlags;
  // workShift: the schedule says which day a worked shift belongs to, so a night shift scheduled
  // Tuesday 22:00 counts on Tuesday even when its first IN is 00:10 Wednesday. Re-dating the
  // grouped shift (not regrouping pairs) keeps grouping as it is; the shift then no longer lies
  // on another day than its schedule, so prior/next shift are not raised.
  const day = ctx.shift.workShift && m.matched ? m.matched.day : g.day;
  const shiftFlags = day === g.day ? m.shiftFlags : m.shiftFlags & ~(FLAG_BIT.prior_shift | FLAG_BIT.next_shift);
  const sched = m.matched ? m.matched.shift : null;
  const schedStart = sched ? sched.start : null;
  const schedEnd = sched ? sched.end : null;
  const work: Segment[] = [];
  // Sized up front (one entry per pair): a list grown by push starts with room for 17.
  const pairs = new Array<PunchPair>(n);
  let floor = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = raw[g.from + i] as RawPair;
    const rs = p.inIdx >= 0 ? round(ctx, p.inIdx, i === 0 ? SHIFT_START : BREAK_END, i === 0 ? schedStart : null) : p.start;
    const re = p.outIdx >= 0 ? round(ctx, p.outIdx, i === n - 1 ? SHIFT_END : BREAK_START, i === n - 1 ? schedEnd : null) : p.end;
    const complete = p.inIdx >= 0 && p.outIdx >= 0;
    const start = Math.max(rs, floor);
    const end = complete ? Math.max(start, re) : start;
    if (complete) floor = end;
    if (p.inIdx >= 0) ctx.rounded[p.inIdx] = start;
    if (complete) ctx.rounded[p.outIdx] = end;
    pairs[i] = {
      in: p.inIdx >= 0 ? (ctx.punches[p.inIdx] as Punch).id : null,
      out: p.outIdx >= 0 ? (ctx.punches[p.outIdx] as Punch).id : null,
      start,
      end,
      seconds: end - start,
    };
    if (end > start) {
      const payClass = (ctx.punches[p.inIdx] as Punch).payClass ?? ctx.defaultPayClass;
      work.push({ start, end, kind: 0, payClass, day });
    }
  }
  const b = applyBreaks(work, ctx.breaks);
  const segments = assignDays(b.segments, day, ctx.overlap, ctx.shift.startsAtSec, ctx.clock);
  let flags = shiftFlags | b.flags;
  if (ctx.shift.daysOfWeek && !ctx.shift.daysOfWeek.has(((((day + 4) % 7) + 7) % 7) + 1)) flags |= FLAG_BIT.day_off;
  return {
    day,
    start: (pairs[0] as PunchPair).start,
    end: (pairs[n - 1] as PunchPair).end,
    pairs,
    segments,
    deductions: b.deductions,
    flags,
    scheduledShiftId: sched ? (sched.id ?? null) : null,
    from: g.from,
    to: g.to,
  };
}

/** Rounded instant of a punch (position from the constants above); `scheduled` only for shift start/end. */
function round(ctx: ShiftContext, idx: number, position: number, scheduled: number | null): number {
  const punch = ctx.punches[idx] as Punch;
  const rule = ctx.rounding[position] ?? null;
  const r = rule ? roundInstant(punch.at, rule, ctx.clock.dayStartOf(punch.at), scheduled) : punch.at;
  ctx.rounded[idx] = r;
  return r;
}
