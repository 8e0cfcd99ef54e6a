import { dayFromIso, isoFromDay } from '../time/civil';
import { epochFromLocal, localFromEpoch } from '../time/zone';

// Rules of scheduled shifts (issue 19, docs/schedules.md), shared by the server and the board.
// Instants are epoch seconds; a shift's wall times belong to the organization's zone.

export type ShiftBreakSpec = { startMinute: number; durationMinutes: number; paid: boolean };

/** The longest shift a schedule takes, in seconds. */
export const MAX_SHIFT_SECONDS = 24 * 3600;

/** Scheduled seconds: the span less its unpaid breaks (a break is counted only inside the span). */
export function scheduledSeconds(start: number, end: number, breaks: readonly ShiftBreakSpec[]): number {
  const span = Math.max(0, end - start);
  const unpaid = breaks
    .filter((b) => !b.paid)
    .reduce(
      (sum, b) => sum + Math.max(0, Math.min(b.startMinute * 60 + b.durationMinutes * 60, span) - Math.min(b.startMinute * 60, span)),
      0,
    );
  return span - unpaid;
}

export type Span = { id?: number; start: number; end: number };

/** The first span of `others` that overlaps [start, end) (touching ends do not overlap), or null. */
export function findOverlap<T extends Span>(start: number, end: number, others: readonly T[], exceptId?: number): T | null {
  return others.find((o) => o.id !== exceptId && o.start < end && o.end > start) ?? null;
}

/** The local date an instant falls on in the zone, 'YYYY-MM-DD' (a shift's work date is its start's). */
export function localDateOf(epochSeconds: number, timeZone: string): string {
  return localFromEpoch(epochSeconds, timeZone).slice(0, 10);
}

/**
 * The instant `days` later at the same wall-clock time: a shift copied a week on keeps 9:00 even
 * when a DST change lies between (a wall time that does not exist that day moves forward by the
 * gap, one that occurs twice takes the earlier instant: Temporal's 'compatible' choice).
 */
export function shiftInstantByDays(epochSeconds: number, days: number, timeZone: string): number {
  const local = localFromEpoch(epochSeconds, timeZone);
  const date = isoFromDay(dayFromIso(local.slice(0, 10)) + days);
  return epochFromLocal(`${date}T${local.slice(11, 16)}`, timeZone);
}

/** A shift moved by whole days keeping its wall times; its length may change by a DST hour. */
export function shiftSpanByDays(start: number, end: number, days: number, timeZone: string): { start: number; end: number } {
  return { start: shiftInstantByDays(start, days, timeZone), end: shiftInstantByDays(end, days, timeZone) };
}
