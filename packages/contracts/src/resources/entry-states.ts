import { defineResource } from './define';
import { COLOR_PATTERN } from './shift-classes';

/**
 * Settings → Punches → States: the states a time entry can be marked with (Approved, Exported),
 * in sortOrder. An entry in a state that locks it cannot be edited. Used while the organization's
 * entryStateEnabled is on (PUT settings).
 */
export const entryStatesResource = defineResource({
  kind: 'entrystate',
  path: 'entry/states',
  table: 'entry_states',
  label: 'Entry State',
  labelPlural: 'Entry States',
  feature: 'entry_state',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    color: { type: 'text', label: 'Colour', maxLength: 7, pattern: COLOR_PATTERN },
    locksEntry: { type: 'bool', label: 'Locks The Entry', default: false },
    sortOrder: { type: 'integer', label: 'Sort Order', default: 0, min: 0, max: 9999 },
  },
  list: { columns: ['name', 'color', 'locksEntry', 'sortOrder', 'active'], search: ['name'], orderBy: 'sortOrder', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
});
