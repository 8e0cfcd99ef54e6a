import { defineResource, type FieldErrors } from './define';

/** One tenure tier per line: 'after 12 months: 10' (or '12: 10'); the rate from that many months of service on. */
export const TIER_LINE = /^\s*(?:after\s+)?(\d{1,3})(?:\s*months?)?\s*:\s*(\d+(?:\.\d{1,4})?)\s*$/i;

/** The tiers of a policy's lines, or the number (1-based) of the first line that is not one. */
export function parseTiers(lines: readonly string[]): { tiers: { afterMonths: number; rate: number }[] } | { badLine: number } {
  const tiers: { afterMonths: number; rate: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const m = TIER_LINE.exec(line);
    if (!m) return { badLine: i + 1 };
    tiers.push({ afterMonths: Number(m[1]), rate: Number(m[2]) });
  }
  return { tiers };
}

const amount = (label: string) => ({ type: 'number' as const, label, min: 0, max: 100_000, maxDecimals: 4 });

/**
 * Settings → Time Off → Policies (issue 20; SPEC section 7 timeoff/policies): how a worker earns
 * time off of one code. Assigned to workers with effective dates (timeoff/entitlements, the worker
 * form's Time Off section). The balance is a ledger recomputed from the policy at every read
 * (packages/domain time-off/ledger.ts), so a change here applies to the past as well.
 */
export const timeOffPoliciesResource = defineResource({
  kind: 'timeoffpolicy',
  path: 'timeoff/policies',
  table: 'time_off_policies',
  label: 'Time Off Policy',
  labelPlural: 'Time Off Policies',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    codeId: {
      type: 'ref',
      label: 'Time Off Code',
      required: true,
      ref: { kind: 'timeoffcode', table: 'time_off_codes' },
      column: 'code_id',
    },
    method: {
      type: 'choice',
      label: 'Earned',
      choices: ['perHour', 'perPayPeriod', 'monthly', 'yearly', 'none'],
      choiceLabels: {
        perHour: 'Per hour worked',
        perPayPeriod: 'Per pay period',
        monthly: 'Monthly',
        yearly: 'Yearly',
        none: 'Not earned (adjustments only)',
      },
      default: 'perPayPeriod',
    },
    frontLoaded: { type: 'bool', label: 'Front-Loaded (credited at the start of each period)', default: false },
    rate: { ...amount('Rate (per hour worked, or per period)'), default: 0 },
    tiers: {
      type: 'textList',
      label: 'Tenure Tiers',
      maxItems: 20,
      maxLength: 40,
      multiline: true,
      example: ['after 12 months: 6', 'after 60 months: 8'],
    },
    waitingDays: { type: 'integer', label: 'Waiting Period (days after hire)', min: 0, max: 3650, default: 0 },
    balanceCap: amount('Balance Cap'),
    yearlyCap: amount('Yearly Cap'),
    carryOverLimit: amount('Carry-Over Limit'),
    carryOverExpiryMonths: { type: 'integer', label: 'Carry-Over Expires After (months)', min: 1, max: 11 },
    allowNegative: { type: 'bool', label: 'Allow Negative Balance', default: false },
  },
  list: {
    columns: ['name', 'codeId', 'method', 'rate', 'balanceCap', 'active'],
    search: ['name'],
    orderBy: 'name',
    allowAll: true,
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'pto',
  check: (values): FieldErrors => {
    const parsed = parseTiers(Array.isArray(values.tiers) ? (values.tiers as string[]) : []);
    return 'badLine' in parsed ? { tiers: [`line ${parsed.badLine} must read like 'after 12 months: 6'.`] } : {};
  },
});

/**
 * A worker's entitlement (SPEC section 7's payroll-service path timeoff/entitlements): which
 * policy they earn under, from a day on (to the next one's day), the worker form's Time Off
 * section. Visible only with accruals on (timeOffAccrualEnabled) and manage_pto.
 */
export const timeOffAssignmentsResource = defineResource({
  kind: 'timeoffassignment',
  path: 'timeoff/entitlements',
  table: 'time_off_assignments',
  label: 'Time Off Policy Assignment',
  labelPlural: 'Time Off Policy Assignments',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    policyId: {
      type: 'ref',
      label: 'Policy',
      required: true,
      ref: { kind: 'timeoffpolicy', table: 'time_off_policies' },
      column: 'policy_id',
    },
    effectiveFrom: { type: 'date', label: 'Effective From', required: true, unique: { within: ['employeeId', 'policyId'] } },
    note: { type: 'text', label: 'Note', maxLength: 200 },
  },
  list: { columns: ['employeeId', 'policyId', 'effectiveFrom', 'note'], search: ['note'], orderBy: 'effectiveFrom', allowAll: true },
  filters: { employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' } },
  access: { read: 'manage_pto', write: 'manage_pto' },
  feature: ['pto', 'time_off_accrual'],
  bulkImport: true,
});

/** A change to a worker's balance by hand (an opening balance, a correction), signed, in the code's unit. */
export const timeOffAdjustmentsResource = defineResource({
  kind: 'timeoffadjustment',
  path: 'timeoff/adjustments',
  table: 'time_off_adjustments',
  label: 'Balance Adjustment',
  labelPlural: 'Balance Adjustments',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    codeId: {
      type: 'ref',
      label: 'Time Off Code',
      required: true,
      ref: { kind: 'timeoffcode', table: 'time_off_codes' },
      column: 'code_id',
    },
    date: { type: 'date', label: 'Date', required: true },
    amount: { type: 'number', label: 'Amount', required: true, min: -100_000, max: 100_000, maxDecimals: 4 },
    note: { type: 'text', label: 'Reason', required: true, maxLength: 200 },
  },
  list: { columns: ['employeeId', 'codeId', 'date', 'amount', 'note'], search: ['note'], orderBy: 'date', allowAll: true },
  filters: {
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    codeId: { type: 'ref', field: 'codeId', label: 'Time Off Code' },
  },
  access: { read: 'manage_pto', write: 'manage_pto' },
  feature: 'pto',
  bulkImport: true,
});
