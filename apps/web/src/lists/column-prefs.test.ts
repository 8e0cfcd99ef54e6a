import { departmentsResource, employeesResource, labelsResource } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { defaultColumns, mergeColumnPrefs, moveColumn } from './column-prefs';
import { viewerOf, visibleTo } from './viewer';

const labels = () => defaultColumns(labelsResource.fields, labelsResource.list.columns, false);

describe('column preferences', () => {
  it('defaults to the definition list columns with their labels', () => {
    expect(labels()).toEqual([
      { field: 'name', header: 'Name', visible: true, width: null },
      { field: 'type', header: 'Type', visible: true, width: null },
      { field: 'active', header: 'Active', visible: true, width: null },
    ]);
  });

  it('offers the other fields hidden when the organization wants all columns', () => {
    const all = defaultColumns(labelsResource.fields, labelsResource.list.columns, true);
    expect(all.map((c) => [c.field, c.visible])).toEqual([
      ['name', true],
      ['type', true],
      ['active', true],
      ['targetId', false],
    ]);
  });

  it('keeps stored order, visibility and width, drops lost fields, appends new ones', () => {
    const stored = [
      { field: 'active', header: 'Old header', visible: false, width: 90 },
      { field: 'gone', header: 'Gone', visible: true, width: 10 },
      { field: 'name', visible: true, width: -5 },
    ];
    expect(mergeColumnPrefs(labels(), stored)).toEqual([
      { field: 'active', header: 'Active', visible: false, width: 90 },
      { field: 'name', header: 'Name', visible: true, width: null },
      { field: 'type', header: 'Type', visible: true, width: null },
    ]);
  });

  it('ignores stored values that are not a list', () => {
    const d = defaultColumns(departmentsResource.fields, departmentsResource.list.columns, false);
    expect(mergeColumnPrefs(d, { name: 1 })).toBe(d);
    expect(mergeColumnPrefs(d, null)).toBe(d);
  });

  it('moves a column within bounds', () => {
    expect(moveColumn(labels(), 'type', -1).map((c) => c.field)).toEqual(['type', 'name', 'active']);
    expect(moveColumn(labels(), 'name', -1).map((c) => c.field)).toEqual(['name', 'type', 'active']);
  });

  it('never offers a column the viewer may not see, a write-only field or a map of values', () => {
    const { fields } = employeesResource;
    const offered = (permissions: string[], configured: string[] = []) =>
      defaultColumns(
        fields,
        ['lastName', 'employeeNumber', 'payType'],
        true,
        visibleTo(viewerOf({ permissions, employeeSensitiveFields: configured })),
      ).map((c) => c.field);
    const payroll = offered(['edit_employees', 'access_employee_sensitive', 'manage_payroll']);
    expect(payroll).toEqual(expect.arrayContaining(['lastName', 'employeeNumber', 'payType', 'birthDate', 'hireDate']));
    expect(payroll).not.toEqual(expect.arrayContaining(['pin']));
    expect(payroll).not.toContain('customFieldValues');
    const sensitiveOnly = offered(['edit_employees', 'access_employee_sensitive']);
    expect(sensitiveOnly).toContain('birthDate');
    expect(sensitiveOnly).not.toContain('payType');
    const plain = offered(['edit_employees'], ['employeeNumber']);
    expect(plain).toContain('hireDate');
    expect(plain).not.toContain('employeeNumber');
    expect(plain).not.toContain('birthDate');
    expect(plain).not.toContain('payType');
  });

  it('offers a screen own extra columns hidden even without all columns', () => {
    const fields = { ...labelsResource.fields, custom3: { type: 'text' as const, label: 'Size' } };
    expect(defaultColumns(fields, ['name'], false, undefined, ['custom3'])).toEqual([
      { field: 'name', header: 'Name', visible: true, width: null },
      { field: 'custom3', header: 'Size', visible: false, width: null },
    ]);
  });
});
