import { validators } from '@punchline/domain';
import { defineResource, type FieldDef, type FieldErrors } from './define';
import { OVERLAP_LABELS, WEEKDAY_LABELS } from './choice-labels';
import { PAY_CODE_PATTERN } from './pay-codes';

/** A field holding a pay code's `code`; the server checks it names an active pay code. */
const payCode = (label: string, example: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label,
  maxLength: 20,
  pattern: PAY_CODE_PATTERN,
  example,
  ...more,
});
const hours = (label: string, max: number, example: number): FieldDef => ({ type: 'number', label, min: 0, max, maxDecimals: 2, example });

const fields = {
  name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
  active: { type: 'bool', label: 'Active', default: true },
  regularPayCode: payCode('Regular Pay Code', 'REG', { default: 'REG' }),
  daily1Threshold: hours('Daily Overtime After (hours)', 24, 8),
  daily1PayCode: payCode('Daily Overtime Pay Code', 'OT'),
  daily2Threshold: hours('Daily Double Time After (hours)', 24, 12),
  daily2PayCode: payCode('Daily Double Time Pay Code', 'DT'),
  weekly1Threshold: hours('Weekly Overtime After (hours)', 168, 40),
  weekly1PayCode: payCode('Weekly Overtime Pay Code', 'OT'),
  weekly2Threshold: hours('Weekly Double Time After (hours)', 168, 60),
  weekly2PayCode: payCode('Weekly Double Time Pay Code', 'DT'),
  consecutiveDaysThreshold: { type: 'integer', label: 'Consecutive Days From', min: 2, max: 7, example: 7 },
  consecutiveDaysRegularPayCode: payCode('Consecutive Days Pay Code', 'OT'),
  consecutiveDaysDaily1PayCode: payCode('Consecutive Days Overtime Pay Code', 'DT'),
  // Sunday = 1 through Saturday = 7, as the organization's week (org/defaults).
  weekStartsOn: { type: 'choice', label: 'Workweek Starts On', choices: [1, 2, 3, 4, 5, 6, 7], choiceLabels: WEEKDAY_LABELS, default: 1 },
  overtimeByPayPeriod: { type: 'bool', label: 'Weekly Thresholds Count Over The Pay Period', default: false },
  // Empty: the shift defaults' applyShiftOverlapTo holds.
  applyShiftOverlapTo: {
    type: 'choice',
    label: 'Shifts Across Midnight Count On',
    choices: ['start', 'end', 'split'],
    choiceLabels: OVERLAP_LABELS,
    default: null,
  },
  // The preset the rule started from (packages/domain time presets), for the form to say so.
  preset: { type: 'text', label: 'Preset', maxLength: 40 },
} satisfies Record<string, FieldDef>;

/** The fields a pay rule names pay codes in (each checked against the organization's pay codes). */
export const PAY_RULE_CODE_FIELDS = [
  'regularPayCode',
  'daily1PayCode',
  'daily2PayCode',
  'weekly1PayCode',
  'weekly2PayCode',
  'consecutiveDaysRegularPayCode',
  'consecutiveDaysDaily1PayCode',
] as const;

/** Each threshold and the pay codes it pays: one without the other is a half-made rule. */
const PAIRS: readonly (readonly [keyof typeof fields, readonly (keyof typeof fields)[]])[] = [
  ['daily1Threshold', ['daily1PayCode']],
  ['daily2Threshold', ['daily2PayCode']],
  ['weekly1Threshold', ['weekly1PayCode']],
  ['weekly2Threshold', ['weekly2PayCode']],
  ['consecutiveDaysThreshold', ['consecutiveDaysRegularPayCode', 'consecutiveDaysDaily1PayCode']],
];

/** The message of a second threshold that does not come after the first ('must be greater than 8.'). */
export const greaterThanMessage = (first: number) => `must be greater than ${first}.`;

const required = (name: keyof typeof fields) => [validators.required(null, fields[name].label)!];

/** Cross-field rules of a pay rule: thresholds with their codes, and the second above the first. */
function checkPayRule(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [threshold, codes] of PAIRS) {
    const hasThreshold = values[threshold] !== null;
    for (const code of codes) {
      if (hasThreshold && values[code] === null) errors[code] = required(code);
      if (!hasThreshold && values[code] !== null) errors[threshold] = required(threshold);
    }
  }
  for (const [first, second] of [
    ['daily1Threshold', 'daily2Threshold'],
    ['weekly1Threshold', 'weekly2Threshold'],
  ] as const) {
    const [a, b] = [values[first], values[second]];
    if (typeof a === 'number' && typeof b === 'number' && b <= a && !errors[second]) errors[second] = [greaterThanMessage(a)];
  }
  return errors;
}

/**
 * Settings → Payroll → Rules (SPEC section 3 Pay rule): overtime thresholds and the pay codes
 * they pay, read by the engine's allocation (docs/time-engine.md "Overtime"). Every field changes
 * existing time cards, so the console asks Confirm Save for all of them.
 */
export const payRulesResource = defineResource({
  kind: 'payrule',
  path: 'payroll/rules',
  table: 'pay_rules',
  label: 'Pay Rule',
  labelPlural: 'Pay Rules',
  feature: 'payroll',
  fields,
  list: { columns: ['name', 'daily1Threshold', 'weekly1Threshold', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'manage_payroll' },
  confirmSave: { fields: Object.keys(fields).filter((f) => !['name', 'active', 'preset'].includes(f)) },
  check: checkPayRule,
});
