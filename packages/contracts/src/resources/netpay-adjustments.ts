import { defineResource, type FieldErrors } from './define';

export const ADJUSTMENT_WHEN_NEEDED = 'Give a start date (recurring) or a pay run (one-off).';
export const ADJUSTMENT_NOT_BOTH = 'A one-off adjustment on a pay run has no start date: give one or the other.';
export const ADJUSTMENT_END_BEFORE_START = 'must be on or after the start date.';
export const ADJUSTMENT_END_WITHOUT_START = 'A one-off adjustment has no end date.';

/** Exactly one of start date (recurring) and pay run (one-off), as the table checks it, in words. */
function whenErrors(values: Record<string, unknown>): FieldErrors {
  const start = values.startDate as string | null;
  const end = values.endDate as string | null;
  if (start == null && values.payRunId == null) return { startDate: [ADJUSTMENT_WHEN_NEEDED] };
  if (start != null && values.payRunId != null) return { payRunId: [ADJUSTMENT_NOT_BOTH] };
  if (start == null && end != null) return { endDate: [ADJUSTMENT_END_WITHOUT_START] };
  if (start != null && end != null && end < start) return { endDate: [ADJUSTMENT_END_BEFORE_START] };
  return {};
}

/**
 * Manage → Payroll → Net Pay Adjustments (issue 33): an adjustment code given to a worker, every
 * pay run from its start date to its end date (recurring), or once on a pay run (one-off). The
 * amount or percent overrides the code's (empty takes the code's); the server checks the override
 * fits the code's calculation. Amounts are pay: seen and changed only with pay access, and a
 * restricted administrator sees only the workers of their labels (row-level security).
 */
export const netpayAdjustmentsResource = defineResource({
  kind: 'netpayadjustment',
  path: 'netpay/adjustments',
  table: 'netpay_adjustments',
  label: 'Net Pay Adjustment',
  labelPlural: 'Net Pay Adjustments',
  feature: ['payroll', 'netpay'],
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    codeId: {
      type: 'ref',
      label: 'Adjustment Code',
      required: true,
      ref: { kind: 'netpayadjustmentcode', table: 'netpay_adjustment_codes' },
      column: 'code_id',
    },
    amount: { type: 'money', label: 'Amount Or Rate (empty: the code’s)', min: 0, max: 1_000_000, sensitive: 'pay' },
    // The registry walk's sample code is a fixed one: a percent there would be refused.
    percent: { type: 'number', label: 'Percent (empty: the code’s)', min: 0, max: 100, maxDecimals: 4, sensitive: 'pay', example: null },
    startDate: { type: 'date', label: 'Start Date' },
    endDate: { type: 'date', label: 'End Date' },
    payRunId: { type: 'ref', label: 'One-off On Pay Run', ref: { kind: 'payrun', table: 'pay_runs' }, column: 'pay_run_id' },
    note: { type: 'text', label: 'Note', maxLength: 200 },
  },
  list: {
    columns: ['employeeId', 'codeId', 'amount', 'percent', 'startDate', 'endDate', 'payRunId', 'note'],
    search: ['note'],
    orderBy: 'id',
    allowAll: true,
  },
  filters: {
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    codeId: { type: 'ref', field: 'codeId', label: 'Adjustment Code' },
  },
  access: { read: 'manage_payroll', write: 'manage_payroll' },
  check: whenErrors,
});
