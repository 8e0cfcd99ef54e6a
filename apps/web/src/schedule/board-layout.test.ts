import type { BoardWorker, Shift } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { boardRows, daysOf, dropTarget, shiftsByCell, spanOfDay, wallMinutes, weekStartOf } from './board-layout';

const NY = 'America/New_York';
const worker = (id: number, extra: Partial<BoardWorker> = {}): BoardWorker => ({
  employeeId: id,
  name: `W${id}`,
  departmentId: null,
  orgUnitId: null,
  teamIds: [],
  unavailable: [],
  seconds: 0,
  cost: null,
  ...extra,
});

describe('the board range', () => {
  it('starts weeks on the first weekday and lists the days across a month end', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-26', 1)).toBe('2026-11-23');
    expect(daysOf('2026-11-29', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});

describe('rows', () => {
  it('puts open shifts first, then workers, or groups them under headings (a worker in two teams under both)', () => {
    const ws = [worker(1, { teamIds: [10, 11] }), worker(2, { teamIds: [] }), worker(3, { teamIds: [10] })];
    expect(boardRows(ws, 'worker', () => '').map((r) => r.kind)).toEqual(['open', 'worker', 'worker', 'worker']);
    const names: Record<string, string> = { '10': 'Bakers', '11': 'Front', null: 'No team' };
    const rows = boardRows(ws, 'team', (_k, id) => names[String(id)]!);
    expect(rows.map((r) => (r.kind === 'heading' ? r.label : r.kind === 'worker' ? r.worker.employeeId : 'open'))).toEqual([
      'open',
      'Bakers',
      1,
      3,
      'Front',
      1,
      'No team',
      2,
    ]);
  });
});

describe('times', () => {
  it('reads wall minutes in the zone and makes overnight spans end the next day', () => {
    const span = spanOfDay('2026-11-24', 22 * 60, 6 * 60, NY);
    expect(span).toEqual({ start: '2026-11-25T03:00:00.000Z', end: '2026-11-25T11:00:00.000Z' });
    expect(wallMinutes(span.start, NY)).toBe(22 * 60);
  });
  it('keeps the wall times when a shift is dropped a week later over the DST change', () => {
    const shift = { ...spanOfDay('2026-10-29', 9 * 60, 17 * 60, NY), workDate: '2026-10-29' };
    const moved = dropTarget(shift, '2026-11-05', NY);
    expect(wallMinutes(moved.start, NY)).toBe(9 * 60);
    expect(wallMinutes(moved.end, NY)).toBe(17 * 60);
  });
  it('files shifts by worker and day', () => {
    const s = { employeeId: null, workDate: '2026-11-24' } as Shift;
    expect(shiftsByCell([s]).get('open|2026-11-24')).toEqual([s]);
  });
});

describe('rows by job', () => {
  it("puts a worker under each job they have shifts of, and a worker without any under no job; a row keeps its job's shifts", () => {
    const shift = (id: number, employeeId: number, job: number | null) =>
      ({ id, employeeId, workDate: '2026-11-30', costing: job === null ? null : { job } }) as unknown as Shift;
    const names: Record<string, string> = { '7': 'Airport run', '8': 'Harbor', null: 'No job' };
    const rows = boardRows([worker(1), worker(2), worker(3)], 'job', (_k, id) => names[String(id)]!, [
      shift(1, 1, 7),
      shift(2, 1, 8),
      shift(3, 2, null),
    ]);
    expect(rows.map((r) => (r.kind === 'heading' ? r.label : r.kind === 'worker' ? `${r.worker.employeeId}:${r.jobId}` : r.kind))).toEqual([
      'open',
      'Airport run',
      '1:7',
      'Harbor',
      '1:8',
      'No job',
      '2:null',
      '3:null',
    ]);
  });
});
