import { Temporal } from 'temporal-polyfill';
import { civilFromDay } from './civil';

// Zone math: Temporal is asked once per (zone, day) or (zone, day, wall time) and memoised,
// so the engine's loops only do integer comparisons. Memoisation is pure (same answers).

export type ZoneClock = {
  readonly timeZone: string;
  /** Epoch seconds of local midnight (start of day; DST-safe) of a day number. */
  dayStart(dayNumber: number): number;
  /** Local day number holding an instant. */
  dayOf(epochSeconds: number): number;
  /** Epoch seconds of a local wall time (seconds after midnight) on a day; gaps resolve forward. */
  wallTime(dayNumber: number, secondOfDay: number): number;
};

const clocks = new Map<string, ZoneClock>();

/** The memoised clock of an IANA zone; throws RangeError on an unknown zone. */
export function zoneClock(timeZone: string): ZoneClock {
  const known = clocks.get(timeZone);
  if (known) return known;
  const clock = createClock(timeZone);
  clocks.set(timeZone, clock);
  return clock;
}

function createClock(timeZone: string): ZoneClock {
  Temporal.Now.instant().toZonedDateTimeISO(timeZone); // validates the zone name
  const starts = new Map<number, number>();
  const walls = new Map<number, number>();
  const dayStart = (dayNumber: number): number => {
    let s = starts.get(dayNumber);
    if (s === undefined) {
      const c = civilFromDay(dayNumber);
      const date = new Temporal.PlainDate(c.year, c.month, c.day);
      s = date.toZonedDateTime({ timeZone }).epochMilliseconds / 1000;
      starts.set(dayNumber, s);
    }
    return s;
  };
  return {
    timeZone,
    dayStart,
    dayOf(t) {
      let d = Math.floor(t / 86400);
      if (t < dayStart(d)) d -= 1;
      else if (t >= dayStart(d + 1)) d += 1;
      return d;
    },
    wallTime(dayNumber, secondOfDay) {
      if (secondOfDay === 0) return dayStart(dayNumber);
      const key = dayNumber * 86400 + secondOfDay;
      let w = walls.get(key);
      if (w === undefined) {
        const c = civilFromDay(dayNumber);
        const pdt = new Temporal.PlainDateTime(c.year, c.month, c.day).add({ seconds: secondOfDay });
        w = pdt.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds / 1000;
        walls.set(key, w);
      }
      return w;
    },
  };
}

/** Epoch seconds of a local date-time in a zone, e.g. epochFromLocal('2020-11-17T08:00', 'America/New_York'). */
export function epochFromLocal(localDateTime: string, timeZone: string): number {
  const pdt = Temporal.PlainDateTime.from(localDateTime);
  return pdt.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds / 1000;
}

/** Local ISO date-time (seconds precision) of an instant in a zone, for display and tests. */
export function localFromEpoch(epochSeconds: number, timeZone: string): string {
  const zdt = Temporal.Instant.fromEpochMilliseconds(epochSeconds * 1000).toZonedDateTimeISO(timeZone);
  return zdt.toPlainDateTime().toString({ smallestUnit: 'minute' });
}
