import { defineResource } from './define';

/**
 * Settings → Punches → Codes (SPEC section 3 Punch code): what a worker picks when punching
 * ('Lunch out'), offered on IN punches, OUT punches or both. Used while the organization's
 * punchCodeMode is not 'disabled'.
 */
export const punchCodesResource = defineResource({
  kind: 'punchcode',
  path: 'punch-codes',
  table: 'punch_codes',
  label: 'Punch Code',
  labelPlural: 'Punch Codes',
  feature: 'punch_codes',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    type: { type: 'choice', label: 'Type', required: true, choices: ['in', 'out', 'both'] },
  },
  list: { columns: ['name', 'type', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  filters: { type: { type: 'enum', field: 'type', label: 'Type' } },
  access: { read: 'console', write: 'edit_settings' },
});
