// Gross to net for one worker on one pay run (docs/payroll.md, "Net pay"). Pure and exact: every
// amount is a bigint in 10^-6 while computing, each computed line is rounded to payAccuracy once,
// and the totals are sums of the rounded lines, so a summary always adds up to the cent.
import { exactText, maxOf, minOf, moneyText, percentOf, perHourFor, roundTo, scaled, sumOf, unitOf } from './money';
import type { AdjustmentInput, Money, NetPayInput, NetPayResult, PayLine, StatutoryInput } from './types';

/** A line while computing: its amount still a bigint (10^-6, signed as it acts on net). */
type Draft = Omit<PayLine, 'amount'> & { value: bigint };

/**
 * Computes a worker's pay summary lines and totals. Order of the rules (each uses the ones before):
 * gross lines and earnings → gross; pre-tax deductions → taxable gross; statutory deductions in
 * `sequence` order on taxable gross, each up to what is left of its annual wage base; other
 * deductions on gross or on what is left after the deductions so far; reimbursements on top.
 * A negative net is returned, not thrown: see {@link netPayProblems}.
 */
export function computeNetPay(input: NetPayInput): NetPayResult {
  const { accuracy, paidSeconds } = input;
  unitOf(accuracy);
  const grossLines: Draft[] = input.gross.map((line) => ({ ...line, base: null, taxable: true, value: scaled(line.amount) }));
  const grossLinesSum = sumOf(grossLines.map((l) => l.value));

  const adjust = (a: AdjustmentInput, base: bigint, sign: 1n | -1n): Draft => adjustmentLine(a, base, sign, paidSeconds, accuracy);
  const ofKind = (kind: AdjustmentInput['kind']) => input.adjustments.filter((a) => a.kind === kind);

  // Percent earnings apply to the gross lines only: an earning is never a percent of another earning.
  const earnings = ofKind('earning').map((a) => adjust(a, grossLinesSum, 1n));
  const gross = grossLinesSum + sumOf(earnings.map((l) => l.value));

  // Pre-tax deductions come before anything else is taken, so their percent is always of gross.
  const preTax = ofKind('deduction')
    .filter((a) => !a.taxable)
    .map((a) => adjust(a, gross, -1n));
  const taxableGross = grossLinesSum + sumOf(earnings.filter((l) => l.taxable).map((l) => l.value)) + sumOf(preTax.map((l) => l.value));

  const statutory = statutoryLines(input.statutory, taxableGross, accuracy);
  const employee = statutory.filter((l) => l.kind === 'statutory');
  const employer = statutory.filter((l) => l.kind === 'employer');

  // "After deductions": what is left of gross once pre-tax and statutory deductions are taken.
  const left = maxOf(0n, gross + sumOf(preTax.map((l) => l.value)) + sumOf(employee.map((l) => l.value)));
  const other = ofKind('deduction')
    .filter((a) => a.taxable)
    .map((a) => adjust(a, a.percentOf === 'after_deductions' ? left : gross, -1n));
  const reimbursements = ofKind('reimbursement').map((a) => ({ ...adjust(a, gross, 1n), taxable: false }));

  const taken = -sumOf([...preTax, ...employee, ...other].map((l) => l.value));
  const reimbursed = sumOf(reimbursements.map((l) => l.value));
  const lines = [...grossLines, ...earnings, ...preTax, ...employee, ...other, ...reimbursements, ...employer];
  return {
    lines: lines.map(({ value, ...line }) => ({ ...line, amount: moneyText(value, accuracy) })),
    gross: moneyText(gross, accuracy),
    taxableGross: moneyText(taxableGross, accuracy),
    deductions: moneyText(taken, accuracy),
    net: moneyText(gross + reimbursed - taken, accuracy),
    employerCost: moneyText(gross + reimbursed + sumOf(employer.map((l) => l.value)), accuracy),
  };
}

/** What makes a result unpayable, in words for the person running payroll (empty: none). */
export function netPayProblems(result: NetPayResult): string[] {
  const problems: string[] = [];
  if (scaled(result.net) < 0n) problems.push(`Net pay would be negative (${result.net}): lower or remove a deduction.`);
  return problems;
}

