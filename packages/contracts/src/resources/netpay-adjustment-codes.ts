import { defineResource, type FieldErrors } from './define';
import { PAY_CODE_PATTERN } from './pay-codes';

/** What an adjustment does to pay: adds taxable pay, pays back an expense, or takes an amount away. */
export const ADJUSTMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  earning: 'Earning (adds to gross pay)',
  reimbursement: 'Reimbursement (paid back, never taxed)',
  deduction: 'Deduction (taken from pay)',
};

/** How an adjustment's amount is worked out each pay run. */
export const ADJUSTMENT_CALCULATION_LABELS: Readonly<Record<string, string>> = {
  fixed: 'Fixed amount per pay run',
  rate_hours: 'Rate × paid hours',
  percent: 'Percent of pay',
};

export const ADJUSTMENT_PERCENT_OF_LABELS: Readonly<Record<string, string>> = {
  gross: 'Gross pay',
  after_deductions: 'Pay after statutory deductions',
};

export const REIMBURSEMENT_NOT_TAXABLE = 'A reimbursement is never taxable.';

/** The figure a calculation needs: its field and the message when it is missing. */
function figureErrors(values: Record<string, unknown>): FieldErrors {
  const calculation = values.calculation;
  if (calculation === 'percent') return values.percent == null ? { percent: ['Percent is a required field.'] } : {};
  if (values.amount == null)
    return { amount: [calculation === 'rate_hours' ? 'Rate per hour is a required field.' : 'Amount is a required field.'] };
  return {};
}

/**
 * Settings → Payroll → Adjustment Codes (issue 33, SPEC section 7 payroll-service path
 * netpay/adjustment-codes): what may be added to or taken from a worker's gross pay. `taxable`
 * on a deduction means it is taken after the statutory deductions; off, it is pre-tax (a 401(k))
 * and lowers the base they are worked out on. A code in use by workers' adjustments cannot be
 * deleted (the foreign key; the toolkit answers 'in use'): it can be made inactive.
 */
export const netpayAdjustmentCodesResource = defineResource({
  kind: 'netpayadjustmentcode',
  path: 'netpay/adjustment-codes',
  table: 'netpay_adjustment_codes',
  label: 'Adjustment Code',
  labelPlural: 'Adjustment Codes',
  feature: ['payroll', 'netpay'],
  fields: {
    code: { type: 'text', label: 'Code', required: true, maxLength: 20, unique: true, pattern: PAY_CODE_PATTERN, example: 'ADJ' },
    name: { type: 'text', label: 'Name', required: true, maxLength: 100 },
    kind: {
      type: 'choice',
      label: 'Kind',
      required: true,
      choices: ['earning', 'reimbursement', 'deduction'],
      choiceLabels: ADJUSTMENT_KIND_LABELS,
    },
    // For a deduction: on = taken after statutory deductions; off = pre-tax (lowers their base).
    taxable: { type: 'bool', label: 'Taxable (off: a pre-tax deduction or untaxed pay)', default: true },
    calculation: {
      type: 'choice',
      label: 'Calculation',
      required: true,
      choices: ['fixed', 'rate_hours', 'percent'],
      choiceLabels: ADJUSTMENT_CALCULATION_LABELS,
    },
    amount: {
      type: 'money',
      label: 'Amount Or Rate',
      min: 0,
      max: 1_000_000,
      showWhen: { field: 'calculation', equals: ['fixed', 'rate_hours'] },
    },
    percent: { type: 'number', label: 'Percent', min: 0, max: 100, maxDecimals: 4, showWhen: { field: 'calculation', equals: 'percent' } },
    percentOf: {
      type: 'choice',
      label: 'Percent Of',
      choices: ['gross', 'after_deductions'],
      choiceLabels: ADJUSTMENT_PERCENT_OF_LABELS,
      default: 'gross',
      showWhen: { field: 'calculation', equals: 'percent' },
    },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: {
    columns: ['code', 'name', 'kind', 'calculation', 'amount', 'percent', 'taxable', 'active'],
    search: ['code', 'name'],
    orderBy: 'code',
    allowAll: true,
  },
  filters: { kind: { type: 'enum', field: 'kind', label: 'Kind' } },
  access: { read: 'manage_payroll', write: 'manage_payroll' },
  check: (values): FieldErrors => ({
    ...figureErrors(values),
    ...(values.kind === 'reimbursement' && values.taxable === true ? { taxable: [REIMBURSEMENT_NOT_TAXABLE] } : {}),
  }),
});
