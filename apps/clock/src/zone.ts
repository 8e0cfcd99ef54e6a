import { formatCalendarDate, formatHourMinute } from '@punchline/domain';
import type { DeviceFormats as Formats } from '@punchline/contracts/device';

// Times and dates on the clock are those of the clock's zone (the device's, else the
// organization's) in the organization's formats. Intl does the zone arithmetic, so the clock
// carries no calendar library (the domain's Temporal-based helpers stay out of its bundle).

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; dayOfWeek: number };

const readers = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall clock in `timeZone` at an instant. */
export function wallClock(at: Date | string, timeZone: string): WallClock {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    readers.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    dayOfWeek: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

/** '7:02 AM' or '07:02' in the clock's zone. */
export function clockTime(at: Date | string, timeZone: string, formats: Formats): string {
  const w = wallClock(at, timeZone);
  return formatHourMinute(w.hour, w.minute, formats);
}

/** The date in the organization's date format, in the clock's zone. */
export function clockDate(at: Date | string, timeZone: string, formats: Formats): string {
  return formatCalendarDate(wallClock(at, timeZone), formats);
}

/** 'since 16:02' today, 'since 16:02 yesterday' or 'since 16:02 on 11/20/2026'. */
export function sinceText(at: string, now: Date, timeZone: string, formats: Formats): string {
  const time = clockTime(at, timeZone, formats);
  const day = (d: WallClock) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  const then = wallClock(at, timeZone);
  const gap = day(wallClock(now, timeZone)) - day(then);
  if (gap === 0) return time;
  if (gap === 1) return `${time} yesterday`;
  return `${time} on ${formatCalendarDate(then, formats)}`;
}

/**
 * The instant of a wall time ('2026-11-22T16:30', as a datetime-local field gives it) in `timeZone`:
 * guess it as UTC, then correct by the zone's offset, twice so a guess on the other side of a
 * daylight-saving change lands right. A time skipped by the change moves forward by the gap.
 */
export function instantOfWallTime(value: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) throw new RangeError(`Not a date and time: ${value}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offset = (at: number) => {
    const w = wallClock(new Date(at), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - at;
  };
  const first = asUtc - offset(asUtc);
  const second = asUtc - offset(first);
  // In a spring-forward gap the second guess lands before the change; the first one is after it.
  const landed = wallClock(new Date(second), timeZone);
  return new Date(landed.hour === h && landed.minute === mi ? second : first).toISOString();
}
