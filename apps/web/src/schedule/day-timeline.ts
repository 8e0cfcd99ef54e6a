import { addDaysIso, epochFromLocal } from '@punchline/domain';

// The board's day view (issue 19): one day's hours across, each shift a bar from its start to its
// end. Dragging a bar moves it in time (or to another worker's row), dragging an edge resizes it,
// dragging along an empty row adds a shift over the hours passed. Times snap to 15 minutes.

export const DAY_MINUTES = 1440;
export const SNAP_MINUTES = 15;

const snap = (minute: number) => Math.round(minute / SNAP_MINUTES) * SNAP_MINUTES;

/** The minute of the day under x on a timeline `width` wide, snapped (0 to 1440). */
export function minuteAt(x: number, width: number): number {
  if (width <= 0) return 0;
  return Math.min(DAY_MINUTES, Math.max(0, snap((x / width) * DAY_MINUTES)));
}

/** A bar's place in percent of the day; one past midnight runs off the right edge (clipped there). */
export function barPlace(startMinute: number, endMinute: number): { left: number; width: number } {
  const left = (Math.max(0, startMinute) / DAY_MINUTES) * 100;
  const right = (Math.min(DAY_MINUTES, endMinute) / DAY_MINUTES) * 100;
  return { left, width: Math.max(0.5, right - left) };
}

/** What a press on the timeline started: a bar (moved, or one of its edges), or an empty stretch. */
export type DayGesture =
  | {
      kind: 'move' | 'start' | 'end';
      shiftId: number;
      employeeId: number | null;
      startMinute: number;
      endMinute: number;
      pressMinute: number;
    }
  | { kind: 'create'; employeeId: number | null; pressMinute: number };

export type DaySpan = { employeeId: number | null; startMinute: number; endMinute: number };
export type DayOutcome = { kind: 'move' | 'copy'; shiftId: number; span: DaySpan } | { kind: 'create'; span: DaySpan } | null;

/** Where the gesture would put the shift with the pointer at `minute` over `employeeId`'s row. */
export function proposedSpan(g: DayGesture, minute: number, employeeId: number | null): DaySpan | null {
  if (g.kind === 'create') {
    const [from, to] = [Math.min(g.pressMinute, minute), Math.max(g.pressMinute, minute)];
    return to - from >= SNAP_MINUTES ? { employeeId: g.employeeId, startMinute: from, endMinute: to } : null;
  }
  if (g.kind === 'start')
    return { employeeId: g.employeeId, startMinute: Math.min(minute, g.endMinute - SNAP_MINUTES), endMinute: g.endMinute };
  if (g.kind === 'end')
    return { employeeId: g.employeeId, startMinute: g.startMinute, endMinute: Math.max(minute, g.startMinute + SNAP_MINUTES) };
  // A move keeps the length; the start stays within the day (the end may run past midnight).
  const length = g.endMinute - g.startMinute;
  const start = Math.min(DAY_MINUTES - SNAP_MINUTES, Math.max(0, g.startMinute + minute - g.pressMinute));
  return { employeeId, startMinute: start, endMinute: start + length };
}

/** What a released gesture does; null when nothing changes. */
export function dayOutcome(g: DayGesture, span: DaySpan | null, copy: boolean): DayOutcome {
  if (!span) return null;
  if (g.kind === 'create') return { kind: 'create', span };
  const same = span.employeeId === g.employeeId && span.startMinute === g.startMinute && span.endMinute === g.endMinute;
  if (same) return null;
  return { kind: copy && g.kind === 'move' ? 'copy' : 'move', shiftId: g.shiftId, span };
}

/** The instants of minutes after a date's midnight (past 1440: the next day) in the zone, as ISO. */
export function spanInstants(date: string, startMinute: number, endMinute: number, timeZone: string): { start: string; end: string } {
  const at = (minute: number) => {
    const day = addDaysIso(date, Math.floor(minute / DAY_MINUTES));
    const m = minute % DAY_MINUTES;
    const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return new Date(epochFromLocal(`${day}T${clock}`, timeZone) * 1000).toISOString();
  };
  return { start: at(startMinute), end: at(endMinute) };
}
