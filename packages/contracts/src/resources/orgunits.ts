import { defineResource } from './define';

/** Settings → Organization → Org units. `labelIds` is the label-restriction groundwork: when not
 *  empty, only those labels apply in the unit (an empty list means no restriction). */
export const orgUnitsResource = defineResource({
  kind: 'orgunit',
  path: 'orgunits',
  table: 'org_units',
  label: 'Org Unit',
  labelPlural: 'Org Units',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    description: { type: 'text', label: 'Description', maxLength: 500 },
    active: { type: 'bool', label: 'Active', default: true },
    labelIds: { type: 'idList', label: 'Allowed labels', maxItems: 500, ref: { kind: 'label', table: 'labels' } },
  },
  list: { columns: ['name', 'description', 'active'], search: ['name', 'description'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
});
