import { defineResource } from '@punchline/contracts';
import { parseView, serializeViewFilter } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { filterCount, filterParams, listFilterFrom, listQuery } from './list-query';

// A punches-like collection with one filter of each kind.
const punches = defineResource({
  kind: 'punch',
  path: 'punches',
  table: 'punches',
  label: 'Punch',
  labelPlural: 'Punches',
  fields: {
    at: { type: 'instant', label: 'At' },
    departmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    state: { type: 'choice', label: 'State', choices: ['open', 'approved', 'rejected'] },
    edited: { type: 'bool', label: 'Edited' },
    active: { type: 'bool', label: 'Active' },
  },
  filters: {
    when: { type: 'dateRange', field: 'at', label: 'Date' },
    department: { type: 'ref', field: 'departmentId', label: 'Department' },
    state: { type: 'enum', field: 'state', label: 'State' },
    edited: { type: 'flag', field: 'edited', label: 'Edited' },
  },
  list: { columns: ['at'], search: [], orderBy: 'at' },
  access: { read: 'console', write: 'edit_punches' },
});

describe('definition filters in the view parameter', () => {
  it('keeps what the definition filters on, cleaned, and drops the rest', () => {
    const raw = {
      from: '2024-02-01',
      to: '2024-02-30',
      department: [3, '4', -1, 'x', 3],
      state: ['open', 'bogus'],
      edited: true,
      other: 1,
    };
    expect(listFilterFrom(raw, punches)).toEqual({ from: '2024-02-01', department: [3, 4], state: ['open'], edited: 'yes' });
    expect(listFilterFrom({ department: [], state: 'approved', edited: 'maybe' }, punches)).toEqual({ state: ['approved'] });
  });

  it('lets a preset win over explicit days, and ignores unknown presets', () => {
    expect(listFilterFrom({ preset: 'lastWeek', from: '2024-01-01' }, punches)).toEqual({ preset: 'lastWeek' });
    expect(listFilterFrom({ preset: 'someday', to: '2024-01-31' }, punches)).toEqual({ to: '2024-01-31' });
  });

  it('round-trips through the route', () => {
    const filter = { preset: 'thisMonth' as const, department: [2, 7], edited: 'no' };
    const parsed = parseView(serializeViewFilter(filter));
    expect(parsed.mode === 'list' && listFilterFrom(parsed.filter, punches)).toEqual(filter);
  });

  it('ignores date keys for a list without a date range', () => {
    const { filters: _, ...plain } = punches;
    expect(listFilterFrom({ from: '2024-01-01', preset: 'today', status: 'all' }, plain)).toEqual({ status: 'all' });
  });
});

describe('definition filters as list query parameters', () => {
  it('sends from/to, or the preset alone, and comma lists', () => {
    expect(
      filterParams({ from: '2024-02-01', to: '2024-02-29', department: [3, 4], state: ['open', 'approved'], edited: 'yes' }, punches),
    ).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
      department: '3,4',
      state: 'open,approved',
      edited: 'yes',
    });
    expect(filterParams({ preset: 'last7Days', from: '2024-02-01' }, punches)).toEqual({ preset: 'last7Days' });
    expect(filterParams({ department: [] }, punches)).toEqual({});
  });

  it('joins them with search and the active switch', () => {
    expect(listQuery(' bob ', { status: 'inactive', preset: 'today', edited: 'no' }, true, punches)).toEqual({
      searchText: 'bob',
      active: 'no',
      preset: 'today',
      edited: 'no',
    });
  });

  it('counts a date range once on the Filters button', () => {
    expect(filterCount({ from: '2024-01-01', to: '2024-01-31', department: [1], status: 'all' })).toBe(3);
    expect(filterCount({})).toBe(0);
  });
});

describe('a valueMap filter (custom field values)', () => {
  const workers = {
    fields: { customFieldValues: { type: 'valueMap' as const, label: 'Custom Fields' } },
    filters: { customFieldValues: { type: 'valueMap' as const, field: 'customFieldValues', label: 'Custom Fields' } },
  };

  it('keeps id:value pairs from the view parameter and sends them as one comma list', () => {
    const filter = listFilterFrom({ customFieldValues: ['3:Large', 'bogus', '5:true', '7:', '3:Large'] }, workers);
    expect(filter).toEqual({ customFieldValues: ['3:Large', '5:true'] });
    expect(filterParams(filter, workers)).toEqual({ customFieldValues: '3:Large,5:true' });
    expect(listFilterFrom({ customFieldValues: 'x' }, workers)).toEqual({});
  });
});
