import { DEFAULT_SESSION_SETTINGS, validationMessage } from '@punchline/domain';
import { defineSettings, type FieldDef, type FieldErrors } from './define';
import { CONFIGURABLE_SENSITIVE_FIELDS, employeesResource, REQUIRABLE_FIELDS } from './employees';

/** The most digits a PIN may have. */
export const PIN_MAX_DIGITS = 20;

const SENSITIVE_WORKER_FIELDS = Object.entries(employeesResource.fields as Record<string, FieldDef>)
  .filter(([, field]) => field.sensitive === true || field.sensitive === 'configurable')
  .map(([name]) => name);

const outside = (values: unknown, allowed: readonly string[]) => (values as string[]).filter((v) => !allowed.includes(v));

/**
 * Settings → Users → Defaults (`employees/defaults`, SPEC section 7): how workers are identified
 * and protected, and what a new worker starts with. Saved into the organization's settings, so the
 * session (SPEC section 3: pinLengthMin/Max, requiredFields, employeeSensitive*) reflects a save.
 * The screen's view parameter selects a section: `pins`, `fields`, `sensitive` or `new-workers`.
 */
export const employeeDefaultsSettings = defineSettings({
  kind: 'employeedefaults',
  path: 'employees/defaults',
  label: 'Worker Defaults',
  fields: {
    pinLengthMin: {
      type: 'integer',
      label: 'Minimum PIN Length',
      required: true,
      min: 1,
      max: PIN_MAX_DIGITS,
      default: DEFAULT_SESSION_SETTINGS.pinLengthMin,
    },
    // 0 means no maximum (SPEC section 5, as read).
    pinLengthMax: {
      type: 'integer',
      label: 'Maximum PIN Length',
      required: true,
      min: 0,
      max: PIN_MAX_DIGITS,
      default: DEFAULT_SESSION_SETTINGS.pinLengthMax,
    },
    requiredFields: { type: 'textList', label: 'Required Fields', maxItems: 20, maxLength: 40, default: [] },
    employeeSensitiveFields: { type: 'textList', label: 'Also Sensitive', maxItems: 20, maxLength: 40, default: [] },
    employeeSensitiveCanCreateFields: {
      type: 'textList',
      label: 'Sensitive Fields Anyone May Fill In On A New Worker',
      maxItems: 20,
      maxLength: 40,
      default: [],
    },
    employeeSensitiveCanDelete: { type: 'bool', label: 'Administrators Without Sensitive Access May Delete Workers', default: false },
    employeeSensitivePayClassReadOnly: { type: 'bool', label: 'Pay Class Read-Only Without Sensitive Access', default: true },
    newWorkerDepartmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    newWorkerOrgUnitId: { type: 'ref', label: 'Org Unit', ref: { kind: 'orgunit', table: 'org_units' } },
    newWorkerLabelIds: { type: 'idList', label: 'Labels', maxItems: 100, ref: { kind: 'label', table: 'labels' } },
    newWorkerPayType: { type: 'choice', label: 'Pay Type', choices: ['hourly', 'salaried'], default: 'hourly' },
  },
  access: { read: 'console', write: 'edit_settings' },
  check: (values): FieldErrors => {
    const errors: FieldErrors = {};
    const min = values.pinLengthMin as number;
    const max = values.pinLengthMax as number;
    if (max !== 0 && max < min) errors.pinLengthMax = [validationMessage('minValue', { min })];
    const lists: [string, readonly string[]][] = [
      ['requiredFields', REQUIRABLE_FIELDS],
      ['employeeSensitiveFields', CONFIGURABLE_SENSITIVE_FIELDS],
      ['employeeSensitiveCanCreateFields', SENSITIVE_WORKER_FIELDS],
    ];
    for (const [name, allowed] of lists) {
      if (outside(values[name], allowed).length > 0) errors[name] = ['This selection is not valid.'];
    }
    return errors;
  },
});