function adjustmentLine(a: AdjustmentInput, base: bigint, sign: 1n | -1n, paidSeconds: number, accuracy: number): Draft {
  const line = { kind: a.kind, code: a.code, name: a.name, taxable: a.taxable };
  if (a.calculation === 'fixed') {
    const amount = scaled(required(a.amount, a, 'amount'));
    return {
      ...line,
      seconds: null,
      rate: null,
      base: null,
      value: sign * roundTo(amount, accuracy),
      source: { ...a.source, calculation: 'fixed', amount: a.amount },
    };
  }
  if (a.calculation === 'rate_hours') {
    const perHour = scaled(required(a.amount, a, 'amount'));
    const source = { ...a.source, calculation: 'rate_hours', perHour: a.amount, paidSeconds };
    return {
      ...line,
      seconds: paidSeconds,
      rate: exactText(perHour, 0),
      base: null,
      value: sign * perHourFor(perHour, paidSeconds, accuracy),
      source,
    };
  }
  const percent = scaled(required(a.percent, a, 'percent'));
  const baseText = exactText(base, accuracy);
  const source = { ...a.source, calculation: 'percent', percent: exactText(percent, 0), percentOf: appliedTo(a), base: baseText };
  return { ...line, seconds: null, rate: exactText(percent, 0), base: baseText, value: sign * percentOf(base, percent, accuracy), source };
}

// Only other (post-tax) deductions can take a percent of what is left; the rest apply to gross.
function appliedTo(a: AdjustmentInput): AdjustmentInput['percentOf'] {
  return a.kind === 'deduction' && a.taxable ? a.percentOf : 'gross';
}

function required(value: Money | null, a: AdjustmentInput, figure: string): Money {
  if (value === null) throw new RangeError(`Adjustment ${a.code} (${a.calculation}) has no ${figure}`);
  return value;
}

/** Employee (negative) and employer (positive, a cost) lines of the statutory rules, in sequence order. */
function statutoryLines(rules: readonly StatutoryInput[], taxableGross: bigint, accuracy: number): Draft[] {
  const ordered = [...rules].sort((a, b) => a.sequence - b.sequence || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const employee: Draft[] = [];
  const employer: Draft[] = [];
  for (const rule of ordered) {
    const line = { code: rule.code, name: rule.name, seconds: null, taxable: true };
    if (rule.calculation === 'fixed') {
      const fixed = scaled(rule.fixedAmount ?? '0');
      const source = { calculation: 'fixed', sequence: rule.sequence, fixedAmount: rule.fixedAmount };
      employee.push({ ...line, kind: 'statutory', rate: null, base: null, value: -roundTo(fixed, accuracy), source });
      continue;
    }
    const { base, source } = statutoryBase(rule, taxableGross, accuracy);
    const baseText = exactText(base, accuracy);
    if (rule.employeePercent !== null) {
      const percent = scaled(rule.employeePercent);
      const rate = exactText(percent, 0);
      employee.push({
        ...line,
        kind: 'statutory',
        rate,
        base: baseText,
        value: -percentOf(base, percent, accuracy),
        source: { ...source, share: 'employee', percent: rate },
      });
    }
    if (rule.employerPercent !== null) {
      const percent = scaled(rule.employerPercent);
      const rate = exactText(percent, 0);
      employer.push({
        ...line,
        kind: 'employer',
        taxable: false,
        rate,
        base: baseText,
        value: percentOf(base, percent, accuracy),
        source: { ...source, share: 'employer', percent: rate },
      });
    }
  }
  // Employer shares are read last (they are a cost, not pay): the caller places them.
  return [...employee, ...employer];
}

/** The part of taxable gross a percent rule applies to: up to what is left of its annual wage base. */
function statutoryBase(rule: StatutoryInput, taxableGross: bigint, accuracy: number) {
  const taxable = maxOf(0n, taxableGross);
  const common = { calculation: 'percent', sequence: rule.sequence, taxableGross: exactText(taxableGross, accuracy) };
  if (rule.annualWageBase === null)
    return {
      base: taxable,
      source: { ...common, wageBase: null, yearToDateBase: rule.yearToDateBase, remainingWageBase: null, limitedBy: null },
    };
  const remaining = maxOf(0n, scaled(rule.annualWageBase) - scaled(rule.yearToDateBase));
  const base = minOf(taxable, remaining);
  const source = {
    ...common,
    wageBase: exactText(scaled(rule.annualWageBase), accuracy),
    yearToDateBase: exactText(scaled(rule.yearToDateBase), accuracy),
    remainingWageBase: exactText(remaining, accuracy),
    limitedBy: remaining < taxable ? 'wage_base' : null,
  };
  return { base, source };
}
