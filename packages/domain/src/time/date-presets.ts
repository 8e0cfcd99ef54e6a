import { weekStartOf } from './allocate';
import { civilFromDay, dayFromCivil, dayFromIso, daysInMonth, isoFromDay } from './civil';

/** The relative periods a list's date filter offers (the view filter's `preset` key, SPEC section 2). */
export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'last7Days', 'last30Days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Both ends inclusive, as 'YYYY-MM-DD'. */
export type DayRange = { from: string; to: string };
/** A range that may be open on one side (a lone `from` or `to`). */
export type OpenDayRange = { from?: string; to?: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar day written 'YYYY-MM-DD', years 0001-9999 (PostgreSQL has no year 0).
 * @example isIsoDate('2024-02-29') // true; isIsoDate('2023-02-29') // false
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The dates a query may ask about (a card's date, a list's from/to, a dashboard range): a card
 * reaches weeks and a pay period around its date, which near year 1 or 9999 falls off the
 * calendar. Dates outside are refused with DATE_OUT_OF_RANGE, never computed.
 */
export const FIRST_QUERY_DATE = '1900-01-01';
export const LAST_QUERY_DATE = '2999-12-31';
export const DATE_OUT_OF_RANGE = `must be between ${FIRST_QUERY_DATE} and ${LAST_QUERY_DATE}.`;

/** isIsoDate, and between FIRST_QUERY_DATE and LAST_QUERY_DATE. @example isQueryDate('9999-12-31') // false */
export function isQueryDate(value: unknown): value is string {
  return isIsoDate(value) && value >= FIRST_QUERY_DATE && value <= LAST_QUERY_DATE;
}

export function isDatePreset(value: unknown): value is DatePreset {
  return (DATE_PRESETS as readonly unknown[]).includes(value);
}

/**
 * The inclusive days of a preset seen from `today`. Weeks start on `weekStartsOn`, the
 * organization's "Week Starts On" as stored and as the engine reads it (1 = Sunday ... 7 =
 * Saturday; anything else is Sunday, as in overtime rules); this/last week and month are whole
 * calendar periods (they may end after today), last7Days and last30Days end today. Throws
 * RangeError for a malformed day.
 * @example resolveDatePreset('thisWeek', '2024-03-06', 2) // { from: '2024-03-04', to: '2024-03-10' }
 */
export function resolveDatePreset(preset: DatePreset, today: string, weekStartsOn: number): DayRange {
  const day = dayFromIso(today);
  const weekStart = weekStartOf(day, Number.isInteger(weekStartsOn) && weekStartsOn >= 1 && weekStartsOn <= 7 ? weekStartsOn : 1);
  const { year, month } = civilFromDay(day);
  const range = (from: number, to: number): DayRange => ({ from: isoFromDay(from), to: isoFromDay(to) });
  const monthOf = (y: number, m: number) => range(dayFromCivil(y, m, 1), dayFromCivil(y, m, daysInMonth(y, m)));
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day - 1, day - 1);
    case 'thisWeek':
      return range(weekStart, weekStart + 6);
    case 'lastWeek':
      return range(weekStart - 7, weekStart - 1);
    case 'thisMonth':
      return monthOf(year, month);
    case 'lastMonth':
      return month === 1 ? monthOf(year - 1, 12) : monthOf(year, month - 1);
    case 'last7Days':
      return range(day - 6, day);
    case 'last30Days':
      return range(day - 29, day);
  }
}

/**
 * The days a list filter asks for: a preset wins over from/to; a lone from or to leaves the other
 * side open; nothing given is undefined (no date filter). Inputs are assumed already validated.
 */
export function resolveDateRange(
  filter: { from?: string; to?: string; preset?: DatePreset },
  today: string,
  weekStartsOn: number,
): OpenDayRange | undefined {
  if (filter.preset !== undefined) return resolveDatePreset(filter.preset, today, weekStartsOn);
  if (filter.from === undefined && filter.to === undefined) return undefined;
  const range: OpenDayRange = {};
  if (filter.from !== undefined) range.from = filter.from;
  if (filter.to !== undefined) range.to = filter.to;
  return range;
}
