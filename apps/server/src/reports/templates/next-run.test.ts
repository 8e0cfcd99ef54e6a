import { epochFromLocal, localFromEpoch, type PayPeriodSettings } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { nextRunAt } from './next-run';

// When a scheduled report goes out: local times of day in the organization's zone (Los Angeles
// here: DST starts Sunday 2026-03-08 at 02:00, ends Sunday 2026-11-01 at 02:00).

const LA = 'America/Los_Angeles';
const weekly: PayPeriodSettings = { payPeriodType: 'week', payPeriodStarts: 1 };
const at = (local: string) => epochFromLocal(local, LA);
const next = (schedule: Parameters<typeof nextRunAt>[0], after: string, payPeriods = weekly, zone = LA) =>
  localFromEpoch(nextRunAt(schedule, epochFromLocal(after, zone), zone, payPeriods), zone);

describe('nextRunAt', () => {
  it('daily: the same local time tomorrow, or later today when it has not come yet', () => {
    expect(next({ frequency: 'daily', time: '07:00' }, '2026-11-26T06:59')).toBe('2026-11-26T07:00');
    // Strictly after: a run at 07:00 sets the next to tomorrow's.
    expect(next({ frequency: 'daily', time: '07:00' }, '2026-11-26T07:00')).toBe('2026-11-27T07:00');
  });

  it('keeps the local time across DST: 23 hours apart in spring, 25 in autumn', () => {
    const spring = nextRunAt({ frequency: 'daily', time: '07:00' }, at('2026-03-07T07:00'), LA, weekly);
    expect(localFromEpoch(spring, LA)).toBe('2026-03-08T07:00');
    expect(spring - at('2026-03-07T07:00')).toBe(23 * 3600);
    const autumn = nextRunAt({ frequency: 'daily', time: '07:00' }, at('2026-10-31T07:00'), LA, weekly);
    expect(localFromEpoch(autumn, LA)).toBe('2026-11-01T07:00');
    expect(autumn - at('2026-10-31T07:00')).toBe(25 * 3600);
  });

  it('a time the spring-forward night skips goes out after the gap; a repeated one at its first occurrence', () => {
    const skipped = nextRunAt({ frequency: 'daily', time: '02:30' }, at('2026-03-07T12:00'), LA, weekly);
    expect(new Date(skipped * 1000).toISOString()).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    const repeated = nextRunAt({ frequency: 'daily', time: '01:30' }, at('2026-10-31T12:00'), LA, weekly);
    expect(new Date(repeated * 1000).toISOString()).toBe('2026-11-01T08:30:00.000Z'); // 01:30 PDT, the first
    // The next day's 01:30 is a whole day plus the hour given back later.
    expect(nextRunAt({ frequency: 'daily', time: '01:30' }, repeated, LA, weekly) - repeated).toBe(25 * 3600);
  });

  it('weekly on its day (1 = Sunday ... 7 = Saturday)', () => {
    // Thursday 2026-11-26: Monday is 2026-11-30; Thursday 08:00 already passed, so a week later.
    expect(next({ frequency: 'weekly', weekday: 2, time: '09:00' }, '2026-11-26T12:00')).toBe('2026-11-30T09:00');
    expect(next({ frequency: 'weekly', weekday: 5, time: '08:00' }, '2026-11-26T12:00')).toBe('2026-12-03T08:00');
  });

  it("monthly on its day, the month's last day when shorter", () => {
    expect(next({ frequency: 'monthly', dayOfMonth: 15, time: '06:00' }, '2026-11-26T12:00')).toBe('2026-12-15T06:00');
    expect(next({ frequency: 'monthly', dayOfMonth: 31, time: '06:00' }, '2027-01-31T12:00')).toBe('2027-02-28T06:00');
    expect(next({ frequency: 'monthly', dayOfMonth: 31, time: '06:00' }, '2028-02-01T12:00')).toBe('2028-02-29T06:00');
  });

  it('payPeriod: the day after each pay period ends', () => {
    // Biweekly from Sunday 2006-01-01: periods start 2026-11-22 and 2026-12-06.
    const biweek = { payPeriodType: 'biweek' as const, payPeriodStarts: 1 };
    expect(next({ frequency: 'payPeriod', time: '05:00' }, '2026-11-26T12:00', biweek)).toBe('2026-12-06T05:00');
    // Semimonthly from the 1st: the 1st and the 16th.
    const semimonth = { payPeriodType: 'semimonth' as const, payPeriodStarts: 1 };
    expect(next({ frequency: 'payPeriod', time: '05:00' }, '2026-11-26T12:00', semimonth)).toBe('2026-12-01T05:00');
    expect(next({ frequency: 'payPeriod', time: '05:00' }, '2026-12-01T05:00', semimonth)).toBe('2026-12-16T05:00');
    // Weekly from Monday (starts 2): every Monday.
    expect(next({ frequency: 'payPeriod', time: '05:00' }, '2026-11-26T12:00', { payPeriodType: 'week', payPeriodStarts: 2 })).toBe(
      '2026-11-30T05:00',
    );
  });

  it('reads the local day in zones far from UTC', () => {
    // 23:30 on the 26th in Auckland is the 26th's 10:30 UTC; the daily 23:45 is that same local day.
    expect(next({ frequency: 'daily', time: '23:45' }, '2026-11-26T23:30', weekly, 'Pacific/Auckland')).toBe('2026-11-26T23:45');
  });
});
