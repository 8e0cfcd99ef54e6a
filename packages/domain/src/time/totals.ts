import { weekStartOf, type Chunk } from './allocate';
import { isoFromDay } from './civil';
import { formatScaled } from './decimal';
import { mergeFlags, type FlagCode } from './flags';
import type { ResolvedPayRule } from './overtime';
import type { DateRange } from './pay-periods';
import { amountNumerator, classRate, roundAmount } from './pay-classes';
import type { BuiltShift, ShiftContext } from './shift-build';
import type { TimecardInput } from './timecard-input';
import type { DayTotal, PayCodeTotal, PunchResult, Shift, Timecard, WeekTotal } from './timecard-types';
import { buildTrace } from './trace-build';
import type { PayClass, PayCode, Punch } from './types';
import type { ZoneClock } from './zone';

export type SummaryInput = {
  input: TimecardInput;
  clock: ZoneClock;
  rule: ResolvedPayRule;
  fromDay: number;
  toDay: number;
  period: DateRange;
  built: BuiltShift[];
  chunks: Chunk[];
  punches: Punch[];
  ctx: ShiftContext;
  codes: Map<string, PayCode>;
  classes: Map<string, PayClass>;
};

/** Shapes the time card of the period from the computed shifts and allocated chunks. */
export function summarize(s: SummaryInput): Timecard {
  const inPeriod = (day: number): boolean => day >= s.fromDay && day <= s.toDay;
  const shifts = s.built.filter((b) => inPeriod(b.day));
  const punchShift = new Map<number, number>();
  shifts.forEach((b, k) => b.punchIdx.forEach((i) => punchShift.set(i, k)));
  const punches: PunchResult[] = [...punchShift.keys()].sort((a, b) => a - b).map((i) => {
    const p = s.punches[i] as Punch;
    const flags = mergeFlags(s.ctx.punchFlags[i] ?? []);
    return { id: p.id, type: p.type, at: p.at, roundedAt: s.ctx.rounded[i] ?? p.at, flags, shift: punchShift.get(i) ?? -1 };
  });
  const days = new Map<number, DayTotal>();
  for (let d = s.fromDay; d <= s.toDay; d++) {
    days.set(d, { date: isoFromDay(d), workedSeconds: 0, paidSeconds: 0, byPayCode: {}, flags: [] });
  }
  const perClass = new Map<string, Map<string | null, number>>();
  const codeSeconds = new Map<string, number>();
  let worked = 0;
  let paidBreak = 0;
  let timeOff = 0;
  for (const c of s.chunks) {
    const day = days.get(c.day);
    if (!day) continue;
    const n = c.end - c.start;
    day.paidSeconds += n;
    day.byPayCode[c.code] = (day.byPayCode[c.code] ?? 0) + n;
    if (c.kind === 'work') (day.workedSeconds += n), (worked += n);
    else if (c.kind === 'paidBreak') paidBreak += n;
    else timeOff += n;
    codeSeconds.set(c.code, (codeSeconds.get(c.code) ?? 0) + n);
    const byClass = perClass.get(c.code) ?? new Map<string | null, number>();
    perClass.set(c.code, byClass.set(c.payClass, (byClass.get(c.payClass) ?? 0) + n));
  }
  const outShifts: Shift[] = shifts.map((b) => shiftOut(b, s, days));
  const payCodes = payCodeTotals(s, codeSeconds, perClass);
  const accuracy = payAccuracy(s.input);
  const amountScaled = payCodes.reduce((sum, p) => sum + BigInt(p.amountScaled), 0n);
  const dayList = [...days.values()];
  return {
    period: s.period,
    punches,
    shifts: outShifts,
    days: dayList,
    weeks: weekTotals(s, dayList),
    payCodes,
    totals: {
      workedSeconds: worked,
      paidBreakSeconds: paidBreak,
      deductedSeconds: outShifts.reduce((sum, sh) => sum + sh.deductedSeconds, 0),
      timeOffSeconds: timeOff,
      paidSeconds: worked + paidBreak + timeOff,
      amount: formatScaled(amountScaled, accuracy),
      amountScaled: Number(amountScaled),
    },
    trace: s.input.trace === false ? [] : buildTrace(s, shifts),
  };
}

function shiftOut(b: BuiltShift, s: SummaryInput, days: Map<number, DayTotal>): Shift {
  let worked = 0;
  let paidBreak = 0;
  for (const g of b.segments) {
    if (g.kind === 0) worked += g.end - g.start;
    else paidBreak += g.end - g.start;
  }
  let deducted = 0;
  for (const d of b.deductions) deducted += d.end - d.start;
  const day = days.get(b.day);
  if (day) {
    const lists: FlagCode[][] = [day.flags, b.flags];
    for (const i of b.punchIdx) lists.push(s.ctx.punchFlags[i] ?? []);
    day.flags = mergeFlags(...lists);
  }
  return {
    date: isoFromDay(b.day),
    start: b.start,
    end: b.end,
    pairs: b.pairs,
    workedSeconds: worked,
    paidBreakSeconds: paidBreak,
    deductedSeconds: deducted,
    scheduledShiftId: b.scheduledShiftId,
    flags: mergeFlags(b.flags),
  };
}

const payAccuracy = (input: TimecardInput): number => {
  const a = input.payAccuracy ?? 2;
  return Number.isInteger(a) && a >= 0 && a <= 6 ? a : 2;
};

function payCodeTotals(
  s: SummaryInput,
  codeSeconds: Map<string, number>,
  perClass: Map<string, Map<string | null, number>>,
): PayCodeTotal[] {
  const accuracy = payAccuracy(s.input);
  const wage = s.input.wage ?? 0;
  return [...codeSeconds.keys()].sort().map((code) => {
    let num = 0n;
    const mult = s.codes.get(code)?.multiplier ?? 1;
    for (const [cls, n] of perClass.get(code) ?? []) {
      num += amountNumerator(n, classRate(wage, cls === null ? undefined : s.classes.get(cls)), mult);
    }
    const scaled = roundAmount(num, accuracy);
    return { code, seconds: codeSeconds.get(code) ?? 0, amount: formatScaled(scaled, accuracy), amountScaled: Number(scaled) };
  });
}

function weekTotals(s: SummaryInput, days: DayTotal[]): WeekTotal[] {
  const weeks = new Map<number, WeekTotal>();
  days.forEach((d, i) => {
    const day = s.fromDay + i;
    const ws = Math.max(s.fromDay, weekStartOf(day, s.rule.weekStartsOn));
    const w = weeks.get(ws) ?? { start: d.date, end: d.date, paidSeconds: 0, byPayCode: {} };
    w.end = d.date;
    w.paidSeconds += d.paidSeconds;
    for (const [code, n] of Object.entries(d.byPayCode)) w.byPayCode[code] = (w.byPayCode[code] ?? 0) + n;
    weeks.set(ws, w);
  });
  return [...weeks.values()];
}
