import { describe, expect, it } from 'vitest';
import { answersFilterOf, tabOf, viewOfTab } from './health-view';

describe('Health & Safety view parameter', () => {
  it('shows the answers only for the answers group, the questionnaires otherwise', () => {
    expect(tabOf(undefined)).toBe('questionnaires');
    expect(tabOf('new')).toBe('questionnaires');
    expect(tabOf('12')).toBe('questionnaires');
    expect(tabOf('{"group":"answers"}')).toBe('answers');
    expect(tabOf('{not json')).toBe('questionnaires');
  });

  it('keeps the filter the server takes, and round-trips it', () => {
    const view = viewOfTab('answers', { from: '2026-11-01', to: '2026-11-30', status: 'failed' });
    expect(tabOf(view)).toBe('answers');
    expect(answersFilterOf(view)).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 'failed' });
    expect(answersFilterOf('{"group":"answers","from":"yesterday","status":"maybe"}')).toEqual({});
    expect(viewOfTab('questionnaires', { status: 'failed' })).toBeUndefined();
  });
});
