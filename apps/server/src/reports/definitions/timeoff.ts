import { TIME_OFF_REPORT, type ReportRow } from '@punchline/contracts';
import { dateInZone, formatDate } from '@punchline/domain';
import { sql } from 'kysely';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange } from '../report-range';
import { reportWorkers, workerCells } from '../report-workers';
import { requireTimeOffReports, unitCells, unitLabel } from './time-off-common';

// Time off: each entry (a worker's time off on one day) in the range, in its code's unit. An entry
// made by approving a request names who approved the request; one entered by hand names who
// entered it (a manager's entry needs no other approval). A day after the run's today is still
// to be taken.

async function run(r: ReportRun) {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'currentPayPeriod', inputs, r.now, r.weekStartsOn);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const byId = new Map(workers.map((w) => [w.id, w]));
  const entries =
    workers.length === 0
      ? []
      : await r.trx
          .selectFrom('time_off_entries as t')
          .innerJoin('time_off_codes as c', 'c.id', 't.code_id')
          .leftJoin('time_off_requests as q', 'q.id', 't.request_id')
          .leftJoin('users as decider', 'decider.id', 'q.decided_by')
          .leftJoin('users as maker', 'maker.id', 't.created_by')
          .select([
            't.id',
            't.employee_id',
            't.date',
            't.minutes',
            't.amount',
            't.note',
            't.request_id',
            'c.name as code',
            'c.unit',
            'decider.name as decided_by',
            'maker.name as made_by',
          ])
          .where('t.org_id', '=', r.orgId)
          .where(sql<boolean>`t.employee_id = any(${[...byId.keys()]}::bigint[])`)
          .where('t.date', '>=', range.from)
          .where('t.date', '<=', range.to)
          .orderBy('t.date')
          .orderBy('c.name')
          .orderBy('t.id')
          .execute();
  const today = dateInZone(r.now * 1000, r.timeZone);
  const rowsOf = new Map<number, ReportRow[]>();
  for (const e of entries) {
    const row: ReportRow = {
      ...workerCells(byId.get(e.employee_id)!),
      entryId: e.id,
      date: e.date,
      code: e.code,
      unit: unitLabel(e.unit),
      ...unitCells('amount', e.unit, e.amount),
      seconds: e.minutes * 60,
      state: e.date > today ? 'Scheduled' : 'Taken',
      source: e.request_id === null ? 'Entered by hand' : `Request #${e.request_id}`,
      note: e.note,
      approvedBy: (e.request_id === null ? e.made_by : e.decided_by) ?? null,
    };
    const list = rowsOf.get(e.employee_id);
    if (list) list.push(row);
    else rowsOf.set(e.employee_id, [row]);
  }
  // Workers by name (reportWorkers' order), each one's entries by date.
  const rows = workers.flatMap((w) => rowsOf.get(w.id) ?? []);
  return { rows, notes: [`${formatDate(range.from, r.prefs)} – ${formatDate(range.to, r.prefs)}`] };
}

export const timeOffReport: ServerReport = { spec: TIME_OFF_REPORT, gate: requireTimeOffReports, run };
