import { formatDateInZone, formatHourMinute, type FormatPreferences } from '@punchline/domain';

// A shift's date and times as a manager reads them: 'Sun 11/29/2026 6:00 AM–2:00 PM', in the
// organization's zone and formats.

const readers = new Map<string, Intl.DateTimeFormat>();

function hourMinute(at: string, timeZone: string): [number, number] {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    readers.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return [Number(parts.hour) % 24, Number(parts.minute)];
}

export function shiftSpan(start: string, end: string, timeZone: string, prefs: FormatPreferences): string {
  const time = (at: string) => formatHourMinute(...hourMinute(at, timeZone), prefs);
  return `${formatDateInZone(start, timeZone, prefs)} ${time(start)}–${time(end)}`;
}
