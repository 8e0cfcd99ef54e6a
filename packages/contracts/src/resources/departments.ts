import { defineResource } from './define';

/** Settings → Organization → Departments. */
export const departmentsResource = defineResource({
  kind: 'department',
  path: 'departments',
  table: 'departments',
  label: 'Department',
  labelPlural: 'Departments',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
});
