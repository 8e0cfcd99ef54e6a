// The shifts of a schedule template (issue 19, docs/schedules.md), one line each, as a manager
// writes them: "Mon 09:00-17:00 break 30", with "W2 " before the day for the second week of a
// template of several weeks. An end at or before the start ends the next day (a night shift).

/** How far ahead a recurring schedule keeps its shifts made, in days (four weeks). */
export const RECURRING_DAYS_AHEAD = 28;

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type TemplateSlot = {
  /** 1 for the template's first week. */
  week: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after midnight. */
  startMinute: number;
  endMinute: number;
  /** One unpaid break, placed mid-shift as the board's editor places it. */
  breakMinutes: number;
};

export const SLOT_EXAMPLE = 'Mon 09:00-17:00 break 30';
const SLOT = /^(?:w(\d+)\s+)?([a-z]{3})\s+(\d{1,2}):(\d{2})\s*[-\u2013]\s*(\d{1,2}):(\d{2})(?:\s+break\s+(\d{1,3}))?$/i;

const minuteOf = (h: string, m: string) => (Number(h) < 24 && Number(m) < 60 ? Number(h) * 60 + Number(m) : null);

/** A line read, or the sentence that says what is wrong with it. */
export function parseSlot(line: string, weeks: number): TemplateSlot | { error: string } {
  const match = SLOT.exec(line.trim());
  const weekday = match ? WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === match[2]!.toLowerCase()) : -1;
  if (!match || weekday < 0) return { error: `write a day and times, as '${SLOT_EXAMPLE}'.` };
  const week = match[1] ? Number(match[1]) : 1;
  if (week < 1 || week > weeks) return { error: `week ${week} is not one of the template's ${weeks} week${weeks === 1 ? '' : 's'}.` };
  const startMinute = minuteOf(match[3]!, match[4]!);
  const endMinute = minuteOf(match[5]!, match[6]!);
  if (startMinute === null || endMinute === null) return { error: 'a time must be between 00:00 and 23:59.' };
  const breakMinutes = match[7] ? Number(match[7]) : 0;
  const length = (endMinute - startMinute + 1440) % 1440 || 1440;
  if (breakMinutes >= length) return { error: 'the break must be shorter than the shift.' };
  return { week, weekday, startMinute, endMinute, breakMinutes };
}

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The line of a slot, as parseSlot reads it back. */
export function formatSlot(slot: TemplateSlot, weeks: number): string {
  const week = weeks > 1 ? `W${slot.week} ` : '';
  const pause = slot.breakMinutes > 0 ? ` break ${slot.breakMinutes}` : '';
  return `${week}${WEEKDAY_NAMES[slot.weekday]} ${clock(slot.startMinute)}-${clock(slot.endMinute)}${pause}`;
}

/** Every line's problem, as "Line 2: …", for the template form. */
export function slotErrors(lines: readonly string[], weeks: number): string[] {
  return lines.flatMap((line, i) => {
    const slot = parseSlot(line, weeks);
    return 'error' in slot ? [`Line ${i + 1}: ${slot.error}`] : [];
  });
}

/** The slots of valid lines (a template is validated on save, so every stored line reads). */
export function parseSlots(lines: readonly string[], weeks: number): TemplateSlot[] {
  return lines.map((l) => parseSlot(l, weeks)).filter((s): s is TemplateSlot => !('error' in s));
}
