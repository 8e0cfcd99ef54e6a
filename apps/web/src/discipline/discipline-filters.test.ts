import { describe, expect, it } from 'vitest';
import {
  eventFilters,
  eventsQuery,
  eventView,
  infractionFilters,
  infractionsQuery,
  infractionView,
  rangeIsValid,
} from './discipline-filters';

const TODAY = '2026-03-31';

describe('the infractions filter in the view', () => {
  it('defaults to the last 30 days to today, every worker, kind and status', () => {
    expect(infractionFilters({}, TODAY)).toEqual({ from: '2026-03-01', to: TODAY, employeeId: null, kind: null, status: 'all' });
  });

  it('reads what the view holds and falls back on anything a hand-edited address got wrong', () => {
    const view = { from: '2026-01-01', to: '2026-02-30', employeeId: 12, kind: 'late', status: 'excused' };
    expect(infractionFilters(view, TODAY)).toEqual({ from: '2026-01-01', to: TODAY, employeeId: 12, kind: 'late', status: 'excused' });
    expect(infractionFilters({ employeeId: '12', kind: 'sleeping', status: 'maybe', from: 20260101 }, TODAY)).toEqual(
      infractionFilters({}, TODAY),
    );
  });

  it('writes only what differs from the defaults, so the plain list has no view', () => {
    expect(infractionView(infractionFilters({}, TODAY), TODAY)).toEqual({});
    const f = { ...infractionFilters({}, TODAY), from: '2026-02-01', status: 'counted' as const, employeeId: 7 };
    expect(infractionView(f, TODAY)).toEqual({ from: '2026-02-01', status: 'counted', employeeId: 7 });
    expect(infractionFilters(infractionView(f, TODAY), TODAY)).toEqual(f);
  });

  it('asks the API for the range always and for the rest only when chosen', () => {
    expect(infractionsQuery(infractionFilters({}, TODAY), '  ')).toEqual({
      from: '2026-03-01',
      to: TODAY,
      employeeId: undefined,
      kind: undefined,
      status: 'all',
      searchText: undefined,
    });
    const f = infractionFilters({ employeeId: 3, kind: 'no_show', status: 'counted' }, TODAY);
    expect(infractionsQuery(f, ' Ada ')).toMatchObject({ employeeId: 3, kind: 'no_show', status: 'counted', searchText: 'Ada' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeIsValid({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(rangeIsValid({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  });
});

describe('the events filter in the view', () => {
  it('shows open events unless the view says otherwise', () => {
    expect(eventFilters({})).toEqual({ status: 'open', employeeId: null });
    expect(eventFilters({ status: 'acknowledged', employeeId: 4 })).toEqual({ status: 'acknowledged', employeeId: 4 });
    expect(eventFilters({ status: 'closed' })).toEqual({ status: 'open', employeeId: null });
  });

  it('round-trips through the view and asks the API for the status always', () => {
    expect(eventView({ status: 'open', employeeId: null })).toEqual({});
    expect(eventFilters(eventView({ status: 'all', employeeId: 9 }))).toEqual({ status: 'all', employeeId: 9 });
    expect(eventsQuery({ status: 'open', employeeId: null }, '')).toEqual({ status: 'open', employeeId: undefined, searchText: undefined });
  });
});
