import { defineResource } from './define';

/** Settings → Organization → Custom fields (SPEC section 3 Custom field), behind the customfield
 *  feature. A sensitive field is itself hidden from callers without access_employee_sensitive,
 *  as its column is on the worker lists (SPEC section 6). */
export const customFieldsResource = defineResource({
  kind: 'customfield',
  path: 'customfields',
  table: 'custom_fields',
  label: 'Custom Field',
  labelPlural: 'Custom Fields',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: { within: ['appliesTo'] } },
    type: { type: 'choice', label: 'Type', required: true, choices: ['bool', 'choice', 'number'] },
    appliesTo: { type: 'choice', label: 'Applies To', required: true, choices: ['punch', 'shift', 'user'] },
    sortOrder: { type: 'integer', label: 'Sort Order', default: 0, min: 0, max: 9999 },
    active: { type: 'bool', label: 'Active', default: true },
    sensitive: { type: 'bool', label: 'Sensitive', default: false },
    crossIndex: { type: 'bool', label: 'Cross Index', default: false },
    boolTrueLabel: { type: 'text', label: 'True Label', maxLength: 50, showWhen: { field: 'type', equals: 'bool' } },
    boolFalseLabel: { type: 'text', label: 'False Label', maxLength: 50, showWhen: { field: 'type', equals: 'bool' } },
    choices: {
      type: 'textList',
      label: 'Choices',
      maxLength: 100,
      maxItems: 200,
      requiredWhen: { field: 'type', equals: 'choice' },
      showWhen: { field: 'type', equals: 'choice' },
    },
  },
  list: { columns: ['name', 'type', 'appliesTo', 'sortOrder', 'active'], search: ['name'], orderBy: 'sortOrder' },
  filters: {
    appliesTo: { type: 'enum', field: 'appliesTo', label: 'Applies To' },
    type: { type: 'enum', field: 'type', label: 'Type' },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'customfield',
  hideRowsWhen: { field: 'sensitive', unlessPermission: 'access_employee_sensitive' },
});
