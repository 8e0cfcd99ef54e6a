import { DEFAULT_STORED_PAYROLL as D, validatePayPeriodStart } from '@punchline/domain';
import { defineSettings, type FieldErrors } from './define';

/**
 * Settings → Payroll → Defaults: pay periods, pay classes, the organization's pay rule (none:
 * no overtime, every hour REG) and the decimal places of amounts. Kept in the organization's
 * settings, so the session (SPEC section 3: enabled, payPeriodType, payPeriodStarts, usePayClass)
 * reflects a save.
 */
export const payrollDefaultsSettings = defineSettings({
  kind: 'payrolldefaults',
  path: 'payroll/defaults',
  label: 'Payroll Defaults',
  feature: 'payroll',
  fields: {
    enabled: { type: 'bool', label: 'Payroll Enabled', default: D.enabled },
    payPeriodType: { type: 'choice', label: 'Pay Period', choices: ['week', 'biweek', 'semimonth', 'month'], default: D.payPeriodType },
    // Its range depends on the type (SPEC section 5 'Pay period start values'): the check says it.
    payPeriodStarts: { type: 'integer', label: 'Pay Period Starts', default: D.payPeriodStarts },
    usePayClass: { type: 'bool', label: 'Use Pay Classes', default: D.usePayClass },
    defaultPayRuleId: { type: 'ref', label: 'Pay Rule', ref: { kind: 'payrule', table: 'pay_rules' } },
    payAccuracy: { type: 'integer', label: 'Decimal Places Of Amounts', min: 0, max: 4, default: D.payAccuracy },
    // Issue 33: pay runs and net pay are switched on here (with their features, pay_run and netpay).
    enablePayRun: { type: 'bool', label: 'Pay Runs', default: false },
    enableNetPay: { type: 'bool', label: 'Net Pay', default: false },
    // The organization's number at its payroll provider (ADP's company code): exports carry it.
    payrollId: { type: 'text', label: 'Payroll Company Code', maxLength: 40 },
    payStubsAtClock: { type: 'bool', label: 'Workers See Their Pay Stubs At The Clock', default: false },
  },
  access: { read: 'console', write: 'manage_payroll' },
  confirmSave: { fields: ['payPeriodType', 'payPeriodStarts', 'usePayClass', 'defaultPayRuleId', 'payAccuracy'] },
  check: (values): FieldErrors => {
    const error = validatePayPeriodStart(values.payPeriodType as string, values.payPeriodStarts as number);
    return error ? { payPeriodStarts: [error] } : {};
  },
});
