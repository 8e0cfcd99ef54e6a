import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../time/civil';
import { pointsLedger } from './ledger';
import type { FallOffPolicy, PointedInfraction } from './types';

// The points ledger is computed from the infractions at every read (issue 34), so it must behave
// like a fold over days: stopping earlier gives a prefix of the same entries; a fixed card (an
// infraction gone from the input) leaves nothing of it behind and never costs the worker points;
// and the balance is the running sum of the deltas, never below zero.

const FROM = '2026-01-01';
const day = fc.integer({ min: 0, max: 400 }).map((n) => addDaysIso(FROM, n));
const points = fc.constantFrom(0, 0.25, 0.5, 1, 1.5, 2, 3);

const infractions: fc.Arbitrary<PointedInfraction[]> = fc
  .array(fc.record({ date: day, points, excused: fc.integer({ min: 0, max: 6 }).map((n) => n === 0) }), { maxLength: 25 })
  .map((rows) =>
    rows.map((r, n) => ({
      key: `i${n}`,
      kind: 'no_show' as const,
      date: r.date,
      minutes: null,
      description: `Infraction ${n}`,
      shiftId: null,
      customId: null,
      points: r.points,
      excused: r.excused,
    })),
  );

const policies: fc.Arbitrary<FallOffPolicy> = fc.record({
  expireAfterDays: fc.option(fc.integer({ min: 1, max: 120 })),
  rewardDays: fc.option(fc.integer({ min: 1, max: 60 })),
  rewardPoints: fc.constantFrom(0.25, 0.5, 1, 2),
  thresholds: fc.array(
    fc.record({ points: fc.integer({ min: 1, max: 16 }).map((n) => n / 2), eventTypeId: fc.nat(), eventType: fc.constant('Event') }),
    { maxLength: 3 },
  ),
});

const hundredths = (n: number) => Math.round(n * 100);

describe('the points ledger as a fold', () => {
  it('as of a day D has exactly the entries dated up to D of the ledger as of a later day', () => {
    fc.assert(
      fc.property(infractions, policies, day, fc.integer({ min: 0, max: 200 }), (list, policy, d, later) => {
        const e = addDaysIso(d, later);
        const atD = pointsLedger(list, policy, FROM, d);
        const atE = pointsLedger(list, policy, FROM, e);
        const prefix = atE.entries.filter((x) => x.date <= d);
        expect(atD.entries).toEqual(prefix);
        expect(atD.balance).toBe(prefix.at(-1)?.balance ?? 0);
        expect(atD.crossings).toEqual(atE.crossings.filter((c) => c.date <= d));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no entry of a removed infraction, and never a higher balance for its removal', () => {
    fc.assert(
      fc.property(infractions, policies, day, fc.nat(), (list, policy, asOf, pick) => {
        fc.pre(list.length > 0);
        const gone = list[pick % list.length]!;
        const fixed = list.filter((i) => i.key !== gone.key);
        const before = pointsLedger(list, policy, FROM, asOf);
        const after = pointsLedger(fixed, policy, FROM, asOf);
        expect(after.entries.some((x) => x.key === gone.key)).toBe(false);
        expect(after.balance).toBeLessThanOrEqual(before.balance);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each balance the running sum of the deltas, never below zero', () => {
    fc.assert(
      fc.property(infractions, policies, day, (list, policy, asOf) => {
        const l = pointsLedger(list, policy, FROM, asOf);
        let sum = 0;
        for (const x of l.entries) {
          sum += hundredths(x.delta);
          expect(hundredths(x.balance)).toBe(sum);
          expect(x.balance).toBeGreaterThanOrEqual(0);
          if (x.kind === 'excused') expect(x.delta).toBe(0);
        }
        expect(hundredths(l.balance)).toBe(sum);
      }),
      { numRuns: 300 },
    );
  });
});
