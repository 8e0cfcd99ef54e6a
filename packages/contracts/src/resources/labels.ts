import type { Association } from './define';
import { defineResource } from './define';

const TARGET = /^([a-z][a-z_]*):(\d+)$/;

/** Settings → Organization → Labels (SPEC section 3 Label). `type` may be locked by the caller
 *  (a picker adding a work label); uniqueness is per type, so 'Night' can be both. */
export const labelsResource = defineResource({
  kind: 'label',
  path: 'labels',
  table: 'labels',
  label: 'Label',
  labelPlural: 'Labels',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: { within: ['type'] } },
    active: { type: 'bool', label: 'Active', default: true },
    type: { type: 'choice', label: 'Type', required: true, choices: ['user', 'work'] },
    targetId: { type: 'text', label: 'Target', maxLength: 60, pattern: { regex: TARGET, message: "must be of the form 'type:id'." } },
  },
  list: { columns: ['name', 'type', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  filters: { type: { type: 'enum', field: 'type', label: 'Type' } },
  access: { read: 'console', write: 'edit_settings' },
  bulkImport: true,
  // The target ('employee:12') is the record the label belongs to: the audit report finds it there.
  associations: (values): Association[] => {
    const match = typeof values.targetId === 'string' ? TARGET.exec(values.targetId) : null;
    return match ? [{ kind: match[1]!, id: Number(match[2]) }] : [];
  },
});
