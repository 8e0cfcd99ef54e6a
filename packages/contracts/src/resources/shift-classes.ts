import { defineResource } from './define';

/** '#rrggbb', as the console's colour picker gives it. */
export const COLOR_PATTERN = { regex: /^#[0-9a-fA-F]{6}$/, message: "must be a colour of the form '#rrggbb'." } as const;

/**
 * Settings → Shifts → Classes: kinds of shift (Morning, Night) a schedule or punch can carry; a
 * class may pay under a pay class (a night differential). Changing its pay class reprices time
 * cards, so the console asks Confirm Save.
 */
export const shiftClassesResource = defineResource({
  kind: 'shiftclass',
  path: 'shift/classes',
  table: 'shift_classes',
  label: 'Shift Class',
  labelPlural: 'Shift Classes',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    color: { type: 'text', label: 'Colour', maxLength: 7, pattern: COLOR_PATTERN },
    payClassId: { type: 'ref', label: 'Pay Class', ref: { kind: 'payclass', table: 'pay_classes' } },
  },
  list: { columns: ['name', 'color', 'payClassId', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
  confirmSave: { fields: ['payClassId'] },
});
