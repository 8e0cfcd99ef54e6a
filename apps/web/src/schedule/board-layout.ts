import type { BoardWorker, Shift } from '@punchline/contracts';
import { addDaysIso, dayFromIso, epochFromLocal, isoFromDay, localFromEpoch, shiftSpanByDays, weekdayOf } from '@punchline/domain';

// The schedule board's pure rules (issue 19): the range shown, the rows (the open-shift row, then
// workers, grouped as the view says), where a shift sits, and what a drop means.

/** Days shown: one (the day view, hours across), a week or two. */
export type Span = 1 | 7 | 14;
export type Group = 'worker' | 'team' | 'orgUnit' | 'department' | 'job';

/** The board's view: the view parameter's filter keys (SPEC section 2: from, to, preset, group). */
export type BoardView = { from: string; span: Span; group: Group };

/** The Sunday (or the organization's first weekday) on or before a date. */
export function weekStartOf(date: string, firstWeekday = 0): string {
  const day = dayFromIso(date);
  return isoFromDay(day - ((weekdayOf(day) - firstWeekday + 7) % 7));
}

export const daysOf = (from: string, span: number): string[] => Array.from({ length: span }, (_, i) => addDaysIso(from, i));

/**
 * A row of the board: the open shifts, a group's heading, or a worker. Grouped by job, a worker's
 * row holds only the shifts costed to that job (`jobId`, null: no job).
 */
export type BoardRow =
  { kind: 'open' } | { kind: 'heading'; label: string } | { kind: 'worker'; worker: BoardWorker; jobId?: number | null };

/** The job a shift is costed to, or null. */
export const jobOf = (shift: Pick<Shift, 'costing'>): number | null => shift.costing?.job ?? null;

/**
 * Rows in order: open shifts first, then the workers; grouped by team, org unit, department or job
 * with a heading per group (a worker in two teams shows under both, as a team lead would look for
 * them; by job, under each job they have shifts of in the range, or under no job).
 */
export function boardRows(
  workers: readonly BoardWorker[],
  group: Group,
  nameOf: (kind: Group, id: number | null) => string,
  shifts: readonly Shift[] = [],
): BoardRow[] {
  const rows: BoardRow[] = [{ kind: 'open' }];
  if (group === 'worker') return [...rows, ...workers.map((worker) => ({ kind: 'worker' as const, worker }))];
  const jobs = new Map<number, Set<number | null>>();
  for (const s of shifts) if (s.employeeId !== null) jobs.set(s.employeeId, (jobs.get(s.employeeId) ?? new Set()).add(jobOf(s)));
  const keysOf = (w: BoardWorker): (number | null)[] => {
    if (group === 'team') return w.teamIds.length > 0 ? w.teamIds : [null];
    if (group === 'job') return [...(jobs.get(w.employeeId) ?? [null])];
    return [group === 'orgUnit' ? w.orgUnitId : w.departmentId];
  };
  const groups = new Map<string, { label: string; key: number | null; workers: BoardWorker[] }>();
  for (const w of workers) {
    for (const key of keysOf(w)) {
      const label = nameOf(group, key);
      const entry = groups.get(label) ?? { label, key, workers: [] };
      entry.workers.push(w);
      groups.set(label, entry);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
  for (const g of sorted) {
    const row = (worker: BoardWorker): BoardRow =>
      group === 'job' ? { kind: 'worker', worker, jobId: g.key } : { kind: 'worker', worker };
    rows.push({ kind: 'heading', label: g.label }, ...g.workers.map(row));
  }
  return rows;
}

/** Shifts by `${employeeId ?? 'open'}|${workDate}` so a cell finds its own at once. */
export function shiftsByCell(shifts: readonly Shift[]): Map<string, Shift[]> {
  const cells = new Map<string, Shift[]>();
  for (const s of shifts) {
    const key = cellKey(s.employeeId, s.workDate);
    const list = cells.get(key);
    if (list) list.push(s);
    else cells.set(key, [s]);
  }
  return cells;
}
export const cellKey = (employeeId: number | null, date: string) => `${employeeId ?? 'open'}|${date}`;

/** Minutes after local midnight of an instant in the zone. */
export function wallMinutes(instant: string, timeZone: string): number {
  const local = localFromEpoch(Date.parse(instant) / 1000, timeZone);
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

/** The instants of a day's wall times; an end at or before the start is the next day (an overnight shift). */
export function spanOfDay(date: string, startMinutes: number, endMinutes: number, timeZone: string): { start: string; end: string } {
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const endDate = endMinutes <= startMinutes ? addDaysIso(date, 1) : date;
  return {
    start: new Date(epochFromLocal(`${date}T${clock(startMinutes)}`, timeZone) * 1000).toISOString(),
    end: new Date(epochFromLocal(`${endDate}T${clock(endMinutes)}`, timeZone) * 1000).toISOString(),
  };
}

/** A shift dropped on another cell: the same wall times on the target day, for the target worker (null: open). */
export function dropTarget(shift: Pick<Shift, 'start' | 'end' | 'workDate'>, date: string, timeZone: string) {
  const days = dayFromIso(date) - dayFromIso(shift.workDate);
  const moved = shiftSpanByDays(Date.parse(shift.start) / 1000, Date.parse(shift.end) / 1000, days, timeZone);
  return { start: new Date(moved.start * 1000).toISOString(), end: new Date(moved.end * 1000).toISOString() };
}

/** The published shift → draft differences a publish dialog lists, in words. */
export function changeKind(shift: Shift): 'New' | 'Changed' | 'Removed' | null {
  if (shift.status === 'draft') return 'New';
  if (shift.status === 'changed') return 'Changed';
  if (shift.status === 'removed') return 'Removed';
  return null;
}
