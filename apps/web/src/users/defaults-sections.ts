import { CONFIGURABLE_SENSITIVE_FIELDS, employeesResource, REQUIRABLE_FIELDS, type FieldDef } from '@punchline/contracts';

/**
 * The Employee Defaults screen (`users/defaults/{view?}`) in sections, as the reference products
 * split their employee settings into pages; the view parameter names one, none shows all.
 */
export const DEFAULTS_SECTIONS = [
  { key: 'pins', title: 'PINs', fields: ['pinLengthMin', 'pinLengthMax'] },
  { key: 'fields', title: 'Required Fields', fields: ['requiredFields'] },
  {
    key: 'sensitive',
    title: 'Sensitive Fields',
    fields: [
      'employeeSensitiveFields',
      'employeeSensitiveCanCreateFields',
      'employeeSensitiveCanDelete',
      'employeeSensitivePayClassReadOnly',
    ],
  },
  {
    key: 'new-workers',
    title: 'New Workers',
    fields: ['newWorkerDepartmentId', 'newWorkerOrgUnitId', 'newWorkerLabelIds', 'newWorkerPayType'],
  },
] as const;

export type DefaultsSection = (typeof DEFAULTS_SECTIONS)[number];
export type DefaultsSectionKey = DefaultsSection['key'];

/** The sections a view parameter shows: the one it names, or all for none (or an unknown one). */
export function defaultsSectionsOf(view: string | undefined): readonly DefaultsSection[] {
  const one = DEFAULTS_SECTIONS.find((s) => s.key === view);
  return one ? [one] : DEFAULTS_SECTIONS;
}

const workerFields = employeesResource.fields as Record<string, FieldDef>;

/** The worker fields a list setting may name, with their labels (the defaults' own rules). */
export function fieldChoices(setting: string): { value: string; label: string }[] {
  const names: readonly string[] =
    setting === 'requiredFields'
      ? REQUIRABLE_FIELDS
      : setting === 'employeeSensitiveFields'
        ? CONFIGURABLE_SENSITIVE_FIELDS
        : Object.keys(workerFields).filter((n) => workerFields[n]!.sensitive === true || workerFields[n]!.sensitive === 'configurable');
  return names.map((name) => ({ value: name, label: workerFields[name]?.label ?? name }));
}
