import { employeeDefaultsSettings } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULTS_SECTIONS, defaultsSectionsOf, fieldChoices } from './defaults-sections';

describe('the employee defaults sections', () => {
  it('shows the section the view names, all of them for none or an unknown one', () => {
    expect(defaultsSectionsOf('pins').map((s) => s.key)).toEqual(['pins']);
    expect(defaultsSectionsOf('new-workers').map((s) => s.key)).toEqual(['new-workers']);
    expect(defaultsSectionsOf(undefined)).toBe(DEFAULTS_SECTIONS);
    expect(defaultsSectionsOf('bogus')).toBe(DEFAULTS_SECTIONS);
  });

  it('places every setting in exactly one section', () => {
    const placed = DEFAULTS_SECTIONS.flatMap((s) => s.fields);
    expect([...placed].sort()).toEqual(Object.keys(employeeDefaultsSettings.fields).sort());
  });

  it('offers the worker fields each list may name, by their labels', () => {
    expect(fieldChoices('employeeSensitiveFields').map((c) => c.label)).toEqual([
      'Employee Number',
      'Email',
      'Phone',
      'Hire Date',
      'Termination Date',
    ]);
    expect(fieldChoices('requiredFields')).toContainEqual({ value: 'departmentId', label: 'Department' });
    expect(fieldChoices('employeeSensitiveCanCreateFields').map((c) => c.value)).toContain('birthDate');
    expect(fieldChoices('employeeSensitiveCanCreateFields').map((c) => c.value)).not.toContain('payType');
  });
});
