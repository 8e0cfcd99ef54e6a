import { formatTime, type FormatPreferences } from '@punchline/domain';

// What a time card cell accepts from the keyboard: '8:05a', '8:05 AM', '805p', '8a', '17:30',
// '1730', '0805'. A trailing a/p (am/pm) reads the hour on the 12-hour clock; without one the hour
// is taken as written (24-hour), whatever the organization's display format.

export type ParsedTime = { minutes: number } | { error: string };

export const TIME_ENTRY_HINT = 'Type a time such as 8:05a, 5:30p or 17:30.';

const PATTERN = /^(\d{1,2})(?::?(\d{2}))?\s*(a|am|p|pm)?\.?$/i;

/** Minutes after midnight of a typed time, or why it cannot be read. Empty text is not a time. */
export function parseTimeEntry(text: string): ParsedTime {
  const typed = text.trim().replace(/\./g, '');
  // '805' and '1730' without a colon: the last two digits are the minutes.
  const compact = /^(\d{3,4})\s*(a|am|p|pm)?$/i.exec(typed);
  const match = compact ? PATTERN.exec(`${compact[1]!.slice(0, -2)}:${compact[1]!.slice(-2)}${compact[2] ?? ''}`) : PATTERN.exec(typed);
  if (!match) return { error: TIME_ENTRY_HINT };
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (minute > 59) return { error: TIME_ENTRY_HINT };
  if (meridiem) {
    if (hour < 1 || hour > 12) return { error: TIME_ENTRY_HINT };
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return { error: TIME_ENTRY_HINT };
  }
  return { minutes: hour * 60 + minute };
}

/** 'HH:MM' (24-hour) of minutes after midnight, as the API and the local-time helpers take it. */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** How a time shows in a cell: the organization's 12- or 24-hour format. */
export const showTime = (minutes: number, prefs: Pick<FormatPreferences, 'timeFormat'>) => formatTime(clockOf(minutes), prefs);
