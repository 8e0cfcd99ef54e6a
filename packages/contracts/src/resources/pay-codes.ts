import { STANDARD_PAY_CODES } from '@punchline/domain';
import { defineResource } from './define';

/** A pay code's `code`: what pay rules and time cards name it by (REG, OT, DT). */
export const PAY_CODE_PATTERN = { regex: /^[A-Z0-9_]{1,20}$/, message: 'must be 1 to 20 capital letters, digits or _.' } as const;

/** The pay codes every organization starts with (created with it, and by migration 0042). */
export const SEEDED_PAY_CODES = STANDARD_PAY_CODES.map(({ code, name, multiplier }) => ({ code, name, multiplier }));

/**
 * Settings → Payroll → Pay Codes: what each kind of paid time is called and how it multiplies the
 * rate. A code a pay rule uses cannot change or be deleted (the server's hook); it can be made
 * inactive. A multiplier change reprices existing time cards, so the console asks Confirm Save.
 */
export const payCodesResource = defineResource({
  kind: 'paycode',
  path: 'payroll/codes',
  table: 'pay_codes',
  label: 'Pay Code',
  labelPlural: 'Pay Codes',
  feature: 'payroll',
  fields: {
    code: { type: 'text', label: 'Code', required: true, maxLength: 20, unique: true, pattern: PAY_CODE_PATTERN, example: 'CODE' },
    name: { type: 'text', label: 'Name', required: true, maxLength: 100 },
    active: { type: 'bool', label: 'Active', default: true },
    multiplier: { type: 'number', label: 'Multiplier', default: 1, min: 0, max: 10, maxDecimals: 6 },
    countsTowardOt: { type: 'bool', label: 'Counts Toward Overtime', default: true },
  },
  list: { columns: ['code', 'name', 'multiplier', 'countsTowardOt', 'active'], search: ['code', 'name'], orderBy: 'code', allowAll: true },
  access: { read: 'console', write: 'manage_payroll' },
  confirmSave: { fields: ['multiplier', 'countsTowardOt'] },
});
