import { dayFromIso, isoFromDay, weekdayOf } from './civil';
import type { PayRuleValues } from './pay-rule-presets';
import { EXAMPLE_DATE, EXAMPLE_ZONE, examplePunches, paidInOrder, type ExampleCodes } from './rule-examples';
import { engineRulesFrom } from './stored-rules';
import { DEFAULT_STORED_PAYROLL, DEFAULT_STORED_SHIFT, storedTimeRules, type StoredPayCode } from './stored-rules-types';
import { computeTimecard } from './timecard';

/** What a pay rule example shows (the console words each one). */
export type PayRuleScenarioId = 'longDay' | 'doubleDay' | 'week' | 'consecutive' | 'fortnight';

export type ExampleDay = {
  date: string;
  /** 1 = Sunday … 7 = Saturday. */
  weekday: number;
  workedSeconds: number;
  payCodes: ExampleCodes;
};

export type PayRuleScenario = {
  id: PayRuleScenarioId;
  /** The worked days (only days with work), in order. */
  days: ExampleDay[];
  /** Seconds per pay code over the scenario. */
  payCodes: ExampleCodes;
};

/** The fields of a pay rule the examples read (the form's values). */
export type PayRuleExampleInput = Partial<Omit<PayRuleValues, 'name' | 'active' | 'preset'>>;

const CODE = /^[A-Z0-9_]{1,20}$/;
const THRESHOLDS = [
  ['daily1Threshold', 24, ['daily1PayCode']],
  ['daily2Threshold', 24, ['daily2PayCode']],
  ['weekly1Threshold', 168, ['weekly1PayCode']],
  ['weekly2Threshold', 168, ['weekly2PayCode']],
  ['consecutiveDaysThreshold', 7, ['consecutiveDaysRegularPayCode', 'consecutiveDaysDaily1PayCode']],
] as const;

// Form inputs hold '' while empty: the same as no value.
const hasValue = (v: unknown): boolean => v !== null && v !== undefined && v !== '';
const value = (v: number | null | undefined): number | null => (hasValue(v) ? (v as number) : null);
const text = (v: string | null | undefined): string | null => (hasValue(v) ? (v as string) : null);

/**
 * Whether a pay rule being edited can be shown: thresholds in range with their pay codes (and no
 * code without its threshold), second thresholds above the first, every code an active pay code.
 */
export function payRuleReady(r: PayRuleExampleInput, payCodes: readonly StoredPayCode[]): boolean {
  const active = new Set(payCodes.filter((c) => c.active).map((c) => c.code));
  for (const [threshold, max, codes] of THRESHOLDS) {
    const t = r[threshold];
    if (hasValue(t) && !(typeof t === 'number' && Number.isFinite(t) && t >= 0 && t <= max)) return false;
    for (const c of codes) if (hasValue(t) !== hasValue(r[c])) return false;
  }
  const c = r.consecutiveDaysThreshold;
  if (hasValue(c) && !(Number.isInteger(c) && (c as number) >= 2)) return false;
  if (hasValue(r.daily2Threshold) && hasValue(r.daily1Threshold) && (r.daily2Threshold as number) <= (r.daily1Threshold as number))
    return false;
  if (hasValue(r.weekly2Threshold) && hasValue(r.weekly1Threshold) && (r.weekly2Threshold as number) <= (r.weekly1Threshold as number))
    return false;
  const ws = r.weekStartsOn ?? 1;
  if (!(Number.isInteger(ws) && ws >= 1 && ws <= 7)) return false;
  const codes = [r.regularPayCode ?? 'REG', ...THRESHOLDS.flatMap(([, , cs]) => cs.map((k) => r[k]))].filter(hasValue) as string[];
  return codes.every((code) => CODE.test(code) && active.has(code));
}

// Days start at 06:00 and end by midnight: a long day stays on one work day whatever the overlap rule.
const DAY_START_MIN = 6 * 60;
const MAX_DAY_HOURS = 17;

const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const span = (hours: number): [string, string] => [hhmm(DAY_START_MIN), hhmm(DAY_START_MIN + Math.round(hours * 60))];

/** Whole hours a long day lasts to go past a threshold: 10 unless the threshold needs more. */
const pastThreshold = (threshold: number | null | undefined, usual: number): number =>
  Math.min(MAX_DAY_HOURS, threshold === null || threshold === undefined || threshold + 1 <= usual ? usual : Math.floor(threshold) + 2);

