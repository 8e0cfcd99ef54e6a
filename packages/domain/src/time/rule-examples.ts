import type { FlagCode } from './flags';
import { pickRoundingRule, type PunchPosition } from './rounding';
import { engineRulesFrom } from './stored-rules';
import {
  DEFAULT_STORED_SHIFT,
  storedTimeRules,
  type StoredBreakRule,
  type StoredRoundingRule,
  type StoredTimeRules,
} from './stored-rules-types';
import { computeTimecard } from './timecard';
import type { Timecard } from './timecard-types';
import type { Punch } from './types';
import { epochFromLocal, localFromEpoch } from './zone';

// Live examples of the rule forms: computeTimecard on synthetic punches, fed through the same
// mapping as real time cards (engineRulesFrom). Results are structured (wall times 'HH:MM',
// seconds), so the console formats them with the organization's time and duration formats.
// The examples run in UTC on fixed dates, so no daylight saving change moves a minute.

/** The examples' zone and their Tuesday. */
export const EXAMPLE_ZONE = 'UTC';
export const EXAMPLE_DATE = '2024-01-09';

/** Seconds per pay code, in the order the engine paid them (regular first, then overtime…). */
export type ExampleCodes = { code: string; seconds: number }[];

/** A punch of an example: its actual and rounded wall time ('HH:MM'). */
export type ExamplePunch = { type: 'in' | 'out'; position: PunchPosition; at: string; roundedAt: string; rounded: boolean };

export type RoundingExampleResult = {
  punches: ExamplePunch[];
  /** The scheduled shift the sample matches (a rule's schedule window snaps to it). */
  scheduled: { start: string; end: string };
  workedSeconds: number;
  payCodes: ExampleCodes;
};

/** Local 'YYYY-MM-DDTHH:MM' of the example day → epoch seconds. */
export const exampleInstant = (time: string, date = EXAMPLE_DATE): number => epochFromLocal(`${date}T${time}`, EXAMPLE_ZONE);
/** Epoch seconds → 'HH:MM' in the examples' zone. */
export const exampleTime = (t: number): string => localFromEpoch(t, EXAMPLE_ZONE).slice(11, 16);

/** Punches of local [in, out] pairs on one date; ids e0, e1, … */
export function examplePunches(spans: readonly (readonly [string, string])[], date = EXAMPLE_DATE): Punch[] {
  return spans.flatMap(([i, o], k) => [
    { id: `e${2 * k}`, type: 'in' as const, at: exampleInstant(i, date) },
    { id: `e${2 * k + 1}`, type: 'out' as const, at: exampleInstant(o, date) },
  ]);
}

/** Pay code seconds of a card in the order they were paid (day by day), not alphabetical. */
export function paidInOrder(card: Timecard): ExampleCodes {
  const seconds = new Map<string, number>();
  for (const d of card.days) for (const [code, s] of Object.entries(d.byPayCode)) seconds.set(code, (seconds.get(code) ?? 0) + s);
  return [...seconds].map(([code, s]) => ({ code, seconds: s }));
}

const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const oneOf = <T extends string>(v: unknown, values: readonly T[]): v is T => values.includes(v as T);

const TARGETS = ['in', 'out', 'both', 'shiftStart', 'shiftEnd', 'breakStart', 'breakEnd'] as const;

/** Whether a rounding rule being edited is complete and in range (else no example: it would be wrong). */
export function roundingRuleReady(r: Partial<StoredRoundingRule>): boolean {
  return (
    oneOf(r.applyTo, TARGETS) &&
    isInt(r.interval, 1, 60) &&
    oneOf(r.mode, ['up', 'down', 'nearest'] as const) &&
    isInt(r.grace ?? 0, 0, 60) &&
    (r.scheduleWindow === null || r.scheduleWindow === undefined || isInt(r.scheduleWindow, 0, 240))
  );
}

/** Whether a break rule being edited is complete and in range. */
export function breakRuleReady(b: Partial<StoredBreakRule>): boolean {
  return isInt(b.after, 0, 1440) && isInt(b.duration, 1, 240) && isInt(b.grace ?? 0, 0, 60);
}

/** Records as the mapping takes them: missing optional values at their defaults, inactive ones kept inactive. */
function asRounding(r: Partial<StoredRoundingRule>, i: number): StoredRoundingRule {
  return {
    id: i + 1,
    version: 1,
    active: r.active ?? true,
    applyTo: r.applyTo as StoredRoundingRule['applyTo'],
    interval: r.interval as number,
    mode: r.mode as StoredRoundingRule['mode'],
    grace: r.grace ?? 0,
    scheduleWindow: r.scheduleWindow ?? null,
  };
}

