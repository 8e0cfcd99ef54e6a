import { DEFAULT_FORMAT_PREFERENCES, type FormatPreferences } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { reportCellText } from './report-cells';

const us: FormatPreferences = {
  ...DEFAULT_FORMAT_PREFERENCES,
  dateFormat: 'mdy',
  dateSeparator: '/',
  fourDigitYear: true,
  dayOfWeek: 'none',
  timeFormat: 12,
  durationFormat: 'minute',
  payAccuracy: 2,
};
const cell = (type: Parameters<typeof reportCellText>[0]['type'], value: unknown, prefs = us) =>
  reportCellText({ type }, value, prefs, 'America/Chicago');

describe('report cells in the organization formats', () => {
  it('shows durations (seconds) in the duration format', () => {
    expect(cell('duration', 30_600)).toBe('8:30');
    expect(cell('duration', 30_600, { ...us, durationFormat: 'decimal' })).toBe('8.50');
    expect(cell('duration', 0, { ...us, zeroDurationBlank: true })).toBe('');
  });

  it('signs minutes: late +, early -', () => {
    expect(cell('minutes', 5)).toBe('+0:05');
    expect(cell('minutes', -75)).toBe('-1:15');
    expect(cell('minutes', 0)).toBe('0:00');
  });

  it('shows hours with two decimals and money at the pay accuracy', () => {
    expect(cell('hours', 7.5)).toBe('7.50');
    expect(cell('money', '1234.5')).toBe('1,234.50');
    expect(cell('money', '12.3456', { ...us, payAccuracy: 3 })).toBe('12.346');
    expect(cell('money', '0.00', { ...us, zeroPayBlank: true })).toBe('');
  });

  it('shows dates and instants in the date format and the organization zone', () => {
    expect(cell('date', '2026-11-08')).toBe('11/08/2026');
    expect(cell('date', '2026-11-08', { ...us, dateFormat: 'dmy', dateSeparator: '.' })).toBe('08.11.2026');
    // 2026-11-26T14:05:00Z is 8:05 AM in Chicago (CST).
    expect(cell('instant', Date.UTC(2026, 10, 26, 14, 5) / 1000)).toBe('11/26/2026 8:05 AM');
    expect(cell('instant', Date.UTC(2026, 10, 26, 14, 5) / 1000, { ...us, timeFormat: 24 })).toBe('11/26/2026 08:05');
  });

  it('keeps text and empty cells as they are', () => {
    expect(cell('text', 'Assembly')).toBe('Assembly');
    expect(cell('number', 1234)).toBe('1,234');
    expect(cell('duration', null)).toBe('');
    expect(cell('text', undefined)).toBe('');
  });
});
