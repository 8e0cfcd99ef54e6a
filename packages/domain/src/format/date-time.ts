import type { FormatPreferences } from './preferences';
import {
  MONTHS_SHORT,
  WEEKDAYS_SHORT,
  pad2,
  toPlainDate,
  toPlainTime,
  toZoned,
  type DateInput,
  type InstantInput,
  type TimeInput,
} from './temporal-input';

type DatePrefs = Pick<FormatPreferences, 'dateFormat' | 'fourDigitYear' | 'dateSeparator' | 'dayOfWeek'>;

/**
 * A calendar date in the organization's order, separator, year length and weekday placement.
 * @example formatDate('2024-03-04', { dateFormat: 'dmy', fourDigitYear: false, dateSeparator: '.', dayOfWeek: 'beforedate' }) // 'Mon 04.03.24'
 */
export function formatDate(value: DateInput, prefs: DatePrefs): string {
  const d = toPlainDate(value);
  return formatCalendarDate({ year: d.year, month: d.month, day: d.day, dayOfWeek: d.dayOfWeek }, prefs);
}

/**
 * formatDate from the date's numbers (ISO weekday 1 = Monday), for callers without Temporal: the
 * web clock reads them off Intl in the clock's zone and keeps the polyfill out of its first load.
 */
export function formatCalendarDate(d: { year: number; month: number; day: number; dayOfWeek: number }, prefs: DatePrefs): string {
  const year = prefs.fourDigitYear ? String(d.year).padStart(4, '0') : pad2(d.year % 100);
  const parts = { y: year, m: pad2(d.month), d: pad2(d.day) };
  const order = prefs.dateFormat.split('') as ('y' | 'm' | 'd')[];
  const date = order.map((k) => parts[k]).join(prefs.dateSeparator);
  const weekday = WEEKDAYS_SHORT[d.dayOfWeek] ?? '';
  if (prefs.dayOfWeek === 'beforedate') return `${weekday} ${date}`;
  if (prefs.dayOfWeek === 'afterdate') return `${date} ${weekday}`;
  return date;
}

/** A short date: the organization's date format without the weekday. */
export function formatShortDate(value: DateInput, prefs: DatePrefs): string {
  return formatDate(value, { ...prefs, dayOfWeek: 'none' });
}

/** A wall-clock time: 12-hour 'h:mm AM' or 24-hour 'HH:mm'. */
export function formatTime(value: TimeInput, prefs: Pick<FormatPreferences, 'timeFormat'>): string {
  const t = toPlainTime(value);
  return formatHourMinute(t.hour, t.minute, prefs);
}

/** formatTime from an hour (0-23) and minute, for callers without Temporal (the web clock). */
export function formatHourMinute(hour: number, minute: number, prefs: Pick<FormatPreferences, 'timeFormat'>): string {
  if (prefs.timeFormat === 24) return `${pad2(hour)}:${pad2(minute)}`;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The date of a moment in `timeZone`. */
export function formatDateInZone(value: InstantInput, timeZone: string, prefs: DatePrefs): string {
  return formatDate(toZoned(value, timeZone).toPlainDate(), prefs);
}

/** Date then time of a moment in `timeZone`. */
export function formatDateTime(value: InstantInput, timeZone: string, prefs: DatePrefs & Pick<FormatPreferences, 'timeFormat'>): string {
  const z = toZoned(value, timeZone);
  return `${formatDate(z.toPlainDate(), prefs)} ${formatTime(z.toPlainTime(), prefs)}`;
}

/**
 * Notification date (SPEC section 9): 'Today', 'MMM D' within this year, else the short date.
 * `now` and `timeZone` come from the caller so the result never depends on the machine.
 */
export function formatNotificationDate(value: InstantInput, now: InstantInput, timeZone: string, prefs: DatePrefs): string {
  const day = toZoned(value, timeZone).toPlainDate();
  const today = toZoned(now, timeZone).toPlainDate();
  if (day.equals(today)) return 'Today';
  if (day.year === today.year) return `${MONTHS_SHORT[day.month - 1]} ${day.day}`;
  return formatShortDate(day, prefs);
}

/** Chart axis label 'MMM DD', e.g. 'Mar 04'. */
export function formatChartLabel(value: DateInput): string {
  const d = toPlainDate(value);
  return `${MONTHS_SHORT[d.month - 1]} ${pad2(d.day)}`;
}