function asBreak(b: Partial<StoredBreakRule>, i: number): StoredBreakRule {
  return {
    id: i + 1,
    version: 1,
    active: b.active ?? true,
    name: b.name ?? `Break ${i + 1}`,
    paid: b.paid ?? false,
    after: b.after as number,
    duration: b.duration as number,
    autoDeduct: b.autoDeduct ?? false,
    grace: b.grace ?? 0,
  };
}

const SAMPLE: readonly (readonly [string, string])[] = [
  ['07:52', '12:03'],
  ['12:31', '16:08'],
];
const SCHEDULED = { start: '08:00', end: '16:00' };
const POSITIONS: readonly PunchPosition[] = ['shiftStart', 'breakStart', 'breakEnd', 'shiftEnd'];

/**
 * The sample day 07:52 IN, 12:03 OUT, 12:31 IN, 16:08 OUT (scheduled 08:00–16:00) under these
 * rounding rules and shift defaults: each punch's actual and rounded time, and the paid time.
 * Null while a rule is incomplete or out of range.
 * @example roundingExample([{ applyTo: 'both', interval: 15, mode: 'nearest', … }]) // 07:52 → 08:00, 12:03 → 12:00, …
 */
export function roundingExample(
  rules: readonly Partial<StoredRoundingRule>[],
  shift: Partial<StoredTimeRules['shift']> = {},
): RoundingExampleResult | null {
  if (!rules.every(roundingRuleReady)) return null;
  const stored = storedTimeRules({ shift: { ...DEFAULT_STORED_SHIFT, ...shift }, roundingRules: rules.map(asRounding) });
  const engine = engineRulesFrom(stored);
  const card = computeTimecard({
    timeZone: EXAMPLE_ZONE,
    period: { start: EXAMPLE_DATE, end: EXAMPLE_DATE },
    punches: examplePunches(SAMPLE),
    schedule: [{ id: 'example', start: exampleInstant(SCHEDULED.start), end: exampleInstant(SCHEDULED.end) }],
    ...engine,
    trace: false,
  });
  const punches = card.punches.map((p, i) => {
    const position = POSITIONS[i] ?? 'breakEnd';
    return {
      type: p.type,
      position,
      at: exampleTime(p.at),
      roundedAt: exampleTime(p.roundedAt),
      // Said even when the time did not move: "rounded to the nearest 15 minutes, 12:00 stays 12:00".
      rounded: pickRoundingRule(engine.roundingRules, p.type, position) !== null,
    };
  });
  return { punches, scheduled: SCHEDULED, workedSeconds: card.totals.workedSeconds, payCodes: paidInOrder(card) };
}

/** One shift of the break example. */
export type BreakScenario = {
  /** The punched pairs, 'HH:MM'. */
  pairs: { start: string; end: string }[];
  workedSeconds: number;
  paidBreakSeconds: number;
  deductedSeconds: number;
  paidSeconds: number;
  /** Work removed by automatic deduction ('HH:MM'). */
  deductions: { start: string; end: string; seconds: number }[];
  /** Shift flags: missed_break, short_break, long_break. */
  flags: FlagCode[];
};

export type BreakExampleResult = { withoutLunch: BreakScenario; withLunch: BreakScenario };

const NINE_HOURS: readonly (readonly [string, string])[] = [['08:00', '17:00']];
const WITH_LUNCH: readonly (readonly [string, string])[] = [
  ['08:00', '12:00'],
  ['12:30', '17:00'],
];

/**
 * A 9-hour shift 08:00–17:00 without a punched break, and 08:00–17:00 with a punched 12:00–12:30
 * lunch, under these break rules: worked, paid break and deducted time, and the break flags.
 * Null while a rule is incomplete or out of range.
 */
export function breakExample(breaks: readonly Partial<StoredBreakRule>[]): BreakExampleResult | null {
  if (!breaks.every(breakRuleReady)) return null;
  const engine = engineRulesFrom(storedTimeRules({ breakRules: breaks.map(asBreak) }));
  const scenario = (spans: readonly (readonly [string, string])[]): BreakScenario => {
    const card = computeTimecard({
      timeZone: EXAMPLE_ZONE,
      period: { start: EXAMPLE_DATE, end: EXAMPLE_DATE },
      punches: examplePunches(spans),
      ...engine,
    });
    const shift = card.shifts[0];
    return {
      pairs: spans.map(([start, end]) => ({ start, end })),
      workedSeconds: card.totals.workedSeconds,
      paidBreakSeconds: card.totals.paidBreakSeconds,
      deductedSeconds: card.totals.deductedSeconds,
      paidSeconds: card.totals.paidSeconds,
      deductions: card.trace
        .filter((e) => e.kind === 'deducted')
        .map((e) => ({ start: exampleTime(e.start), end: exampleTime(e.end), seconds: e.seconds })),
      flags: shift ? shift.flags : [],
    };
  };
  return { withoutLunch: scenario(NINE_HOURS), withLunch: scenario(WITH_LUNCH) };
}
