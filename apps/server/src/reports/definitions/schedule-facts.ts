import type { DefaultRange, PublishedShift } from '@punchline/contracts';
import { scheduledSeconds } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { scheduleGate } from '../../schedule-claims/schedule-gate';
import { loadOrgInputs, type OrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange, type DayRange } from '../report-range';
import { reportWorkers, type ReportWorker } from '../report-workers';

// What the schedule reports (absent, absent-totals, tardy, schedule, shiftcards) start from: the
// published shifts (never the draft, docs/schedules.md) of the report's workers whose work date
// lies in the range, with the names their rows show. Row-level security on `shifts` keeps a
// restricted administrator to the workers they may see, as on the board.

export const SCHEDULES_OFF_FOR_REPORTS =
  'This report reads the published schedule, and schedules are not in use in this organization: turn on the Schedule feature and choose a shift mode with schedules in Settings → Shifts → Defaults.';

/** Refuses a schedule report when the organization does not schedule (the feature and a shift mode other than default). */
export const scheduleReportGate: NonNullable<ServerReport['gate']> = async ({ trx, orgId }) => {
  if (!(await scheduleGate(trx, orgId)).enabled) throw ApiError.forbidden(SCHEDULES_OFF_FOR_REPORTS);
};

export type ReportShift = {
  id: number;
  worker: ReportWorker;
  /** The work date (the start's local date when it was scheduled). */
  date: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  /** Scheduled seconds: the span less unpaid breaks. */
  seconds: number;
  /** Every break of the shift, paid or not. */
  breakSeconds: number;
  /** The shift's own department and org unit, else its worker's. */
  department: string | null;
  orgUnit: string | null;
  /** Its shift class. */
  position: string | null;
  job: string | null;
  note: string | null;
};

export type ScheduleFacts = { inputs: OrgInputs; range: DayRange; workers: ReportWorker[]; shifts: ReportShift[] };

/** The published shifts of the filtered workers in the range, by worker (in the workers' order), then start. */
export async function scheduleFacts(r: ReportRun, fallback: DefaultRange): Promise<ScheduleFacts> {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, fallback, inputs, r.now, r.weekStartsOn);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const rows =
    workers.length === 0
      ? []
      : await r.trx
          .selectFrom('shifts')
          .select(['id', 'published_employee_id', 'published'])
          .where('org_id', '=', r.orgId)
          .where('published', 'is not', null)
          .where(sql<boolean>`published_employee_id = any(${workers.map((w) => w.id)}::bigint[])`)
          // The published snapshot's work date: the draft's may have moved since.
          .where(sql<boolean>`(published->>'workDate')::date between ${range.from}::date and ${range.to}::date`)
          .orderBy('published_start_at')
          .orderBy('id')
          .execute();
  const published = rows.map((row) => ({ id: row.id, employeeId: row.published_employee_id!, shift: row.published as PublishedShift }));
  const names = await namesOf(
    r.trx,
    r.orgId,
    published.map((p) => p.shift),
  );
  const order = new Map(workers.map((w, i) => [w.id, i]));
  const shifts: ReportShift[] = [];
  for (const { id, employeeId, shift } of published) {
    const worker = workers[order.get(employeeId)!]!;
    const start = Date.parse(shift.start) / 1000;
    const end = Date.parse(shift.end) / 1000;
    shifts.push({
      id,
      worker,
      date: shift.workDate,
      start,
      end,
      seconds: scheduledSeconds(start, end, shift.breaks),
      breakSeconds: shift.breaks.reduce((sum, b) => sum + b.durationMinutes * 60, 0),
      department: (shift.departmentId && names.departments.get(shift.departmentId)) || worker.department,
      orgUnit: (shift.orgUnitId && names.orgUnits.get(shift.orgUnitId)) || worker.orgUnit,
      position: (shift.shiftClassId && names.positions.get(shift.shiftClassId)) || null,
      job: (shift.costing?.job && names.jobs.get(shift.costing.job)) || null,
      note: shift.note,
    });
  }
  // Stable: within a worker the shifts keep their order by start.
  shifts.sort((a, b) => order.get(a.worker.id)! - order.get(b.worker.id)!);
  return { inputs, range, workers, shifts };
}

/** The names of the departments, org units, shift classes and jobs the shifts name. */
async function namesOf(trx: TenantTx, orgId: number, shifts: readonly PublishedShift[]) {
  const ids = (pick: (s: PublishedShift) => number | null | undefined) => {
    const set = new Set(shifts.map(pick).filter((id): id is number => typeof id === 'number'));
    return set.size > 0 ? [...set] : [0];
  };
  const [departments, orgUnits, positions, jobs] = await Promise.all([
    trx
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where(
        'id',
        'in',
        ids((s) => s.departmentId),
      )
      .execute(),
    trx
      .selectFrom('org_units')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where(
        'id',
        'in',
        ids((s) => s.orgUnitId),
      )
      .execute(),
    trx
      .selectFrom('shift_classes')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where(
        'id',
        'in',
        ids((s) => s.shiftClassId),
      )
      .execute(),
    trx
      .selectFrom('jobs')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where(
        'id',
        'in',
        ids((s) => s.costing?.job),
      )
      .execute(),
  ]);
  const byId = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  return { departments: byId(departments), orgUnits: byId(orgUnits), positions: byId(positions), jobs: byId(jobs) };
}

/** The cells every shift row starts with (rowKey shiftId, the worker's columns, the shift's place). */
export const shiftCells = (s: ReportShift) => ({
  shiftId: s.id,
  employeeId: s.worker.id,
  date: s.date,
  worker: s.worker.worker,
  employeeNumber: s.worker.employeeNumber,
  department: s.department,
  orgUnit: s.orgUnit,
  position: s.position,
  job: s.job,
});
