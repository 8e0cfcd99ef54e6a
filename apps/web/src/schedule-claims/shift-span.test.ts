import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { shiftSpan } from './shift-span';

describe('a claimed shift as the manager reads it', () => {
  it('is its date and times in the organization’s zone and formats', () => {
    const us = { ...DEFAULT_FORMAT_PREFERENCES, dayOfWeek: 'beforedate' as const };
    expect(shiftSpan('2026-11-29T11:00:00Z', '2026-11-29T19:00:00Z', 'America/New_York', us)).toBe('Sun 11/29/2026 6:00 AM–2:00 PM');
    const eu = { ...us, dateFormat: 'dmy' as const, dateSeparator: '.', timeFormat: 24 as const };
    // Overnight: the end is the next morning's time.
    expect(shiftSpan('2026-11-29T21:00:00Z', '2026-11-30T05:00:00Z', 'Europe/Berlin', eu)).toBe('Sun 29.11.2026 22:00–06:00');
  });
});
