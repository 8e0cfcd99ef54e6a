import { describe, expect, it } from 'vitest';
import { timeOffDays, totalAmount } from './request-days';

const base = { partialSeconds: null, unit: 'hours' as const, fullDaySeconds: 8 * 3600, workdays: [2, 3, 4, 5, 6], scheduled: null };

describe('timeOffDays', () => {
  it('takes the working days of the range, a full day each', () => {
    // Thu 26 Nov 2026 to Mon 30 Nov: Thu, Fri, Mon.
    const days = timeOffDays({ ...base, startDate: '2026-11-26', endDate: '2026-11-30' });
    expect(days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30']);
    expect(totalAmount(days)).toBe(24);
  });

  it('counts days in days for a code taken in days, half a day for half the day', () => {
    const full = timeOffDays({ ...base, unit: 'days', startDate: '2026-11-26', endDate: '2026-11-27' });
    expect(totalAmount(full)).toBe(2);
    const half = timeOffDays({ ...base, unit: 'days', partialSeconds: 4 * 3600, startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(half).toEqual([{ date: '2026-11-26', seconds: 4 * 3600, amount: 0.5 }]);
  });

  it('follows the published schedule when the worker is scheduled in the range', () => {
    const scheduled = new Map([
      ['2026-11-28', 6 * 3600],
      ['2026-11-29', 10 * 3600],
    ]);
    const days = timeOffDays({ ...base, scheduled, startDate: '2026-11-26', endDate: '2026-11-30' });
    expect(days).toEqual([
      { date: '2026-11-28', seconds: 6 * 3600, amount: 6 },
      { date: '2026-11-29', seconds: 10 * 3600, amount: 10 },
    ]);
  });

  it('never takes more than the day for a partial day', () => {
    const days = timeOffDays({ ...base, partialSeconds: 10 * 3600, startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(days[0]?.seconds).toBe(8 * 3600);
  });
});

describe('formatTimeOff', () => {
  it('shows hours in the duration format and days as days', async () => {
    const { formatTimeOff } = await import('./accrual-rules');
    expect(formatTimeOff(8.5, 'hours', { durationFormat: 'minute', zeroDurationBlank: true })).toBe('8:30 h');
    expect(formatTimeOff(-8, 'hours', { durationFormat: 'decimal', zeroDurationBlank: false })).toBe('-8.00 h');
    expect(formatTimeOff(0, 'hours', { durationFormat: 'minute', zeroDurationBlank: true })).toBe('0:00 h');
    expect(formatTimeOff(1, 'days', { durationFormat: 'minute', zeroDurationBlank: true })).toBe('1 day');
    expect(formatTimeOff(2.5, 'days', { durationFormat: 'minute', zeroDurationBlank: true })).toBe('2.5 days');
  });
});
