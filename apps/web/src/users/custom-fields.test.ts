import { describe, expect, it } from 'vitest';
import { boolLabels, customFilterItems, customValue, parseCustomFilter, withCustomValue } from './custom-fields';

const size = { id: 3, sensitive: false };
const union = { id: 5, sensitive: true };

describe('worker custom field values', () => {
  const worker = { customFieldValues: { '3': 'Large' }, sensitiveCustomFieldValues: { '5': true } };

  it('reads a value from the plain or the sensitive map', () => {
    expect(customValue(worker, size)).toBe('Large');
    expect(customValue(worker, union)).toBe(true);
    expect(customValue({}, size)).toBeUndefined();
  });

  it('writes a sensitive field into the sensitive map, the others into the plain one, and drops emptied values', () => {
    expect(withCustomValue(worker, size, 'Small')).toEqual(['customFieldValues', { '3': 'Small' }]);
    expect(withCustomValue(worker, union, false)).toEqual(['sensitiveCustomFieldValues', { '5': false }]);
    expect(withCustomValue(worker, size, null)).toEqual(['customFieldValues', {}]);
    expect(withCustomValue({ customFieldValues: null }, { id: 7, sensitive: false }, 12)).toEqual(['customFieldValues', { '7': 12 }]);
  });

  it('uses a yes/no field own words', () => {
    expect(boolLabels({ boolTrueLabel: 'Member', boolFalseLabel: null })).toEqual({ yes: 'Member', no: 'No' });
  });

  it('turns the list filter pairs into a map and back', () => {
    const map = parseCustomFilter(['5:true', '3:Large', 'x:1', ':2']);
    expect([...map]).toEqual([
      [5, 'true'],
      [3, 'Large'],
    ]);
    map.set(9, '');
    expect(customFilterItems(map)).toEqual(['3:Large', '5:true']);
  });
});
