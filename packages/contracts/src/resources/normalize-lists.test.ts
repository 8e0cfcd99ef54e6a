import { describe, expect, it } from 'vitest';
import { customFieldsResource } from './customfields';
import type { FieldDef } from './define';
import { normalizeField } from './normalize';
import { validateRecord } from './validate';

const textList: FieldDef = { type: 'textList', label: 'Choices', maxLength: 10 };
const idList: FieldDef = { type: 'idList', label: 'Labels' };

describe('list fields', () => {
  it('refuses a list over maxItems before looking at its items', () => {
    // Items that would each be an error (too long, duplicated, wrong type) do not matter: the count decides.
    const bad = Array.from({ length: 4 }, () => ({ x: 'not text' }));
    expect(normalizeField({ ...textList, maxItems: 3 }, bad)).toEqual({ value: [], error: 'no more than 3 items.' });
    expect(normalizeField({ ...idList, maxItems: 3 }, ['a', 'b', 'c', 'd'])).toEqual({ value: [], error: 'no more than 3 items.' });
  });

  it('caps every list at 1000 items even without maxItems', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    expect(normalizeField(textList, many)).toEqual({ value: [], error: 'no more than 1000 items.' });
    expect(normalizeField(textList, many.slice(0, 1000)).error).toBeUndefined();
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(normalizeField(idList, ids)).toEqual({ value: [], error: 'no more than 1000 items.' });
    expect(normalizeField(idList, ids.slice(0, 1000)).value).toHaveLength(1000);
  });

  it('refuses a custom field with 10,000 choices as too many', () => {
    const choices = Array.from({ length: 10_000 }, (_, i) => `Choice ${i % 50}`);
    const stored = { name: 'Size', type: 'choice', appliesTo: 'user', sortOrder: 3, active: true, sensitive: false, crossIndex: false };
    expect(validateRecord(customFieldsResource, { choices }, stored).errors).toEqual({ choices: ['no more than 200 items.'] });
  });

  it('finds duplicates without regard to case, after trimming', () => {
    expect(normalizeField(textList, ['S', 'M', ' s '])).toEqual({ value: ['S', 'M', 's'], error: 'must be unique.' });
    expect(normalizeField(textList, ['S', 'M', 'L'])).toEqual({ value: ['S', 'M', 'L'] });
    expect(normalizeField(textList, ['1', 1])).toEqual({ value: ['1', '1'], error: 'must be unique.' });
    const distinct = Array.from({ length: 1000 }, (_, i) => `c${i}`);
    expect(normalizeField(textList, [...distinct.slice(0, 999), 'C3']).error).toBe('must be unique.');
  });

  it('checks item length and type', () => {
    expect(normalizeField(textList, ['x'.repeat(11)]).error).toBe('no more than 10 characters.');
    expect(normalizeField(textList, ['a', null]).error).toBe('This selection is not valid.');
    expect(normalizeField(textList, 'a,b').error).toBe('This selection is not valid.');
  });

  it('takes positive ids as numbers or digits, dropping duplicates', () => {
    expect(normalizeField(idList, [3, '4', ' 3 '])).toEqual({ value: [3, 4] });
    for (const bad of [[0], [-1], [1.5], ['x'], [true], [null], ['99999999999999999999'], 3]) {
      expect(normalizeField(idList, bad)).toEqual({ value: [], error: 'This selection is not valid.' });
    }
  });
});
