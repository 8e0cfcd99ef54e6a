import { defineResource } from './define';

/**
 * Settings → Users → Credential Types (issue 35; SPEC section 7 credential/types): a licence, a
 * card or a right-to-work document a worker may hold: whether it expires, how many days before
 * the expiry the worker and their managers are reminded, whether a document must be attached.
 */
export const credentialTypesResource = defineResource({
  kind: 'credentialtype',
  path: 'credential/types',
  table: 'credential_types',
  label: 'Credential Type',
  labelPlural: 'Credential Types',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true, example: 'Forklift licence' },
    expires: { type: 'bool', label: 'Expires', default: true },
    reminderDays: {
      type: 'integer',
      label: 'Remind Days Before Expiry (empty: no reminder)',
      min: 1,
      max: 365,
      default: 30,
      showWhen: { field: 'expires', equals: true },
    },
    // The nets' sample type asks for no document: their sample credential has none to attach.
    documentRequired: { type: 'bool', label: 'Document Must Be Attached', default: false, example: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'expires', 'reminderDays', 'documentRequired', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'credential',
});
