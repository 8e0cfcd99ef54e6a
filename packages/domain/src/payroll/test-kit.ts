// Builders for net pay tests: a line or a rule with only the figures a test is about.
import type { AdjustmentInput, GrossLine, NetPayInput, StatutoryInput } from './types';

export function grossLine(amount: string, over: Partial<GrossLine> = {}): GrossLine {
  return { kind: 'hours', code: 'REG', name: 'Regular', seconds: 144_000, rate: '25', amount, source: {}, ...over };
}

export function adjustment(over: Partial<AdjustmentInput> & Pick<AdjustmentInput, 'kind' | 'calculation'>): AdjustmentInput {
  return {
    code: over.kind.toUpperCase(),
    name: over.kind,
    taxable: true,
    amount: null,
    percent: null,
    percentOf: 'gross',
    source: {},
    ...over,
  };
}

export function statutoryPercent(code: string, percent: string, over: Partial<StatutoryInput> = {}): StatutoryInput {
  return {
    code,
    name: code,
    sequence: 1,
    calculation: 'percent',
    employeePercent: percent,
    employerPercent: percent,
    fixedAmount: null,
    annualWageBase: null,
    yearToDateBase: '0',
    ...over,
  };
}

/** Social Security as in 2024: 6.2 % each side up to 168,600.00 a year. */
export const socialSecurity = (yearToDateBase = '0'): StatutoryInput =>
  statutoryPercent('SS', '6.2', { name: 'Social Security', annualWageBase: '168600', yearToDateBase });

/** Medicare: 1.45 % each side, no wage base. */
export const medicare = (): StatutoryInput => statutoryPercent('MED', '1.45', { name: 'Medicare', sequence: 2 });

export function netPayInput(over: Partial<NetPayInput> = {}): NetPayInput {
  return { accuracy: 2, paidSeconds: 144_000, gross: [grossLine('1000.00')], adjustments: [], statutory: [], ...over };
}
