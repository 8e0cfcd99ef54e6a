import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from '../time/decimal';
import { computeNetPay } from './net-pay';
import type { AdjustmentInput, GrossLine, NetPayInput, PayLine, StatutoryInput } from './types';

// Net pay sums its lines exactly (issue 33): whatever the figures, net is the signed sum of the
// lines people read on the stub, employer cost adds the employer shares, and every amount is a
// decimal string with exactly payAccuracy places (no binary float ever reaches a result).

/** A decimal string with up to `digits` places, from whole units of 10^-digits. */
const decimal = (max: number, digits: number) =>
  fc.integer({ min: 0, max: max * 10 ** digits }).map((n) => formatScaled(BigInt(n), digits));

const inputs: fc.Arbitrary<NetPayInput> = fc.integer({ min: 0, max: 4 }).chain((accuracy) =>
  fc.record({
    accuracy: fc.constant(accuracy),
    paidSeconds: fc.integer({ min: 0, max: 400_000 }),
    gross: fc.array(
      fc.record({
        kind: fc.constantFrom<GrossLine['kind']>('hours', 'salary', 'time_off', 'holiday'),
        code: fc.constantFrom('REG', 'OT', 'PTO'),
        name: fc.constant('line'),
        seconds: fc.constant(null),
        rate: fc.constant(null),
        amount: decimal(20_000, accuracy),
        source: fc.constant({}),
      }),
      { maxLength: 4 },
    ),
    adjustments: fc.array(
      fc.record({
        code: fc.constantFrom('A', 'B', 'C'),
        name: fc.constant('adjustment'),
        kind: fc.constantFrom<AdjustmentInput['kind']>('earning', 'reimbursement', 'deduction'),
        taxable: fc.boolean(),
        calculation: fc.constantFrom<AdjustmentInput['calculation']>('fixed', 'rate_hours', 'percent'),
        amount: decimal(2_000, 4),
        percent: decimal(100, 4),
        percentOf: fc.constantFrom<AdjustmentInput['percentOf']>('gross', 'after_deductions'),
        source: fc.constant({}),
      }),
      { maxLength: 6 },
    ),
    statutory: fc.array(
      fc.record({
        code: fc.constantFrom('SS', 'MED', 'FIX'),
        name: fc.constant('rule'),
        sequence: fc.integer({ min: 1, max: 5 }),
        calculation: fc.constantFrom<StatutoryInput['calculation']>('percent', 'fixed'),
        employeePercent: fc.option(decimal(20, 4)),
        employerPercent: fc.option(decimal(20, 4)),
        fixedAmount: fc.option(decimal(500, 4)),
        annualWageBase: fc.option(decimal(200_000, 4)),
        yearToDateBase: decimal(250_000, 4),
      }),
      { maxLength: 4 },
    ),
  }),
);

/** Units of 10^-accuracy of a money string, checking it has exactly `accuracy` places. */
function units(amount: string, accuracy: number): bigint {
  const pattern = accuracy === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${accuracy}}$`);
  expect(amount).toMatch(pattern);
  return BigInt(amount.replace('.', ''));
}

const sum = (lines: PayLine[], accuracy: number) => lines.reduce((n, l) => n + units(l.amount, accuracy), 0n);
const GROSS_KINDS = ['hours', 'salary', 'time_off', 'holiday', 'earning'];

describe('computeNetPay adds up exactly', () => {
  it('net, gross, deductions and employer cost are sums of the lines', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = computeNetPay(input);
        const a = input.accuracy;
        const of = (...kinds: string[]) => r.lines.filter((l) => kinds.includes(l.kind));
        expect(units(r.net, a)).toBe(
          sum(
            r.lines.filter((l) => l.kind !== 'employer'),
            a,
          ),
        );
        expect(units(r.employerCost, a)).toBe(sum(of(...GROSS_KINDS, 'reimbursement', 'employer'), a));
        expect(units(r.gross, a)).toBe(sum(of(...GROSS_KINDS), a));
        expect(units(r.deductions, a)).toBe(-sum(of('deduction', 'statutory'), a));
        const taxable = r.lines.filter((l) => (GROSS_KINDS.includes(l.kind) && l.taxable) || (l.kind === 'deduction' && !l.taxable));
        expect(units(r.taxableGross, a)).toBe(sum(taxable, a));
        // Signs as they act on net: nothing taken is positive, nothing paid is negative.
        for (const l of r.lines) {
          const n = units(l.amount, a);
          if (l.kind === 'deduction' || l.kind === 'statutory') expect(n <= 0n).toBe(true);
          else expect(n >= 0n).toBe(true);
        }
        expect(r.lines.filter((l) => l.kind === 'reimbursement' || l.kind === 'employer').every((l) => !l.taxable)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a statutory base pass the wage base left or the taxable gross', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = computeNetPay(input);
        for (const l of r.lines.filter((x) => x.kind === 'statutory' && x.base !== null)) {
          const source = l.source as { remainingWageBase: string | null };
          const base = Number(l.base); // comparison only; the engine never uses floats
          expect(base).toBeGreaterThanOrEqual(0);
          expect(base).toBeLessThanOrEqual(Math.max(0, Number(r.taxableGross)));
          if (source.remainingWageBase !== null) expect(base).toBeLessThanOrEqual(Number(source.remainingWageBase));
        }
      }),
      { numRuns: 200 },
    );
  });
});
