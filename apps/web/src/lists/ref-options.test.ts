import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { cellName, optionLabel, refTarget } from './ref-options';

describe('reference names', () => {
  it("names a worker in the organization's name format, other records by name, else by id", () => {
    const worker = { id: 6, version: 1, firstName: 'Ana', middleName: 'Maria', lastName: 'Alvarez' };
    expect(optionLabel(worker)).toBe('Ana Alvarez');
    expect(cellName(worker, { ...DEFAULT_FORMAT_PREFERENCES, nameFormat: 'lastfirst', displayMiddleName: 'initial' })).toBe(
      'Alvarez, Ana M.',
    );
    expect(optionLabel({ id: 2, version: 1, name: 'Staff', type: 'user' })).toBe('Staff · user');
    expect(cellName({ id: 3, version: 1 })).toBe('3');
  });
});

describe('reference targets', () => {
  it('finds the collection of a kind, and the pay runs list, which is not a collection', () => {
    expect(refTarget('employee')?.path).toBe('employees');
    expect(refTarget('payrun')?.path).toBe('payroll/runs');
    expect(refTarget('nothing')).toBeUndefined();
    expect(refTarget(undefined)).toBeUndefined();
  });
});
