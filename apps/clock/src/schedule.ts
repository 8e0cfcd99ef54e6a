import { formatCalendarDate } from '@punchline/domain';
import { ApiError, NetworkError } from './api';
import type { ClaimResult, DeviceFormats as Formats, ScheduleChange, WorkerShift as ScheduledShift } from '@punchline/contracts/device';
import { clockTime, wallClock, type WallClock } from './zone';

// What the clock says of a worker's published schedule (issue 19): their shifts by day with
// today's marked, the sentence for each change since they last looked, and the answer to a claim
// of an open shift. Times and dates in the clock's zone and the organization's formats.

const dayNumber = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;

/**
 * A schedule is read by weekday: where the organization's date format leaves it out, the
 * schedule puts it before the date (its order, separator and year length stay the organization's).
 */
const withWeekday = (f: Formats): Formats => (f.dayOfWeek === 'none' ? { ...f, dayOfWeek: 'beforedate' } : f);

/** 'Tue 11/24/2026' in the organization's date format, in the clock's zone. */
export const shiftDate = (at: string, zone: string, f: Formats) => formatCalendarDate(wallClock(at, zone), withWeekday(f));

/** '9:00 AM–5:00 PM' (an overnight shift simply ends on the next morning's time). */
export const shiftTimes = (start: string, end: string, zone: string, f: Formats) =>
  `${clockTime(start, zone, f)}–${clockTime(end, zone, f)}`;

export type ScheduleDay = { label: string; today: boolean; shifts: (ScheduledShift & { times: string })[] };

/** The shifts from today on, grouped by the day they start on; today's day first and marked. */
export function upcomingDays(shifts: readonly ScheduledShift[], now: Date, zone: string, f: Formats): ScheduleDay[] {
  const today = dayNumber(wallClock(now, zone));
  const days = new Map<number, ScheduleDay>();
  for (const shift of shifts) {
    // A shift still running (started yesterday, ends later) stays on the list until it ends.
    if (Date.parse(shift.end) <= now.getTime()) continue;
    const start = wallClock(shift.start, zone);
    const n = dayNumber(start);
    const day = days.get(n) ?? { label: formatCalendarDate(start, withWeekday(f)), today: n === today, shifts: [] };
    day.shifts.push({ ...shift, times: shiftTimes(shift.start, shift.end, zone, f) });
    days.set(n, day);
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([, day]) => day);
}

/**
 * One change as the worker reads it:
 * 'Tue 11/24/2026 now 9:00 AM–5:00 PM (was 8:00 AM–4:00 PM)', the earlier date too when it moved
 * to another day, 'New: …' for a shift added and 'Removed: …' for one no longer theirs.
 */
export function changeSentence(change: ScheduleChange, zone: string, f: Formats): string {
  const { before, after } = change;
  if (after && !before) return `New: ${shiftDate(after.start, zone, f)} ${shiftTimes(after.start, after.end, zone, f)}`;
  if (before && !after) return `Removed: ${shiftDate(before.start, zone, f)} ${shiftTimes(before.start, before.end, zone, f)}`;
  const now = after!;
  const was = before!;
  const day = shiftDate(now.start, zone, f);
  const wasDay = shiftDate(was.start, zone, f);
  const wasText = `${wasDay === day ? '' : `${wasDay} `}${shiftTimes(was.start, was.end, zone, f)}`;
  return `${day} now ${shiftTimes(now.start, now.end, zone, f)} (was ${wasText})`;
}

/** What the clock says after a claim: the shift is theirs, it waits for a manager, or why not. */
export function claimAnswer(outcome: { result: ClaimResult } | { error: unknown }): { text: string; ok: boolean } {
  if ('result' in outcome) {
    return outcome.result.claim.status === 'approved'
      ? { text: 'Claimed: the shift is yours.', ok: true }
      : { text: 'Claimed: waiting for approval by your manager.', ok: true };
  }
  const { error } = outcome;
  if (error instanceof NetworkError) return { text: 'No network. Try again when the clock is back online.', ok: false };
  if (error instanceof ApiError) return { text: error.message, ok: false };
  return { text: 'Something went wrong. Try again.', ok: false };
}
