import { defineResource } from './define';

/**
 * A worker's pay rate history: each rate holds from its day until the next one's. Visible only
 * with pay rates access (manage_payroll and access_employee_sensitive, SPEC section 6). A change
 * affects existing time cards, so the console asks whether to apply it retroactively.
 */
export const employeePayRatesResource = defineResource({
  kind: 'employeepayrate',
  path: 'employee-pay-rates',
  table: 'employee_pay_rates',
  label: 'Pay Rate',
  labelPlural: 'Pay Rates',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    effectiveFrom: { type: 'date', label: 'Effective From', required: true, unique: { within: ['employeeId'] } },
    rate: { type: 'money', label: 'Rate', required: true, min: 0, sensitive: 'pay' },
    note: { type: 'text', label: 'Note', maxLength: 200 },
  },
  list: { columns: ['effectiveFrom', 'rate', 'note'], search: ['note'], orderBy: 'effectiveFrom' },
  filters: { employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' } },
  access: { read: 'manage_payroll', write: 'manage_payroll' },
  confirmSave: { fields: ['rate', 'effectiveFrom'] },
});
