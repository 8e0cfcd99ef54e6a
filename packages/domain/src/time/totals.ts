import { weekStartOf, type Chunk } from './allocate';
import { isoFromDay } from './civil';
import { formatScaled } from './decimal';
import { flagsOfMask } from './flags';
import type { RawPair } from './pairing';
import { amountNumerator, classRate, roundAmount } from './pay-classes';
import type { BuiltShift } from './shift-build';
import type { SummaryInput } from './summary-input';
import type { TimecardInput } from './timecard-input';
import type { DayTotal, PayCodeTotal, PunchResult, Shift, Timecard, WeekTotal } from './timecard-types';
import { buildTrace } from './trace-build';
import type { Punch } from './types';

/** Seconds of one pay code, split by pay class (parallel arrays: a code rarely has more than one class). */
type CodeSeconds = { seconds: number; classes: (string | null)[]; perClass: number[] };

/** Shapes the time card of the period from the computed shifts and allocated chunks. */
export function summarize(s: SummaryInput): Timecard {
  // Days are indexed by day - fromDay; flags are bit masks until the lists are built at the end.
  const nDays = s.toDay - s.fromDay + 1;
  const days: DayTotal[] = new Array<DayTotal>(nDays);
  for (let d = 0; d < nDays; d++) {
    days[d] = { date: isoFromDay(s.fromDay + d), workedSeconds: 0, paidSeconds: 0, byPayCode: {}, flags: [] };
  }
  const { weeks, weekOf } = weekTotals(s, days);
  const byCode = new Map<string, CodeSeconds>();
  let worked = 0;
  let paidBreak = 0;
  let timeOff = 0;
  for (let k = 0; k < s.chunks.length; k++) {
    const c = s.chunks[k] as Chunk;
    if (c.day < s.fromDay || c.day > s.toDay) continue;
    const day = days[c.day - s.fromDay] as DayTotal;
    const n = c.end - c.start;
    day.paidSeconds += n;
    day.byPayCode[c.code] = (day.byPayCode[c.code] ?? 0) + n;
    // Chunks come day by day, so a week's codes appear in the order of its days' codes.
    const week = weekOf[c.day - s.fromDay] as WeekTotal;
    week.paidSeconds += n;
    week.byPayCode[c.code] = (week.byPayCode[c.code] ?? 0) + n;
    if (c.kind === 'work') {
      day.workedSeconds += n;
      worked += n;
    } else if (c.kind === 'paidBreak') paidBreak += n;
    else timeOff += n;
    addSeconds(byCode, c.code, c.payClass, n);
  }
  const shifts: BuiltShift[] = [];
  for (const b of s.built) if (b.day >= s.fromDay && b.day <= s.toDay) shifts.push(b);
  const { outShifts, punches, deducted } = shiftsAndPunches(s, shifts, days);
  const payCodes = payCodeTotals(s, byCode);
  const accuracy = payAccuracy(s.input);
  let amountScaled = 0n;
  for (const p of payCodes) amountScaled += BigInt(p.amountScaled);
  return {
    period: s.period,
    punches,
    shifts: outShifts,
    days,
    weeks,
    payCodes,
    totals: {
      workedSeconds: worked,
      paidBreakSeconds: paidBreak,
      deductedSeconds: deducted,
      timeOffSeconds: timeOff,
      paidSeconds: worked + paidBreak + timeOff,
      amount: formatScaled(amountScaled, accuracy),
      amountScaled: Number(amountScaled),
    },
    trace: s.input.trace === false ? [] : buildTrace(s, shifts),
  };
}

function addSeconds(byCode: Map<string, CodeSeconds>, code: string, payClass: string | null, n: number): void {
  let acc = byCode.get(code);
  if (acc === undefined) byCode.set(code, (acc = { seconds: 0, classes: [], perClass: [] }));
  acc.seconds += n;
  const at = acc.classes.indexOf(payClass);
  if (at >= 0) acc.perClass[at] = (acc.perClass[at] as number) + n;
  else {
    acc.classes.push(payClass);
    acc.perClass.push(n);
  }
}

