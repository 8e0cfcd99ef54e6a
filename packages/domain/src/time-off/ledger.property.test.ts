import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../time/civil';
import { computeLedger, ledgerStart, runLedger } from './ledger';
import { ledgerInput, policy } from './test-kit';
import type { AccrualMethod, LedgerInput } from './types';

// The ledger is a fold over days, so it can be recomputed at any time (issue 20): computing it from
// scratch equals applying its days one run at a time from any saved state, and a ledger as of a
// later day only adds entries to the one as of an earlier day.

const day = fc.integer({ min: 0, max: 700 }).map((n) => addDaysIso('2025-06-01', n));
const amount = fc.integer({ min: 1, max: 400 }).map((n) => n / 10);

const inputs: fc.Arbitrary<LedgerInput> = fc
  .record({
    method: fc.constantFrom<AccrualMethod>('perHour', 'perPayPeriod', 'monthly', 'yearly', 'none'),
    frontLoaded: fc.boolean(),
    rate: fc.integer({ min: 1, max: 2000 }).map((n) => n / 100),
    tiers: fc.array(
      fc.record({ afterMonths: fc.integer({ min: 1, max: 36 }), rate: fc.integer({ min: 1, max: 2000 }).map((n) => n / 100) }),
      { maxLength: 2 },
    ),
    waitingDays: fc.integer({ min: 0, max: 90 }),
    balanceCap: fc.option(fc.integer({ min: 10, max: 200 })),
    yearlyCap: fc.option(fc.integer({ min: 10, max: 200 })),
    carryOverLimit: fc.option(fc.integer({ min: 0, max: 80 })),
    carryOverExpiryMonths: fc.option(fc.integer({ min: 1, max: 11 })),
    hireDate: fc.option(day),
    from: day,
    worked: fc.array(fc.tuple(day, fc.integer({ min: 1, max: 12 * 3600 }))),
    uses: fc.array(fc.record({ date: day, amount, note: fc.constant('') })),
    adjustments: fc.array(
      fc.record({ date: day, amount: fc.integer({ min: -200, max: 400 }).map((n) => n / 10), note: fc.constant('Adjust') }),
    ),
  })
  .map((r) =>
    ledgerInput({
      hireDate: r.hireDate,
      assignments: [{ policy: policy({ ...r, id: 1 }), from: r.from }],
      worked: new Map(r.worked),
      uses: r.uses,
      adjustments: r.adjustments,
      asOf: '2027-06-30',
    }),
  );

describe('the ledger as a fold', () => {
  it('recomputed from scratch equals applying its days in runs from saved states', () => {
    fc.assert(
      fc.property(inputs, fc.array(day, { maxLength: 4 }), (input, cuts) => {
        const whole = computeLedger(input);
        let state = ledgerStart(input);
        const pieces = [];
        for (const cut of [...cuts].sort()) {
          const run = runLedger(input, state, cut);
          pieces.push(...run.entries);
          state = run.state;
        }
        const rest = runLedger(input, state, input.asOf);
        pieces.push(...rest.entries);
        expect(pieces).toEqual(whole.entries);
        expect(rest.state.balance / 10_000).toBe(whole.balance);
      }),
      { numRuns: 150 },
    );
  });

  it('as of a later day only adds entries, and each balance is the sum of the amounts so far', () => {
    fc.assert(
      fc.property(inputs, day, (input, earlier) => {
        const later = computeLedger(input).entries;
        const before = computeLedger({ ...input, asOf: earlier }).entries;
        expect(later.slice(0, before.length)).toEqual(before);
        let sum = 0;
        for (const e of later) {
          sum += Math.round(e.amount * 10_000);
          expect(Math.round(e.balance * 10_000)).toBe(sum);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never lets an accrual lift the balance over the balance cap', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const cap = input.assignments[0]?.policy.balanceCap ?? null;
        if (cap === null) return;
        for (const e of computeLedger(input).entries) if (e.kind === 'accrual' && e.amount > 0) expect(e.balance).toBeLessThanOrEqual(cap);
      }),
      { numRuns: 150 },
    );
  });
});
