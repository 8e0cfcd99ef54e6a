import { describe, expect, it } from 'vitest';
import {
  CREATE_VALUE,
  idsOf,
  idsToResolve,
  MORE_VALUE,
  pickerData,
  resolveParams,
  searchFor,
  searchParams,
  tooManyText,
} from './remote-select';

const found = [
  { value: '1', label: 'Assembly' },
  { value: '2', label: 'Bakery' },
];

describe('remote select picker', () => {
  it('searches with the trimmed text and the limit of 25, leaving an empty search out', () => {
    expect(searchParams('  bak ', { type: 'user' })).toEqual({ type: 'user', searchText: 'bak', limit: 25 });
    expect(searchParams('   ')).toEqual({ searchText: undefined, limit: 25 });
  });

  it('names stored ids with one id= call', () => {
    expect(resolveParams([7, 3], { type: 'user' })).toEqual({ type: 'user', id: '7,3', limit: 2 });
  });

  it('does not search for the chosen option label Mantine puts in the box', () => {
    expect(searchFor('Bakery', 'Bakery')).toBe('');
    expect(searchFor('Bak', 'Bakery')).toBe('Bak');
    expect(searchFor('Bakery', undefined)).toBe('Bakery');
  });

  it('says there are more results with the section 5 text', () => {
    expect(tooManyText(true)).toBe('* More than 25 results found. Type some letters to narrow search criteria.');
    expect(tooManyText(true, 10)).toBe('* More than 10 results found. Type some letters to narrow search criteria.');
    expect(tooManyText(false)).toBeNull();
  });

  it('resolves only ids it was given, not the ones picked in it', () => {
    expect(idsToResolve([5, 2, 5, 9], new Map([[9, 'Nine']]))).toEqual([2, 5]);
    expect(idsToResolve([], new Map())).toEqual([]);
  });

  it('keeps the chosen records among the options so their names show', () => {
    const data = pickerData({ found, hasMore: false, selected: [2, 8, 9], labels: new Map([[8, 'Cutting']]) });
    expect(data).toEqual([...found, { value: '8', label: 'Cutting' }, { value: '9', label: '#9' }]);
  });

  it('adds the disabled more line when the server has more, and Add for a new name', () => {
    const data = pickerData({ found, hasMore: true, selected: [], labels: new Map(), create: ' Night ' });
    expect(data.slice(2)).toEqual([
      { value: MORE_VALUE, label: '* More than 25 results found. Type some letters to narrow search criteria.', disabled: true },
      { value: CREATE_VALUE, label: '+ Add "Night"' },
    ]);
    expect(pickerData({ found, hasMore: false, selected: [], labels: new Map(), create: 'bakery' })).toEqual(found);
    expect(pickerData({ found, hasMore: false, selected: [], labels: new Map(), create: '  ' })).toEqual(found);
  });

  it('gives back ids without its own lines', () => {
    expect(idsOf(['3', CREATE_VALUE, MORE_VALUE, '4'])).toEqual([3, 4]);
  });
});
