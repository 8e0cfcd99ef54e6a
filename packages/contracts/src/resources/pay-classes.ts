import { defineResource } from './define';

/**
 * Settings → Payroll → Pay Classes (SPEC section 3 Pay class): a differential on the worker's
 * rate for time punched under the class. The rate is base × multiplier + fixed, or
 * (base + fixed) × multiplier with addThenMultiply; base is the wage, at least minBaseWage.
 */
export const payClassesResource = defineResource({
  kind: 'payclass',
  path: 'payroll/classes',
  table: 'pay_classes',
  label: 'Pay Class',
  labelPlural: 'Pay Classes',
  feature: 'payroll',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    multiplierDifferential: { type: 'number', label: 'Multiplier', default: 1, min: 0, max: 100, maxDecimals: 6 },
    // Money per hour, added to (or, with addThenMultiply, before multiplying) the rate.
    fixedDifferential: { type: 'number', label: 'Fixed Differential (per hour)', default: 0, min: -1000, max: 1000, maxDecimals: 4 },
    addThenMultiply: { type: 'bool', label: 'Add Before Multiplying', default: false },
    minBaseWage: { type: 'number', label: 'Minimum Base Wage', min: 0, maxDecimals: 4 },
    countsTowardOt: { type: 'bool', label: 'Counts Toward Overtime', default: true },
  },
  list: {
    columns: ['name', 'multiplierDifferential', 'fixedDifferential', 'countsTowardOt', 'active'],
    search: ['name'],
    orderBy: 'name',
    allowAll: true,
  },
  access: { read: 'console', write: 'manage_payroll' },
  confirmSave: { fields: ['multiplierDifferential', 'fixedDifferential', 'addThenMultiply', 'minBaseWage', 'countsTowardOt'] },
});