/**
 * Scenarios chosen to show what a pay rule does, each computed by the engine: a long Tuesday
 * (10 hours, longer when the daily threshold is higher); a day past the double-time threshold
 * when set; six 9-hour days of one workweek; a run of consecutive 9-hour days when that rule is
 * set; a fortnight of 50 then 30 hours when weekly thresholds count over the pay period.
 * A null rule means no pay rule (everything regular). Null while the rule is incomplete.
 * @example payRuleExample(california, codes)?.[0] // { id: 'longDay', payCodes: [{ code: 'REG', seconds: 28800 }, { code: 'OT', seconds: 7200 }], … }
 */
export function payRuleExample(rule: PayRuleExampleInput | null, payCodes: readonly StoredPayCode[]): PayRuleScenario[] | null {
  if (rule !== null && !payRuleReady(rule, payCodes)) return null;
  const r = rule ?? {};
  const stored = storedTimeRules({
    // Long enough shifts for any threshold of the example.
    shift: { ...DEFAULT_STORED_SHIFT, maxShift: 24 },
    payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: rule ? 1 : null },
    payCodes: [...payCodes],
    payRules: rule
      ? [
          {
            id: 1,
            version: 1,
            active: true,
            name: 'Example',
            preset: null,
            regularPayCode: text(r.regularPayCode) ?? 'REG',
            daily1Threshold: value(r.daily1Threshold),
            daily1PayCode: text(r.daily1PayCode),
            daily2Threshold: value(r.daily2Threshold),
            daily2PayCode: text(r.daily2PayCode),
            weekly1Threshold: value(r.weekly1Threshold),
            weekly1PayCode: text(r.weekly1PayCode),
            weekly2Threshold: value(r.weekly2Threshold),
            weekly2PayCode: text(r.weekly2PayCode),
            consecutiveDaysThreshold: value(r.consecutiveDaysThreshold),
            consecutiveDaysRegularPayCode: text(r.consecutiveDaysRegularPayCode),
            consecutiveDaysDaily1PayCode: text(r.consecutiveDaysDaily1PayCode),
            weekStartsOn: r.weekStartsOn ?? 1,
            overtimeByPayPeriod: r.overtimeByPayPeriod ?? false,
            applyShiftOverlapTo: r.applyShiftOverlapTo ?? null,
          },
        ]
      : [],
  });
  const engine = engineRulesFrom(stored);
  const tuesday = dayFromIso(EXAMPLE_DATE);
  // The workweek holding the example Tuesday (weekStartsOn 1 = Sunday).
  const weekStart = tuesday - ((weekdayOf(tuesday) - ((r.weekStartsOn ?? 1) - 1) + 7) % 7);
  const run = (id: PayRuleScenarioId, worked: readonly (readonly [number, number])[], periodDays = 7): PayRuleScenario => {
    const punches = worked.flatMap(([day, hours], k) =>
      examplePunches([span(hours)], isoFromDay(day)).map((p) => ({ ...p, id: `${p.id}d${k}` })),
    );
    const card = computeTimecard({
      timeZone: EXAMPLE_ZONE,
      period: { start: isoFromDay(weekStart), end: isoFromDay(weekStart + periodDays - 1) },
      punches,
      ...engine,
      trace: false,
    });
    const days = card.days
      .filter((d) => d.workedSeconds > 0)
      .map((d) => ({
        date: d.date,
        weekday: weekdayOf(dayFromIso(d.date)) + 1,
        workedSeconds: d.workedSeconds,
        payCodes: Object.entries(d.byPayCode).map(([code, seconds]) => ({ code, seconds })),
      }));
    return { id, days, payCodes: paidInOrder(card) };
  };
  const out: PayRuleScenario[] = [run('longDay', [[tuesday, pastThreshold(r.daily1PayCode ? r.daily1Threshold : null, 10)]])];
  if (hasValue(r.daily2Threshold) && r.daily2PayCode) out.push(run('doubleDay', [[tuesday, pastThreshold(r.daily2Threshold, 13)]]));
  out.push(
    run(
      'week',
      [1, 2, 3, 4, 5, 6].map((d) => [weekStart + d, 9] as const),
    ),
  );
  const n = r.consecutiveDaysThreshold;
  if (hasValue(n) && r.consecutiveDaysRegularPayCode && r.consecutiveDaysDaily1PayCode) {
    out.push(
      run(
        'consecutive',
        Array.from({ length: n as number }, (_, d) => [weekStart + d, 9] as const),
      ),
    );
  }
  if (r.overtimeByPayPeriod) {
    const fortnight = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12].map((d) => [weekStart + d, d < 7 ? 10 : 6] as const);
    out.push(run('fortnight', fortnight, 14));
  }
  return out;
}
