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
  /** Epoch seconds of the local midnight starting the day that holds an instant: dayStart(dayOf(t)). */
  dayStartOf(epochSeconds: number): number;
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

// Answers are kept in typed arrays indexed by day number around the first day asked (about
// 45 years either way): the engine calls dayStart/dayOf/wallTime for every punch and shift, and an
// array read is much cheaper than a Map lookup. Days outside the window use Maps.
const WINDOW = 1 << 15;

/** Memo of one function of the day number: a window table (NaN = not yet known) plus a Map outside it. */
class DayMemo {
  private base = NaN;
  private readonly table = new Float64Array(WINDOW).fill(NaN);
  private readonly far = new Map<number, number>();

  get(day: number): number {
    const i = day - this.base;
    if (i >= 0 && i < WINDOW && (i | 0) === i) return this.table[i] as number;
    return this.far.get(day) ?? NaN;
  }

  set(day: number, value: number): void {
    if (Number.isNaN(this.base)) this.base = day - WINDOW / 2;
    const i = day - this.base;
    if (i >= 0 && i < WINDOW && (i | 0) === i) this.table[i] = value;
    else this.far.set(day, value);
  }
}

function computeDayStart(timeZone: string, dayNumber: number): number {
  const c = civilFromDay(dayNumber);
  return new Temporal.PlainDate(c.year, c.month, c.day).toZonedDateTime({ timeZone }).epochMilliseconds / 1000;
}

function computeWallTime(timeZone: string, dayNumber: number, secondOfDay: number): number {
  const c = civilFromDay(dayNumber);
  const pdt = new Temporal.PlainDateTime(c.year, c.month, c.day).add({ seconds: secondOfDay });
  return pdt.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds / 1000;
}

class MemoClock implements ZoneClock {
  private readonly starts = new DayMemo();
  // One memo per wall time (second of day): a card uses one or two (shiftStartsAt, split points).
  private readonly walls = new Map<number, DayMemo>();

  constructor(readonly timeZone: string) {}

  dayStart(dayNumber: number): number {
    let s = this.starts.get(dayNumber);
    if (Number.isNaN(s)) {
      s = computeDayStart(this.timeZone, dayNumber);
      this.starts.set(dayNumber, s);
    }
    return s;
  }

  dayOf(t: number): number {
    let d = Math.floor(t / 86400);
    if (t < this.dayStart(d)) d -= 1;
    else if (t >= this.dayStart(d + 1)) d += 1;
    return d;
  }

  // The same answer as dayStart(dayOf(t)) with one lookup fewer (rounding asks it for every punch).
  dayStartOf(t: number): number {
    const d = Math.floor(t / 86400);
    const start = this.dayStart(d);
    if (t < start) return this.dayStart(d - 1);
    const next = this.dayStart(d + 1);
    return t >= next ? next : start;
  }

  wallTime(dayNumber: number, secondOfDay: number): number {
    if (secondOfDay === 0) return this.dayStart(dayNumber);
    let memo = this.walls.get(secondOfDay);
    if (memo === undefined) this.walls.set(secondOfDay, (memo = new DayMemo()));
    let w = memo.get(dayNumber);
    if (Number.isNaN(w)) {
      w = computeWallTime(this.timeZone, dayNumber, secondOfDay);
      memo.set(dayNumber, w);
    }
    return w;
  }
}

function createClock(timeZone: string): ZoneClock {
  Temporal.Now.instant().toZonedDateTimeISO(timeZone); // validates the zone name
  return new MemoClock(timeZone);
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
