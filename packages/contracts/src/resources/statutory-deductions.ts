import { defineResource, type FieldErrors } from './define';
import { PAY_CODE_PATTERN } from './pay-codes';

export const STATUTORY_CALCULATION_LABELS: Readonly<Record<string, string>> = {
  percent: 'Percent of taxable pay',
  fixed: 'Fixed amount per pay run',
};

export const STATUTORY_PERCENT_NEEDED = 'Give the employee percent, the employer percent or both.';

/**
 * Settings → Payroll → Statutory Deductions (issue 33, SPEC section 7 payroll-service path
 * netpay/statutory-deductions): the organization's own rules, applied in `sequence` order by pay
 * runs. Not a tax engine: a percent is of the worker's taxable pay (gross less pre-tax
 * deductions), up to the annual wage base when one is given (US Social Security 6.2 % up to its
 * base, Medicare 1.45 % without one); a fixed one is an amount per run.
 */
export const statutoryDeductionsResource = defineResource({
  kind: 'statutorydeduction',
  path: 'netpay/statutory-deductions',
  table: 'statutory_deductions',
  label: 'Statutory Deduction',
  labelPlural: 'Statutory Deductions',
  feature: ['payroll', 'netpay'],
  fields: {
    code: { type: 'text', label: 'Code', required: true, maxLength: 20, unique: true, pattern: PAY_CODE_PATTERN, example: 'STAT' },
    name: { type: 'text', label: 'Name', required: true, maxLength: 100 },
    sequence: { type: 'integer', label: 'Order Applied', min: 1, max: 999, default: 1 },
    calculation: {
      type: 'choice',
      label: 'Calculation',
      required: true,
      choices: ['percent', 'fixed'],
      choiceLabels: STATUTORY_CALCULATION_LABELS,
    },
    employeePercent: {
      type: 'number',
      label: 'Employee Percent',
      min: 0,
      max: 100,
      maxDecimals: 4,
      showWhen: { field: 'calculation', equals: 'percent' },
    },
    employerPercent: {
      type: 'number',
      label: 'Employer Percent',
      min: 0,
      max: 100,
      maxDecimals: 4,
      showWhen: { field: 'calculation', equals: 'percent' },
    },
    fixedAmount: { type: 'money', label: 'Fixed Amount', min: 0, max: 1_000_000, showWhen: { field: 'calculation', equals: 'fixed' } },
    // Pay above it in a calendar year is not deducted from (optional; empty: no limit).
    annualWageBase: {
      type: 'money',
      label: 'Annual Wage Base',
      min: 0,
      max: 100_000_000,
      showWhen: { field: 'calculation', equals: 'percent' },
    },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: {
    columns: ['sequence', 'code', 'name', 'calculation', 'employeePercent', 'employerPercent', 'fixedAmount', 'annualWageBase', 'active'],
    search: ['code', 'name'],
    orderBy: 'sequence',
    allowAll: true,
  },
  access: { read: 'manage_payroll', write: 'manage_payroll' },
  check: (values): FieldErrors => {
    if (values.calculation === 'fixed') return values.fixedAmount == null ? { fixedAmount: ['Fixed Amount is a required field.'] } : {};
    return values.employeePercent == null && values.employerPercent == null ? { employeePercent: [STATUTORY_PERCENT_NEEDED] } : {};
  },
});
