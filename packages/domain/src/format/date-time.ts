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
  if (prefs.timeFormat === 24) return `${pad2(t.hour)}:${pad2(t.minute)}`;
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${hour}:${pad2(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
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
