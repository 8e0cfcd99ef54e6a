import { parseView } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { groupOf, shownGroup, viewOfGroup } from './users-view';

describe('the Users screen groups', () => {
  it('reads the administrators group from the view filter, workers otherwise', () => {
    expect(groupOf(parseView('{"group":"administrators"}'))).toBe('administrators');
    expect(groupOf(parseView(undefined))).toBe('workers');
    expect(groupOf(parseView('{"group":"other"}'))).toBe('workers');
    expect(groupOf(parseView('new'))).toBe('workers');
    expect(groupOf(parseView('12'))).toBe('workers');
  });

  it('round-trips through the view parameter', () => {
    expect(groupOf(parseView(viewOfGroup('administrators')))).toBe('administrators');
    expect(viewOfGroup('workers')).toBeUndefined();
  });

  it('shows administrators only to holders of edit_org_users', () => {
    expect(shownGroup('{"group":"administrators"}', true)).toBe('administrators');
    expect(shownGroup('{"group":"administrators"}', false)).toBe('workers');
  });
});
