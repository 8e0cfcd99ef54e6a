import { describe, expect, it, vi } from 'vitest';
import { parseAuditFilter } from './audit-filter';
import { parseView, serializeView } from './view';

describe('parseView', () => {
  it('reads empty as the list, new as add, digits as edit', () => {
    expect(parseView(undefined)).toEqual({ mode: 'list', filter: {} });
    expect(parseView('')).toEqual({ mode: 'list', filter: {} });
    expect(parseView('new')).toEqual({ mode: 'add' });
    expect(parseView('42')).toEqual({ mode: 'edit', id: 42 });
  });

  it('reads anything else as a JSON filter', () => {
    const view = '{"from":"2024-01-01","to":"2024-01-31","preset":"last","status":"open"}';
    expect(parseView(view)).toEqual({
      mode: 'list',
      filter: { from: '2024-01-01', to: '2024-01-31', preset: 'last', status: 'open' },
    });
  });

  it('warns and uses an empty filter on invalid JSON', () => {
    const logger = { warn: vi.fn() };
    expect(parseView('{oops', logger)).toEqual({ mode: 'list', filter: {} });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('treats JSON that is not an object as invalid', () => {
    const logger = { warn: vi.fn() };
    expect(parseView('[1,2]', logger)).toEqual({ mode: 'list', filter: {} });
    expect(parseView('-3', logger)).toEqual({ mode: 'list', filter: {} });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('round-trips through serializeView', () => {
    for (const v of ['new', '7', '{"group":"dept"}']) expect(serializeView(parseView(v))).toBe(v);
    expect(serializeView({ mode: 'list', filter: {} })).toBeUndefined();
  });
});

describe('parseAuditFilter', () => {
  it('keeps well-formed actor, affected and associated entries', () => {
    const filter = { actor: { type: 'user', id: 3 }, affected: { kind: 'label', id: '9' }, associated: { kind: 'job', id: 1 } };
    expect(parseAuditFilter(filter)).toEqual(filter);
  });
  it('drops malformed ones', () => {
    expect(parseAuditFilter({ actor: { id: 3 }, affected: 'x', associated: { kind: 'job', id: '' } })).toEqual({});
  });
});
