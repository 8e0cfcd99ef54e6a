import { weekStartOf, type Chunk } from './allocate';
import { isoFromDay } from './civil';
import { formatScaled } from './decimal';
import { flagsOfMask, type FlagCode } from './flags';
import type { RawPair } from './pairing';
import { amountNumerator, classRate, roundAmount } from './pay-classes';
import type { BuiltShift } from './shift-build';
import type { SummaryInput } from './summary-input';
import type { TimecardInput } from './timecard-input';
import type { DayTotal, PayCodeTotal, PunchResult, SecondsByCode, Shift, Timecard, WeekTotal } from './timecard-types';
import { buildTrace } from './trace-build';
import type { Punch } from './types';

/** Seconds of one pay code, split by pay class (parallel arrays: a code rarely has more than one class). */
type CodeSeconds = { seconds: number; classes: (string | null)[]; perClass: number[] };

// Placeholder of a day's flags until shiftsAndPunches gives each day its own list.
const NO_FLAGS: FlagCode[] = [];

/** Shapes the time card of the period from the computed shifts and allocated chunks. */
export function summarize(s: SummaryInput): Timecard {
  // Days are indexed by day - fromDay; flags are bit masks until the lists are built at the end.
  const dates = periodDates(s.fromDay, s.toDay);
  const days: DayTotal[] = new Array<DayTotal>(dates.length);
  for (let d = 0; d < dates.length; d++) {
    days[d] = { date: dates[d] as string, workedSeconds: 0, paidSeconds: 0, byPayCode: {}, flags: NO_FLAGS };
  }
  const { weeks, weekOf } = weekTotals(s, days);
  const byCode = new Map<string, CodeSeconds>();
  // A day's (week's) seconds per code are tallied while its chunks come, then written into its
  // byPayCode once: a store into a fresh object under a computed key is slow in V8, and a day has
  // three or four chunks but only one or two codes.
  const dayTally = new CodeTally();
  const weekTally = new CodeTally();
  let tallyDay: DayTotal | null = null;
  let tallyWeek: WeekTotal | null = null;
  let worked = 0;
  let paidBreak = 0;
  let timeOff = 0;
  for (let k = 0; k < s.chunks.length; k++) {
    const c = s.chunks[k] as Chunk;
    if (c.day < s.fromDay || c.day > s.toDay) continue;
    const day = days[c.day - s.fromDay] as DayTotal;
    const n = c.end - c.start;
    day.paidSeconds += n;
    if (day !== tallyDay) {
      if (tallyDay) dayTally.addTo(tallyDay.byPayCode);
      tallyDay = day;
    }
    dayTally.add(c.code, n);
    // Chunks come day by day, so a week's codes appear in the order of its days' codes.
    const week = weekOf[c.day - s.fromDay] as WeekTotal;
    week.paidSeconds += n;
    if (week !== tallyWeek) {
      if (tallyWeek) weekTally.addTo(tallyWeek.byPayCode);
      tallyWeek = week;
    }
    weekTally.add(c.code, n);
    if (c.kind === 'work') {
      day.workedSeconds += n;
      worked += n;
    } else if (c.kind === 'paidBreak') paidBreak += n;
    else timeOff += n;
    addSeconds(byCode, c.code, c.payClass, n);
  }
  if (tallyDay) dayTally.addTo(tallyDay.byPayCode);
  if (tallyWeek) weekTally.addTo(tallyWeek.byPayCode);
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
    trace: s.input.trace === false ? [] : buildTrace(s, shifts, days),
  };
}

/**
 * Seconds per code in the order codes first came, for one day or week at a time (parallel lists
 * reused from day to day: a day has one to three codes; `size` empties them without a resize).
 */
class CodeTally {
  private readonly codes: string[] = [];
  private readonly seconds: number[] = [];
  private size = 0;

  add(code: string, n: number): void {
    for (let i = 0; i < this.size; i++) {
      if (this.codes[i] === code) {
        this.seconds[i] = (this.seconds[i] as number) + n;
        return;
      }
    }
    this.codes[this.size] = code;
    this.seconds[this.size] = n;
    this.size += 1;
  }

  /** Adds the tally into a record (codes new to it in tally order) and empties the tally. */
  addTo(record: SecondsByCode): void {
    for (let i = 0; i < this.size; i++) {
      const code = this.codes[i] as string;
      record[code] = (record[code] ?? 0) + (this.seconds[i] as number);
    }
    this.size = 0;
  }
}

// The ISO dates of the last period asked: the cards of one pay run share their period, and the
// strings are immutable, so the list is shared (each card copies the strings into its own days).
let lastFrom = NaN;
let lastTo = NaN;
let lastDates: readonly string[] = [];

/** ISO dates of the days fromDay … toDay. */
function periodDates(fromDay: number, toDay: number): readonly string[] {
  if (fromDay !== lastFrom || toDay !== lastTo) {
    const dates: string[] = [];
    for (let d = fromDay; d <= toDay; d++) dates.push(isoFromDay(d));
    lastFrom = fromDay;
    lastTo = toDay;
    lastDates = dates;
  }
  return lastDates;
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
  let inShifts = 0; // punches of the period's shifts, so their list is made at its size
  for (let k = 0; k < shifts.length; k++) {
    const b = shifts[k] as BuiltShift;
    let mask = b.flags;
    for (let j = b.from; j < b.to; j++) {
      const p = s.pairs[j] as RawPair;
      if (p.inIdx >= 0) {
        shiftOf[p.inIdx] = k;
        mask |= punchFlags[p.inIdx] as number;
        inShifts += 1;
      }
      if (p.outIdx >= 0) {
        shiftOf[p.outIdx] = k;
        mask |= punchFlags[p.outIdx] as number;
        inShifts += 1;
      }
    }
    dayMask[b.day - s.fromDay] = (dayMask[b.day - s.fromDay] as number) | mask;
    const out = shiftOut(b, (days[b.day - s.fromDay] as DayTotal).date);
    deducted += out.deductedSeconds;
    outShifts.push(out);
  }
  // Every day gets its own list here (the days were made with the shared NO_FLAGS).
  for (let d = 0; d < days.length; d++) (days[d] as DayTotal).flags = flagsOfMask(dayMask[d] as number);
  const punches = new Array<PunchResult>(inShifts);
  let out = 0;
  for (let i = 0; i < shiftOf.length; i++) {
    if (shiftOf[i] === -1) continue;
    const p = s.punches[i] as Punch;
    const roundedAt = s.ctx.rounded[i] ?? p.at;
    punches[out++] = {
      id: p.id,
      type: p.type,
      at: p.at,
      roundedAt,
      flags: flagsOfMask(punchFlags[i] as number),
      shift: shiftOf[i] as number,
    };
  }
  return { outShifts, punches, deducted };
}

function shiftOut(b: BuiltShift, date: string): Shift {
  let worked = 0;
  let paidBreak = 0;
  for (const g of b.segments) {
    if (g.kind === 0) worked += g.end - g.start;
    else paidBreak += g.end - g.start;
  }
  let deducted = 0;
  for (const d of b.deductions) deducted += d.end - d.start;
  return {
    date,
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
  // Codes in sort order, each moved into place as it comes: a card has one to three codes, and
  // Array.prototype.sort allocates working space on every call.
  const sorted: string[] = [];
  for (const code of byCode.keys()) {
    sorted.push(code);
    for (let i = sorted.length - 1; i > 0 && (sorted[i - 1] as string) > code; i--) {
      sorted[i] = sorted[i - 1] as string;
      sorted[i - 1] = code;
    }
  }
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
