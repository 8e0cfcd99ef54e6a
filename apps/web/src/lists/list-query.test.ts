import { parseView, serializeViewFilter } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { listFilterFrom, listQuery } from './list-query';

describe('list filter in the view parameter', () => {
  it('round-trips through the route and drops keys this list does not know', () => {
    const view = serializeViewFilter({ status: 'inactive' });
    expect(view).toBe('{"status":"inactive"}');
    const parsed = parseView(view);
    expect(parsed.mode === 'list' && listFilterFrom(parsed.filter)).toEqual({ status: 'inactive' });
    expect(listFilterFrom({ status: 'bogus', from: '2020-01-01' })).toEqual({});
  });

  it('treats bad JSON as an empty filter and digits or new as the form', () => {
    const warnings: unknown[] = [];
    const parsed = parseView('{oops', { warn: (...args) => warnings.push(args) });
    expect(parsed).toEqual({ mode: 'list', filter: {} });
    expect(warnings).toHaveLength(1);
    expect(parseView('12')).toEqual({ mode: 'edit', id: 12 });
    expect(parseView('new')).toEqual({ mode: 'add' });
  });

  it('lets a filter status win over the Show active only switch', () => {
    expect(listQuery(' a ', {}, true)).toEqual({ searchText: 'a', active: 'yes' });
    expect(listQuery('', {}, false)).toEqual({ searchText: undefined, active: 'all' });
    expect(listQuery('', { status: 'inactive' }, true).active).toBe('no');
    expect(listQuery('', { status: 'all' }, true).active).toBe('all');
  });
});
