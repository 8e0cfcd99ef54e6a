import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, type FilterDef } from './define';
import { resourceListQuerySchemaFor } from './filters';
import { RESOURCES } from './registry';
import { resourceListQuerySchema } from './schemas';

const requests = defineResource({
  kind: 'request',
  path: 'requests',
  table: 'requests',
  label: 'Request',
  labelPlural: 'Requests',
  fields: {
    day: { type: 'date', label: 'Day', required: true },
    department: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    status: { type: 'choice', label: 'Status', choices: ['pending', 'approved', 'denied'] },
    clock: { type: 'choice', label: 'Clock', choices: [12, 24] },
    paid: { type: 'bool', label: 'Paid', default: false },
    custom: { type: 'valueMap', label: 'Custom', maxLength: 10 },
  },
  list: { columns: ['day', 'status'], search: [], orderBy: 'day' },
  access: { read: 'console', write: 'edit_settings' },
  filters: {
    day: { type: 'dateRange', field: 'day', label: 'Day' },
    department: { type: 'ref', field: 'department', label: 'Department' },
    status: { type: 'enum', field: 'status', label: 'Status' },
    clock: { type: 'enum', field: 'clock', label: 'Clock' },
    paid: { type: 'flag', field: 'paid', label: 'Paid' },
    custom: { type: 'valueMap', field: 'custom', label: 'Custom' },
  },
});

const schema = resourceListQuerySchemaFor(requests);

/** The errors as the server answers them: `{parameter: [messages]}`. */
function errorsOf(query: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(query);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0] ?? 'nonFieldErrors')] ??= []).push(issue.message);
  return errors;
}

