import { employeePayRatesResource } from '@punchline/contracts';
import { defineServerResource } from '../resources/server-resources';

export const PAY_RATES_ACCESS = 'Changing pay rates needs access to sensitive employee fields and the manage payroll permission.';

// The collection's gate is manage_payroll; a rate is pay, which also needs access_employee_sensitive
// (SPEC section 6 pay rates access). Without it the history shows without amounts, and nothing of it
// may change: a caller who cannot see a rate must not add, replace, re-date or delete one.
export const employeePayRatesServer = defineServerResource(employeePayRatesResource, {
  refuseChanges: (caller) => (caller.viewer.pay ? null : PAY_RATES_ACCESS),
});
