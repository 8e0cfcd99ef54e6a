import { departmentsResource, labelsResource } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { defaultColumns, mergeColumnPrefs, moveColumn } from './column-prefs';

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
});
