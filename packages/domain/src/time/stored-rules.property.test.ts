import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineRulesFrom } from './stored-rules';
import { storedRulesFrom } from './stored-rules-inverse';
import type {
  StoredBreakRule,
  StoredPayClass,
  StoredPayCode,
  StoredPayRule,
  StoredRoundingRule,
  StoredTimeRules,
  WorkerRules,
} from './stored-rules-types';

// Stored values inside the ranges the API accepts (see the stored shapes), inactive records included.
const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const wall = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const code = fc.constantFrom('REG', 'OT', 'DT', 'HOL', 'X_2');
const overlap = fc.constantFrom('start' as const, 'end' as const, 'split' as const);
const minutes = (max: number) => fc.integer({ min: 0, max });
const record = (id: number) => ({ id: fc.constant(id), version: fc.constant(1), active: fc.boolean() });

const shiftArb: fc.Arbitrary<StoredTimeRules['shift']> = fc.record({
  shiftMode: fc.constantFrom('default' as const, 'open' as const),
  workShift: fc.boolean(),
  shiftStartsAt: wall,
  maxShift: hundredths(1, 48),
  openShiftType: fc.constantFrom('firstIn', 'startsAt', 'auto'),
  openShiftStartsAt: opt(wall),
  openShiftMaxDuration: hundredths(1, 48),
  maxExtendShiftEarly: minutes(720),
  maxExtendShiftLate: minutes(720),
  applyShiftOverlapTo: overlap,
  startEarlyGrace: minutes(120),
  startLateGrace: minutes(120),
  leaveEarlyGrace: minutes(120),
  leaveLateGrace: minutes(120),
  watchWindow: minutes(1440),
  offlineTolerance: minutes(60),
  daysOfWeek: fc.subarray([1, 2, 3, 4, 5, 6, 7]),
  fullDayDuration: fc.integer({ min: 1, max: 1440 }),
});

const payRuleArb = (id: number): fc.Arbitrary<StoredPayRule> =>
  fc.record({
    ...record(id),
    name: fc.constant(`Rule ${id}`),
    regularPayCode: code,
    daily1Threshold: opt(hundredths(0, 24)),
    daily1PayCode: opt(code),
    daily2Threshold: opt(hundredths(0, 24)),
    daily2PayCode: opt(code),
    weekly1Threshold: opt(hundredths(0, 168)),
    weekly1PayCode: opt(code),
    weekly2Threshold: opt(hundredths(0, 168)),
    weekly2PayCode: opt(code),
    consecutiveDaysThreshold: opt(fc.integer({ min: 2, max: 7 })),
    consecutiveDaysRegularPayCode: opt(code),
    consecutiveDaysDaily1PayCode: opt(code),
    weekStartsOn: fc.integer({ min: 1, max: 7 }),
    overtimeByPayPeriod: fc.boolean(),
    applyShiftOverlapTo: opt(overlap),
    preset: opt(fc.constantFrom('california', 'flsa')),
  });

const payCodeArb = (c: string, id: number): fc.Arbitrary<StoredPayCode> =>
  fc.record({
    ...record(id),
    code: fc.constant(c),
    name: fc.constant(c),
    multiplier: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1e6),
    countsTowardOt: fc.boolean(),
  });

const payClassArb = (id: number): fc.Arbitrary<StoredPayClass> =>
  fc.record({
    ...record(id),
    name: fc.constant(`Class ${id}`),
    multiplierDifferential: fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 1e6),
    fixedDifferential: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1e4),
    addThenMultiply: fc.boolean(),
    minBaseWage: opt(fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1e4)),
    countsTowardOt: fc.boolean(),
  });

const roundingArb = (applyTo: StoredRoundingRule['applyTo'], id: number): fc.Arbitrary<StoredRoundingRule> =>
  fc.record({
    ...record(id),
    applyTo: fc.constant(applyTo),
    interval: fc.integer({ min: 1, max: 60 }),
    mode: fc.constantFrom('up' as const, 'down' as const, 'nearest' as const),
    grace: minutes(60),
    scheduleWindow: opt(minutes(240)),
  });

const breakArb = (id: number): fc.Arbitrary<StoredBreakRule> =>
  fc.record({
    ...record(id),
    name: fc.constant(`Break ${id}`),
    paid: fc.boolean(),
    after: minutes(1440),
    duration: fc.integer({ min: 1, max: 240 }),
    autoDeduct: fc.boolean(),
    grace: minutes(60),
  });

/** n records with ids 1…n (unique, as the database gives them). */
const records = <T>(max: number, one: (id: number) => fc.Arbitrary<T>): fc.Arbitrary<T[]> =>
  fc.integer({ min: 0, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => one(i + 1))));

const storedArb: fc.Arbitrary<StoredTimeRules> = fc.record({
  shift: shiftArb,
  payroll: fc.record({
    enabled: fc.boolean(),
    payPeriodType: fc.constantFrom('week' as const, 'biweek' as const, 'semimonth' as const, 'month' as const),
    payPeriodStarts: fc.integer({ min: 1, max: 7 }),
    usePayClass: fc.boolean(),
    defaultPayRuleId: opt(fc.integer({ min: 1, max: 4 })),
    payAccuracy: fc.integer({ min: 0, max: 4 }),
  }),
  payRules: records(3, payRuleArb),
  payCodes: fc.subarray(['REG', 'OT', 'DT', 'HOL', 'X_2']).chain((cs) => fc.tuple(...cs.map((c, i) => payCodeArb(c, i + 1)))),
  payClasses: records(3, payClassArb),
  roundingRules: fc
    .subarray(['in', 'out', 'both', 'shiftStart', 'shiftEnd', 'breakStart', 'breakEnd'] as const)
    .chain((ts) => fc.tuple(...ts.map((t, i) => roundingArb(t, i + 1)))),
  breakRules: records(3, breakArb),
});

const workerArb: fc.Arbitrary<WorkerRules> = fc.record({
  payClassId: opt(fc.integer({ min: 1, max: 4 })),
  payRuleId: opt(fc.integer({ min: 1, max: 4 })),
});

describe('stored settings ↔ engine rules', () => {
  it('round-trips: stored → engine → stored → engine gives the same engine rules', () => {
    fc.assert(
      fc.property(storedArb, workerArb, (stored, worker) => {
        const engine = engineRulesFrom(stored, worker);
        const back = storedRulesFrom(engine);
        expect(engineRulesFrom(back.stored, back.worker)).toStrictEqual(engine);
        // …and the stored form it comes back as is a fixed point.
        expect(storedRulesFrom(engineRulesFrom(back.stored, back.worker))).toStrictEqual(back);
      }),
      { numRuns: 300 },
    );
  });
});
