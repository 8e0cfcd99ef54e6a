// Proleptic Gregorian calendar on integer "day numbers" (days since 1970-01-01).
// Pure integer math (Howard Hinnant's algorithms) so hot loops never touch Temporal.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type CivilDate = { year: number; month: number; day: number };

/** Day number of a civil date, e.g. dayFromCivil(1970, 1, 1) === 0. */
export function dayFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of a day number, e.g. civilFromDay(0) is 1970-01-01. */
export function civilFromDay(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Weekday of a day number: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Days in a month, leap years included: daysInMonth(2024, 2) === 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

// Memo of the pure string conversions below: a card asks for the same few dates many times, and
// strings are immutable, so sharing them is safe. Bounded so odd inputs cannot grow it forever.
const MEMO_LIMIT = 100_000;
const isoMemo = new Map<number, string>();
const dayMemo = new Map<string, number>();
const labelMemo = new Map<number, string>();

/** ISO date (YYYY-MM-DD) of a day number. */
export function isoFromDay(dayNumber: number): string {
  let iso = isoMemo.get(dayNumber);
  if (iso === undefined) {
    const c = civilFromDay(dayNumber);
    iso = `${pad(c.year, 4)}-${pad(c.month, 2)}-${pad(c.day, 2)}`;
    if (isoMemo.size < MEMO_LIMIT) isoMemo.set(dayNumber, iso);
  }
  return iso;
}

/** The ISO date `days` after (or before, negative) an ISO date: calendar days, no time zone involved. */
export const addDaysIso = (iso: string, days: number): string => isoFromDay(dayFromIso(iso) + days);

/** Day number of an ISO date string (YYYY-MM-DD); throws RangeError when malformed. */
export function dayFromIso(iso: string): number {
  const known = dayMemo.get(iso);
  if (known !== undefined) return known;
  const day = parseIsoDay(iso);
  if (dayMemo.size < MEMO_LIMIT) dayMemo.set(iso, day);
  return day;
}

function parseIsoDay(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date: ${iso}`);
  }
  return dayFromCivil(year, month, day);
}

/** Short human label of a day used by the trace, e.g. "Tue 17 Nov". */
export function dayLabel(dayNumber: number): string {
  let label = labelMemo.get(dayNumber);
  if (label === undefined) {
    const c = civilFromDay(dayNumber);
    label = `${WEEKDAYS[weekdayOf(dayNumber)]} ${c.day} ${MONTHS[c.month - 1]}`;
    if (labelMemo.size < MEMO_LIMIT) labelMemo.set(dayNumber, label);
  }
  return label;
}

/** Duration as H:MM (seconds truncated), e.g. formatHours(30600) === "8:30". */
export function formatHours(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60, 2)}`;
}
