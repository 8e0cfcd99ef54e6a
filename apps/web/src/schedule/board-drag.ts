import { addDaysIso } from '@punchline/domain';

/**
 * The board's pointer gestures, as plain data: press on a shift and drag it to another cell to
 * move it (Ctrl or Alt held at the release copies it); press on an empty part of a cell and drag
 * along the row to add the same shift on each day passed over. Pointer events rather than HTML5
 * drag and drop: one code path for mouse, pen and touch, and Escape cancels cleanly.
 */
export type Cell = { employeeId: number | null; date: string };
export type Gesture = { kind: 'shift'; shiftId: number; from: Cell } | { kind: 'create'; from: Cell };
export type Outcome =
  { kind: 'move' | 'copy'; shiftId: number; to: Cell } | { kind: 'create'; employeeId: number | null; dates: string[] } | null;

/** The key a cell carries in data-cell ('open' for open shifts). */
export function parseCell(key: string | undefined): Cell | null {
  const match = /^(open|\d+)\|(\d{4}-\d{2}-\d{2})$/.exec(key ?? '');
  if (!match) return null;
  return { employeeId: match[1] === 'open' ? null : Number(match[1]), date: match[2]! };
}

/** The days from one date to another, in either direction, oldest first. */
export function datesBetween(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const dates: string[] = [];
  for (let d = from; d <= to && dates.length < 62; d = addDaysIso(d, 1)) dates.push(d);
  return dates;
}

/** The cells a drag in progress marks: the drop cell, or the row's days a create spans (its own row only). */
export function markedCells(gesture: Gesture, over: Cell | null): Cell[] {
  if (!over) return [];
  if (gesture.kind === 'shift') return [over];
  return datesBetween(gesture.from.date, over.date).map((date) => ({ employeeId: gesture.from.employeeId, date }));
}

/** What a released drag does; null when it changes nothing (dropped where it started, or off the board). */
export function outcomeOf(gesture: Gesture, over: Cell | null, copy: boolean): Outcome {
  if (!over) return null;
  if (gesture.kind === 'create')
    return { kind: 'create', employeeId: gesture.from.employeeId, dates: datesBetween(gesture.from.date, over.date) };
  const same = over.employeeId === gesture.from.employeeId && over.date === gesture.from.date;
  if (same && !copy) return null;
  return { kind: copy ? 'copy' : 'move', shiftId: gesture.shiftId, to: over };
}
