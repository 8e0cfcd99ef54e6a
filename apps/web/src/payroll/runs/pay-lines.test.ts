import type { PayLine } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { explainLine, type LineFormats } from './line-explanation';
import { groupLines, sumDecimals } from './pay-lines';
import { runActions, staleText } from './run-actions';

const line = (over: Partial<PayLine>): PayLine => ({
  kind: 'hours',
  code: 'REG',
  name: 'Regular',
  seconds: null,
  rate: null,
  base: null,
  amount: '0',
  taxable: true,
  source: {},
  ...over,
});

const f: LineFormats = {
  money: (a) => `$${a}`,
  duration: (s) => `${s / 3600}h`,
  date: (d) => `<${d}>`,
};

describe('groupLines', () => {
  it('groups gross to net in order, with exact totals and hours', () => {
    const groups = groupLines([
      line({ kind: 'statutory', code: 'SS', amount: '-62.00' }),
      line({ kind: 'hours', code: 'REG', seconds: 36_000, amount: '150.10' }),
      line({ kind: 'hours', code: 'OT', seconds: 3_600, amount: '22.52' }),
      line({ kind: 'deduction', code: 'UNI', amount: '-10.005' }),
      line({ kind: 'employer', code: 'SS', amount: '62.00' }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['earnings', 'adjustments', 'statutory', 'employer']);
    expect(groups[0]).toMatchObject({ seconds: 39_600, total: '172.62' });
    expect(groups[0]?.lines.map((l) => l.code)).toEqual(['REG', 'OT']);
    expect(groups[1]?.total).toBe('-10.005');
  });

  it('leaves empty groups out and has no total without amounts', () => {
    const groups = groupLines([line({ amount: undefined, seconds: 60 })]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.total).toBeUndefined();
  });

  it('sums decimals exactly where floats would not', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['-0.5', '0.25'])).toBe('-0.25');
    expect(sumDecimals([])).toBe('0');
  });
});

describe('explainLine', () => {
  it('explains hours from their cards and the rates in force', () => {
    const text = explainLine(
      line({
        seconds: 7_200,
        rate: '15.000000',
        amount: '30.00',
        source: { cards: ['2026-11-09'], rates: [{ from: '2026-01-01', rate: '15.00' }] },
      }),
      f,
    );
    expect(text).toEqual([
      '2h at $15.000000 an hour = $30.00.',
      'From the time card of the pay period starting <2026-11-09>.',
      'Pay rate: $15.00 an hour from <2026-01-01>.',
    ]);
  });

  it('explains a statutory share with its base, the wage base and its order', () => {
    const source = {
      calculation: 'percent',
      sequence: 1,
      taxableGross: '1000.00',
      wageBase: '168600.00',
      yearToDateBase: '167900.00',
      remainingWageBase: '700.00',
      limitedBy: 'wage_base',
      share: 'employee',
      percent: '6.2',
    };
    const text = explainLine(line({ kind: 'statutory', code: 'SS', rate: '6.200000', base: '700.00', amount: '-43.40', source }), f);
    expect(text).toEqual([
      '6.2% of $700.00 = $43.40.',
      'Taxable gross $1000.00.',
      'Annual wage base $168600.00, $167900.00 already taxed this year, $700.00 left.',
      'Limited by the wage base.',
      'Applied 1st in order.',
    ]);
  });

  it('says an employer share is a cost and a rule without a wage base has no limit', () => {
    const source = { calculation: 'percent', sequence: 2, wageBase: null, share: 'employer', percent: '1.45' };
    expect(explainLine(line({ kind: 'employer', code: 'MED', rate: '1.45', base: '100', amount: '1.45', source }), f)).toEqual([
      '1.45% of $100 = $1.45.',
      "The employer's share: a cost, not taken from pay.",
      'No annual wage base limit.',
      'Applied 2nd in order.',
    ]);
  });

  it('explains adjustments: when in force, whose figures, how calculated; unknown facts as label and value', () => {
    const fixed = {
      adjustmentId: 7,
      from: '2026-01-01',
      until: '2026-12-31',
      figures: "the worker's own",
      calculation: 'fixed',
      amount: '15',
      approvedBy: 'Ann',
    };
    expect(explainLine(line({ kind: 'deduction', code: 'UNI', amount: '-15.00', source: fixed }), f)).toEqual([
      'In force from <2026-01-01> until <2026-12-31>.',
      "With the worker's own figures.",
      'A fixed amount of $15.',
      'Approved By: Ann.',
    ]);
    const perHour = { from: 'this run', calculation: 'rate_hours', perHour: '0.50', paidSeconds: 36_000 };
    expect(explainLine(line({ kind: 'earning', code: 'SHIFT', amount: '5.00', source: perHour }), f)).toEqual([
      'For this run only.',
      '$0.50 per paid hour × 10h paid.',
    ]);
    const percent = { from: 'this run', calculation: 'percent', percent: '10', percentOf: 'after_deductions', base: '938.00' };
    expect(
      explainLine(line({ kind: 'deduction', code: 'GARN', rate: '10', base: '938.00', amount: '-93.80', source: percent }), f),
    ).toEqual(['10% of $938.00 = $93.80.', 'For this run only.', 'A percentage of pay after deductions.']);
  });

  it('explains a salary prorated for a mid-period hire, and one not due', () => {
    const source = {
      periodType: 'biweek',
      periodsPerYear: 26,
      periodStart: '2026-11-02',
      periodEnd: '2026-11-15',
      daysInPeriod: 14,
      daysPaid: 7,
      hired: '2026-11-09',
      terminated: null,
      parts: [{ annual: '52000', rateFrom: '2026-11-09', start: '2026-11-09', end: '2026-11-15', days: 7 }],
    };
    expect(explainLine(line({ kind: 'salary', code: 'SAL', amount: '1000.00', source }), f)).toEqual([
      '$52000 a year (rate from <2026-11-09>) ÷ 26 pay periods × 7 of 14 days, <2026-11-09> – <2026-11-15>.',
      'Prorated: 7 of 14 days paid, hired <2026-11-09>.',
    ]);
    const none = { ...source, daysPaid: 0, parts: [], reason: 'not_employed' };
    expect(explainLine(line({ kind: 'salary', code: 'SAL', amount: '0.00', source: none }), f)).toEqual([
      'Not employed during the period.',
    ]);
  });

  it('shows no money when the line has none', () => {
    expect(explainLine(line({ seconds: 3_600, rate: null, amount: undefined, source: { cards: [3, 4] } }), f)).toEqual([
      '1h paid.',
      'From 2 time cards.',
    ]);
  });
});

describe('runActions', () => {
  it('offers what each state allows', () => {
    expect(runActions({ state: 'draft', staleWorkers: 0 }).map((a) => a.action)).toEqual(['calculate', 'delete']);
    expect(runActions({ state: 'approved', staleWorkers: 0 }).map((a) => a.action)).toEqual(['finalize', 'reopen', 'delete']);
    expect(runActions({ state: 'finalized', staleWorkers: 0 })).toEqual([]);
  });

  it('disables approve and finalize while stale', () => {
    const [approve, recalc] = runActions({ state: 'calculated', staleWorkers: 1 });
    expect(approve?.disabledReason).toBe('1 worker changed since this run was calculated: recalculate them first.');
    expect(recalc?.disabledReason).toBeNull();
    expect(staleText(3)).toBe('3 workers changed since this run was calculated');
  });
});
