import { describe, expect, it } from 'vitest';
import { formatChartLabel, formatDate, formatDateInZone, formatDateTime, formatNotificationDate, formatTime } from './date-time';
import { createFormatPreferences } from './preferences';

const p = createFormatPreferences;

describe('formatDate', () => {
  it.each([
    ['mdy', '03/04/2024'],
    ['dmy', '04/03/2024'],
    ['ymd', '2024/03/04'],
  ] as const)('orders %s', (dateFormat, out) => {
    expect(formatDate('2024-03-04', p({ dateFormat }))).toBe(out);
  });

  it('honours two-digit years and the separator', () => {
    expect(formatDate('2009-12-25', p({ fourDigitYear: false, dateSeparator: '-' }))).toBe('12-25-09');
    expect(formatDate('2024-03-04', p({ dateFormat: 'dmy', dateSeparator: '.' }))).toBe('04.03.2024');
  });

  it('places the weekday before, after or nowhere', () => {
    expect(formatDate('2024-03-04', p({ dayOfWeek: 'beforedate' }))).toBe('Mon 03/04/2024');
    expect(formatDate('2024-03-10', p({ dayOfWeek: 'afterdate' }))).toBe('03/10/2024 Sun');
    expect(formatDate('2024-03-04', p({ dayOfWeek: 'none' }))).toBe('03/04/2024');
  });
});

describe('formatTime', () => {
  it('uses a 12-hour clock with noon and midnight as 12', () => {
    expect(formatTime('00:05', p({ timeFormat: 12 }))).toBe('12:05 AM');
    expect(formatTime('12:00', p({ timeFormat: 12 }))).toBe('12:00 PM');
    expect(formatTime('13:07:59', p({ timeFormat: 12 }))).toBe('1:07 PM');
  });
  it('uses a 24-hour clock', () => {
    expect(formatTime('09:05', p({ timeFormat: 24 }))).toBe('09:05');
    expect(formatTime('23:59', p({ timeFormat: 24 }))).toBe('23:59');
  });
});

describe('zoned formatting', () => {
  const instant = '2024-03-04T03:30:00Z';
  it('reads the moment in the given zone', () => {
    expect(formatDateTime(instant, 'UTC', p())).toBe('03/04/2024 3:30 AM');
    expect(formatDateTime(instant, 'America/Chicago', p({ timeFormat: 24 }))).toBe('03/03/2024 21:30');
    expect(formatDateInZone(Date.parse(instant), 'Asia/Tokyo', p({ dateFormat: 'ymd', dateSeparator: '-' }))).toBe('2024-03-04');
  });
});

describe('formatNotificationDate', () => {
  const now = new Date('2024-03-04T15:00:00Z');
  it("says 'Today' for the same calendar day in the zone", () => {
    expect(formatNotificationDate('2024-03-04T01:00:00Z', now, 'UTC', p())).toBe('Today');
    expect(formatNotificationDate('2024-03-04T01:00:00Z', now, 'America/New_York', p())).toBe('Mar 3');
  });
  it("uses 'MMM D' this year and the short date before", () => {
    expect(formatNotificationDate('2024-01-09T12:00:00Z', now, 'UTC', p({ dayOfWeek: 'afterdate' }))).toBe('Jan 9');
    expect(formatNotificationDate('2023-12-31T12:00:00Z', now, 'UTC', p({ dayOfWeek: 'afterdate' }))).toBe('12/31/2023');
  });
});

describe('formatChartLabel', () => {
  it("is 'MMM DD'", () => {
    expect(formatChartLabel('2024-03-04')).toBe('Mar 04');
  });
});
