import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { clockDate, clockTime, instantOfWallTime, sinceText, wallClock } from './zone';
import type { DeviceFormats as Formats } from '@punchline/contracts/device';

// The United States defaults: 12-hour clock, month first.
const us: Formats = DEFAULT_FORMAT_PREFERENCES;
const eu: Formats = { ...us, dateFormat: 'dmy', dateSeparator: '.', timeFormat: 24, dayOfWeek: 'beforedate' };

describe('the clock zone', () => {
  it('reads the wall clock of the zone, not of the machine', () => {
    expect(wallClock('2026-11-23T05:30:00Z', 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 30,
      dayOfWeek: 1,
    });
    expect(wallClock('2026-11-23T04:30:00Z', 'America/New_York')).toMatchObject({ day: 22, hour: 23, dayOfWeek: 7 });
    expect(wallClock('2026-11-23T04:30:00Z', 'Asia/Kolkata')).toMatchObject({ hour: 10, minute: 0 });
  });

  it('writes times and dates in the organization formats', () => {
    expect(clockTime('2026-11-23T12:02:00Z', 'America/New_York', us)).toBe('7:02 AM');
    expect(clockTime('2026-11-23T12:02:00Z', 'Europe/Berlin', eu)).toBe('13:02');
    expect(clockTime('2026-11-23T05:00:00Z', 'America/New_York', us)).toBe('12:00 AM');
    expect(clockDate('2026-11-23T12:02:00Z', 'Europe/Berlin', eu)).toBe('Mon 23.11.2026');
  });

  it('says since when a shift started: today, yesterday or a date', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(sinceText('2026-11-23T12:02:00Z', now, 'America/New_York', eu)).toBe('07:02');
    expect(sinceText('2026-11-22T21:02:00Z', now, 'America/New_York', eu)).toBe('16:02 yesterday');
    expect(sinceText('2026-11-20T21:02:00Z', now, 'America/New_York', us)).toBe('4:02 PM on 11/20/2026');
  });
});

describe('a wall time in the clock zone', () => {
  it('is the instant of that wall time there, across offsets and daylight saving', () => {
    expect(instantOfWallTime('2026-11-22T16:30', 'America/New_York')).toBe('2026-11-22T21:30:00.000Z');
    expect(instantOfWallTime('2026-07-01T16:30', 'America/New_York')).toBe('2026-07-01T20:30:00.000Z');
    expect(instantOfWallTime('2026-11-22T05:15', 'Asia/Kolkata')).toBe('2026-11-21T23:45:00.000Z');
    // The hour after the autumn change (01:30 happens twice): the first one is taken.
    expect(instantOfWallTime('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // A time skipped in spring (02:30 does not exist) becomes 03:30.
    expect(instantOfWallTime('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });
});