describe('resourceListQuerySchemaFor', () => {
  it('keeps the common parameters', () => {
    expect(schema.parse({})).toEqual({ limit: 25 });
    expect(schema.parse({ searchText: 'a', active: 'all', id: '1,2', limit: '10' })).toEqual({
      searchText: 'a',
      active: 'all',
      id: [1, 2],
      limit: 10,
    });
    expect(errorsOf({ limit: '0' })).toEqual({ limit: ['must be between 1 and 500.'] });
  });

  it('reads a date range as from/to or a preset', () => {
    expect(schema.parse({ from: '2024-02-01', to: '2024-02-29' })).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
    expect(schema.parse({ from: '2024-02-01', to: '2024-02-01' })).toMatchObject({ from: '2024-02-01', to: '2024-02-01' });
    expect(schema.parse({ to: '2024-02-29' })).toMatchObject({ to: '2024-02-29' });
    expect(schema.parse({ preset: 'lastMonth' })).toMatchObject({ preset: 'lastMonth' });
  });

  it('refuses days that do not exist, a range ending before it starts and unknown presets', () => {
    expect(errorsOf({ from: '2023-02-29' })).toEqual({ from: ['must be a valid date.'] });
    expect(errorsOf({ to: '2024-1-5' })).toEqual({ to: ['must be a valid date.'] });
    expect(errorsOf({ from: ['2024-01-01', '2024-01-02'] })).toEqual({ from: ['must be a valid date.'] });
    expect(errorsOf({ from: '2024-03-05', to: '2024-03-04' })).toEqual({ to: ['must be on or after 2024-03-05.'] });
    expect(errorsOf({ preset: 'nextYear' })).toEqual({ preset: ['This selection is not valid.'] });
    // A preset wins over from/to, so their order does not matter then.
    expect(errorsOf({ from: '2024-03-05', to: '2024-03-04', preset: 'today' })).toEqual({});
  });

  it('reads a ref filter as ids, comma-separated or repeated', () => {
    expect(schema.parse({ department: '3,4' })).toMatchObject({ department: [3, 4] });
    expect(schema.parse({ department: ['3', '4,5'] })).toMatchObject({ department: [3, 4, 5] });
    expect(errorsOf({ department: '3,x' })).toEqual({ department: ['must be a integer value.'] });
    expect(errorsOf({ department: '0' })).toEqual({ department: ['must be at least 1.'] });
    expect(errorsOf({ department: '-3' })).toEqual({ department: ['must be a integer value.'] });
    expect(errorsOf({ department: Array.from({ length: 501 }, (_, i) => String(i + 1)).join(',') })).toEqual({
      department: ['no more than 500 items.'],
    });
  });

  it("reads an enum filter as the field's choices", () => {
    expect(schema.parse({ status: 'pending,approved' })).toMatchObject({ status: ['pending', 'approved'] });
    expect(schema.parse({ clock: ['24'] })).toMatchObject({ clock: [24] });
    expect(errorsOf({ status: 'pending,lost' })).toEqual({ status: ['This selection is not valid.'] });
    expect(errorsOf({ clock: '13' })).toEqual({ clock: ['This selection is not valid.'] });
  });

  it('reads an empty list value as no filter (issue 30: `id=`, `decision=`, `deviceId=` answered 500)', () => {
    for (const value of ['', ' ', ['', '']]) {
      expect(schema.parse({ id: value, department: value, status: value, custom: value })).toEqual({ limit: 25 });
    }
    expect(schema.parse({ id: ',', department: ' , ', status: ',' })).toEqual({ limit: 25 });
    expect(schema.parse({ department: ['', '4'] })).toMatchObject({ department: [4] });
    // A flag or a date has no empty form: refused, as any other bad value.
    expect(errorsOf({ paid: '', from: '' })).toEqual({ paid: ['This selection is not valid.'], from: ['must be a valid date.'] });
  });

  it('reads a flag filter as yes or no', () => {
    expect(schema.parse({ paid: 'yes' })).toMatchObject({ paid: 'yes' });
    expect(schema.parse({ paid: 'no' })).toMatchObject({ paid: 'no' });
    expect(errorsOf({ paid: 'true' })).toEqual({ paid: ['This selection is not valid.'] });
  });

  it('reads a valueMap filter as id:value pairs, a comma inside a value kept', () => {
    expect(schema.parse({ custom: '3:Large,5:true' })).toMatchObject({
      custom: [
        { id: 3, value: 'Large' },
        { id: 5, value: 'true' },
      ],
    });
    expect(schema.parse({ custom: ['3: Smith, J', '7:a:b'] })).toMatchObject({
      custom: [
        { id: 3, value: 'Smith, J' },
        { id: 7, value: 'a:b' },
      ],
    });
    expect(errorsOf({ custom: 'Large' })).toEqual({ custom: ['This selection is not valid.'] });
    expect(errorsOf({ custom: '3:' })).toEqual({ custom: ['This selection is not valid.'] });
    expect(errorsOf({ custom: '0:x' })).toEqual({ custom: ['This selection is not valid.'] });
    expect(errorsOf({ custom: '3:much too long' })).toEqual({ custom: ['no more than 10 characters.'] });
  });

  it('describes every filter parameter to OpenAPI', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(Object.keys(json.properties)).toEqual(
      expect.arrayContaining([
        'searchText',
        'active',
        'id',
        'cursor',
        'limit',
        'from',
        'to',
        'preset',
        'department',
        'status',
        'clock',
        'paid',
        'custom',
      ]),
    );
  });

  it('refuses a filter over a missing field, a field of the wrong type or a clashing key', () => {
    const withFilters = (filters: Record<string, FilterDef>) => () => resourceListQuerySchemaFor({ ...requests, filters });
    expect(withFilters({ x: { type: 'enum', field: 'nothing', label: 'X' } })).toThrow(/filter x/);
    expect(withFilters({ x: { type: 'flag', field: 'status', label: 'X' } })).toThrow(/filter x/);
    expect(withFilters({ x: { type: 'valueMap', field: 'custom', label: 'X', sensitiveField: 'paid' } })).toThrow(/filter x/);
    expect(withFilters({ active: { type: 'flag', field: 'paid', label: 'Paid' } })).toThrow(/query key active/);
    expect(
      withFilters({ from: { type: 'flag', field: 'paid', label: 'Paid' }, day: { type: 'dateRange', field: 'day', label: 'Day' } }),
    ).toThrow(/query key from/);
    expect(withFilters({ a: { type: 'dateRange', field: 'day', label: 'A' }, b: { type: 'dateRange', field: 'day', label: 'B' } })).toThrow(
      /one dateRange/,
    );
  });

  it('accepts every registered resource, and leaves resourceListQuerySchema as it was', () => {
    for (const def of RESOURCES) expect(() => resourceListQuerySchemaFor(def)).not.toThrow();
    expect(Object.keys(resourceListQuerySchema.shape).sort()).toEqual(['active', 'cursor', 'id', 'limit', 'searchText']);
  });
});