/** Output shifts of the period, the punches of those shifts in sorted order, and the day flags. */
function shiftsAndPunches(
  s: SummaryInput,
  shifts: readonly BuiltShift[],
  days: DayTotal[],
): { outShifts: Shift[]; punches: PunchResult[]; deducted: number } {
  const punchFlags = s.ctx.punchFlags;
  // Plain arrays: typed arrays this small cost more to allocate than they save.
  const shiftOf = new Array<number>(s.punches.length).fill(-1);
  const dayMask = new Array<number>(days.length).fill(0);
  const outShifts: Shift[] = [];
  let deducted = 0;
  for (let k = 0; k < shifts.length; k++) {
    const b = shifts[k] as BuiltShift;
    let mask = b.flags;
    for (let j = b.from; j < b.to; j++) {
      const p = s.pairs[j] as RawPair;
      if (p.inIdx >= 0) {
        shiftOf[p.inIdx] = k;
        mask |= punchFlags[p.inIdx] as number;
      }
      if (p.outIdx >= 0) {
        shiftOf[p.outIdx] = k;
        mask |= punchFlags[p.outIdx] as number;
      }
    }
    dayMask[b.day - s.fromDay] = (dayMask[b.day - s.fromDay] as number) | mask;
    const out = shiftOut(b);
    deducted += out.deductedSeconds;
    outShifts.push(out);
  }
  for (let d = 0; d < days.length; d++) if (dayMask[d] !== 0) (days[d] as DayTotal).flags = flagsOfMask(dayMask[d] as number);
  const punches: PunchResult[] = [];
  for (let i = 0; i < shiftOf.length; i++) {
    if (shiftOf[i] === -1) continue;
    const p = s.punches[i] as Punch;
    const roundedAt = s.ctx.rounded[i] ?? p.at;
    punches.push({ id: p.id, type: p.type, at: p.at, roundedAt, flags: flagsOfMask(punchFlags[i] as number), shift: shiftOf[i] as number });
  }
  return { outShifts, punches, deducted };
}

function shiftOut(b: BuiltShift): Shift {
  let worked = 0;
  let paidBreak = 0;
  for (const g of b.segments) {
    if (g.kind === 0) worked += g.end - g.start;
    else paidBreak += g.end - g.start;
  }
  let deducted = 0;
  for (const d of b.deductions) deducted += d.end - d.start;
  return {
    date: isoFromDay(b.day),
    start: b.start,
    end: b.end,
    pairs: b.pairs,
    workedSeconds: worked,
    paidBreakSeconds: paidBreak,
    deductedSeconds: deducted,
    scheduledShiftId: b.scheduledShiftId,
    flags: flagsOfMask(b.flags),
  };
}

function payAccuracy(input: TimecardInput): number {
  const a = input.payAccuracy ?? 2;
  return Number.isInteger(a) && a >= 0 && a <= 6 ? a : 2;
}

function payCodeTotals(s: SummaryInput, byCode: Map<string, CodeSeconds>): PayCodeTotal[] {
  if (byCode.size === 0) return [];
  const accuracy = payAccuracy(s.input);
  const wage = s.input.wage ?? 0;
  const rates = new Map<string | null, bigint>(); // class rate per class, computed once per card
  const out: PayCodeTotal[] = [];
  const sorted: string[] = [];
  for (const code of byCode.keys()) sorted.push(code);
  if (sorted.length > 1) sorted.sort();
  for (const code of sorted) {
    const acc = byCode.get(code) as CodeSeconds;
    let num = 0n;
    const mult = s.codes.get(code)?.multiplier ?? 1;
    for (let k = 0; k < acc.classes.length; k++) {
      const cls = acc.classes[k] as string | null;
      let rate = rates.get(cls);
      if (rate === undefined) rates.set(cls, (rate = classRate(wage, cls === null ? undefined : s.classes.get(cls))));
      num += amountNumerator(acc.perClass[k] as number, rate, mult);
    }
    const scaled = roundAmount(num, accuracy);
    out.push({ code, seconds: acc.seconds, amount: formatScaled(scaled, accuracy), amountScaled: Number(scaled) });
  }
  return out;
}

/** The period's workweeks (cut at the period's edges), empty, and the week of each day index. */
function weekTotals(s: SummaryInput, days: readonly DayTotal[]): { weeks: WeekTotal[]; weekOf: WeekTotal[] } {
  const weeks: WeekTotal[] = [];
  const weekOf: WeekTotal[] = [];
  let cur: WeekTotal | null = null;
  let curStart = NaN;
  for (let i = 0; i < days.length; i++) {
    const date = (days[i] as DayTotal).date;
    const ws = Math.max(s.fromDay, weekStartOf(s.fromDay + i, s.rule.weekStartsOn));
    if (cur === null || ws !== curStart) {
      cur = { start: date, end: date, paidSeconds: 0, byPayCode: {} };
      curStart = ws;
      weeks.push(cur);
    }
    cur.end = date;
    weekOf.push(cur);
  }
  return { weeks, weekOf };
}
