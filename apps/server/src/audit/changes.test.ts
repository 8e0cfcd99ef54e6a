import { MASKED, visibleValues, type Fields } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields } from './audit.service';

const fields: Fields = {
  name: { type: 'text', label: 'Name' },
  wage: { type: 'number', label: 'Wage', sensitive: true },
  tags: { type: 'textList', label: 'Tags' },
};

describe('audit changes', () => {
  it('keeps only changed fields and masks sensitive values', () => {
    const before = { name: 'A', wage: 10, tags: ['x'] };
    expect(changedFields(fields, before, { name: 'A', wage: 12, tags: ['x', 'y'] })).toEqual({
      wage: { before: MASKED, after: MASKED },
      tags: { before: ['x'], after: ['x', 'y'] },
    });
    expect(changedFields(fields, null, { name: 'A', wage: null, tags: [] })).toEqual({
      name: { before: null, after: 'A' },
      tags: { before: null, after: [] },
    });
    expect(changedFields(fields, before, null)).toEqual({
      name: { before: 'A', after: null },
      wage: { before: MASKED, after: null },
      tags: { before: ['x'], after: null },
    });
  });

  it('leaves sensitive fields out of what a caller without the permission sees', () => {
    expect(visibleValues(fields, { id: 1, name: 'A', wage: 10 }, false)).toEqual({ id: 1, name: 'A' });
    expect(visibleValues(fields, { id: 1, name: 'A', wage: 10 }, true)).toEqual({ id: 1, name: 'A', wage: 10 });
  });
});
