import { defineResource, type FieldErrors } from './define';

/** Why autoDeduct is refused on a paid break: a paid break is time worked, there is nothing to deduct. */
export const AUTO_DEDUCT_PAID = 'can only be used with an unpaid break.';

/**
 * Settings → Shifts → Breaks: the breaks a shift is expected to hold; each gap between its pairs is
 * the break it is long enough for, longest breaks first (docs/time-engine.md "Breaks"). An unpaid
 * break may be deducted automatically when no punched gap satisfied it.
 */
export const breakRulesResource = defineResource({
  kind: 'breakrule',
  path: 'shift/breaks',
  table: 'break_rules',
  label: 'Break',
  labelPlural: 'Breaks',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    paid: { type: 'bool', label: 'Paid', default: false },
    after: { type: 'integer', label: 'After Minutes Worked', required: true, min: 0, max: 1440 },
    duration: { type: 'integer', label: 'Duration (minutes)', required: true, min: 1, max: 240 },
    autoDeduct: { type: 'bool', label: 'Deduct Automatically', default: false, example: false },
    grace: { type: 'integer', label: 'Grace (minutes)', default: 0, min: 0, max: 60 },
  },
  list: { columns: ['name', 'paid', 'after', 'duration', 'autoDeduct', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
  confirmSave: { fields: ['active', 'paid', 'after', 'duration', 'autoDeduct', 'grace'] },
  check: (values): FieldErrors => (values.paid === true && values.autoDeduct === true ? { autoDeduct: [AUTO_DEDUCT_PAID] } : {}),
});
