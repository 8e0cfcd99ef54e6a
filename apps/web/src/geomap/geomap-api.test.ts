import { describe, expect, it } from 'vitest';
import { presetInstants } from './geomap-api';

describe('the geomap range of a date preset', () => {
  it('covers whole days in the organization time zone', () => {
    const now = Date.parse('2026-03-10T15:00:00Z');
    expect(presetInstants('today', 'America/New_York', 1, now)).toEqual({
      from: '2026-03-10T04:00:00.000Z',
      to: '2026-03-11T04:00:00.000Z',
    });
    // The week of 8 March 2026 holds the spring change: it starts at -05:00 and ends at -04:00.
    expect(presetInstants('thisWeek', 'America/New_York', 1, now)).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-15T04:00:00.000Z',
    });
  });
});
