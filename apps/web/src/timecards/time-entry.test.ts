import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { clockOf, parseTimeEntry, showTime, TIME_ENTRY_HINT } from './time-entry';

const minutes = (text: string) => {
  const parsed = parseTimeEntry(text);
  return 'minutes' in parsed ? clockOf(parsed.minutes) : parsed.error;
};

describe('typing a time into a time card cell', () => {
  it('reads 12-hour entries with a or p, with or without a colon or space', () => {
    expect(minutes('8:05a')).toBe('08:05');
    expect(minutes('8:05 AM')).toBe('08:05');
    expect(minutes('805p')).toBe('20:05');
    expect(minutes('8p')).toBe('20:00');
    expect(minutes('12:15a')).toBe('00:15');
    expect(minutes('12:15p')).toBe('12:15');
    expect(minutes('5:30 p.m.')).toBe('17:30');
  });

  it('reads 24-hour entries as written', () => {
    expect(minutes('17:30')).toBe('17:30');
    expect(minutes('1730')).toBe('17:30');
    expect(minutes('0805')).toBe('08:05');
    expect(minutes('7')).toBe('07:00');
    expect(minutes('0:00')).toBe('00:00');
  });

  it('refuses what is not a time and says what to type', () => {
    for (const text of ['', 'noon', '25:00', '8:75', '13p', '0a', '8:5']) expect(minutes(text)).toBe(TIME_ENTRY_HINT);
  });

  it("shows a time in the organization's format", () => {
    expect(showTime(17 * 60 + 30, { ...DEFAULT_FORMAT_PREFERENCES, timeFormat: 12 })).toBe('5:30 PM');
    expect(showTime(17 * 60 + 30, { ...DEFAULT_FORMAT_PREFERENCES, timeFormat: 24 })).toBe('17:30');
  });
});
