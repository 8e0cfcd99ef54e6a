import type { FormatPreferences } from './preferences';

/** Fills the calendar event title template: {name}, {start}, {end}; unknown placeholders stay. */
export function formatCalendarEventTitle(
  prefs: Pick<FormatPreferences, 'calendarEventTitleFormat'>,
  values: { name: string; start?: string; end?: string },
): string {
  return prefs.calendarEventTitleFormat.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (values as Record<string, string | undefined>)[key];
    return value ?? whole;
  });
}
