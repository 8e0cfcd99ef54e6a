import { customFieldsResource } from '@punchline/contracts';
import { createFormatPreferences } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { columnSource, formatCell, refKinds, withExtraValues, type CellContext } from './cell-format';

const ctx = (over: Partial<Parameters<typeof createFormatPreferences>[0]> = {}): CellContext => ({
  prefs: createFormatPreferences({ dateFormat: 'dmy', dateSeparator: '.', timeFormat: 24, ...over }),
  timeZone: 'America/New_York',
  refName: (kind, id) => (kind === 'department' && id === 3 ? 'Bakery' : undefined),
});
const ref = { kind: 'department', table: 'departments' };

describe('list cells in the organization formats', () => {
  it('shows dates, instants (in its time zone), durations and money as the preferences say', () => {
    expect(formatCell({ type: 'date', label: 'Day' }, '2024-03-04', ctx())).toBe('04.03.2024');
    expect(formatCell({ type: 'instant', label: 'At' }, '2024-03-04T14:05:00Z', ctx())).toBe('04.03.2024 09:05');
    expect(formatCell({ type: 'duration', label: 'Hours' }, 90, ctx())).toBe('1:30');
    expect(formatCell({ type: 'duration', label: 'Hours' }, 90, ctx({ durationFormat: 'decimal' }))).toBe('1.50');
    expect(formatCell({ type: 'money', label: 'Pay' }, 1234.5, ctx())).toBe('1,234.50');
    expect(formatCell({ type: 'money', label: 'Pay' }, 0, ctx({ zeroPayBlank: true }))).toBe('');
  });

  it('names referenced records, falling back to the id while unknown', () => {
    expect(formatCell({ type: 'ref', label: 'Dept', ref }, 3, ctx())).toBe('Bakery');
    expect(formatCell({ type: 'ref', label: 'Dept', ref }, 9, ctx())).toBe('9');
    expect(formatCell({ type: 'idList', label: 'Depts', ref }, [3, 9], ctx())).toBe('Bakery, 9');
  });

  it('keeps the plain types as before and shows a malformed value as it came', () => {
    expect(formatCell({ type: 'bool', label: 'Active' }, true, ctx())).toBe('Yes');
    expect(formatCell({ type: 'date', label: 'Day' }, 'soon', ctx())).toBe('soon');
    expect(formatCell({ type: 'instant', label: 'At' }, 'never', ctx())).toBe('never');
    expect(formatCell(undefined, null, ctx())).toBe('');
  });
});

describe('list columns', () => {
  it('offers computed columns and a screen extra column beside the fields', () => {
    const def = { ...customFieldsResource, computed: { uses: { type: 'integer' as const, label: 'Uses' } } };
    const { fields, listColumns } = columnSource(def, { uses: {}, badge: { header: 'Badge' } });
    expect(listColumns).toEqual([...customFieldsResource.list.columns, 'badge']);
    expect(fields.uses).toEqual({ type: 'integer', label: 'Uses' });
    expect(fields.badge).toEqual({ type: 'text', label: 'Badge' });
    expect(refKinds({ d: { type: 'ref', label: 'D', ref }, e: { type: 'text', label: 'E' } }, ['d', 'e'])).toEqual(['department']);
  });
});

describe('a screen own columns', () => {
  const def = {
    fields: customFieldsResource.fields,
    computed: { uses: { type: 'integer' as const, label: 'Uses' } },
    list: customFieldsResource.list,
  };

  it('lists its chosen columns first, renames a column by its header, and knows its extra columns', () => {
    const overrides = { uses: { header: 'Used by' }, shout: { header: 'Shout', value: () => 'x' } };
    const source = columnSource(def, overrides, ['shout', 'name', 'gone']);
    expect(source.listColumns).toEqual(['shout', 'name']);
    expect(source.extras).toEqual(['shout']);
    expect(source.fields.uses?.label).toBe('Used by');
    expect(source.fields.shout?.label).toBe('Shout');
  });

  it('gives exports the values of columns computed in the browser', () => {
    const rows = [{ id: 1, version: 1, name: 'Size' }];
    expect(withExtraValues(rows, { shout: { value: (r) => String(r.name).toUpperCase() } })).toEqual([
      { id: 1, version: 1, name: 'Size', shout: 'SIZE' },
    ]);
    expect(withExtraValues(rows, {})).toEqual(rows);
  });
});
