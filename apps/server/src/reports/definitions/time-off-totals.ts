import { TIME_OFF_TOTALS_REPORT, type ReportRow } from '@punchline/contracts';
import { formatDate } from '@punchline/domain';
import { sql } from 'kysely';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange } from '../report-range';
import { reportWorkers, workerCells } from '../report-workers';
import { requireTimeOffReports, unitCells, unitLabel } from './time-off-common';

// Time off totals: per worker and code, the time off entries of the range summed in one grouped
// query, in the code's unit. Amounts are whole ten-thousandths of the unit (docs/time-off.md),
// so the sum is rounded there to stay exact.

async function run(r: ReportRun) {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'currentPayPeriod', inputs, r.now, r.weekStartsOn);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const sums =
    workers.length === 0
      ? []
      : await r.trx
          .selectFrom('time_off_entries as t')
          .innerJoin('time_off_codes as c', 'c.id', 't.code_id')
          .select([
            't.employee_id',
            't.code_id',
            'c.name as code',
            'c.unit',
            sql<number>`round(sum(t.amount)::numeric, 4)::float8`.as('amount'),
            sql<number>`sum(t.minutes)::int * 60`.as('seconds'),
            sql<number>`count(distinct t.date)::int`.as('dates'),
          ])
          .where('t.org_id', '=', r.orgId)
          .where(sql<boolean>`t.employee_id = any(${workers.map((w) => w.id)}::bigint[])`)
          .where('t.date', '>=', range.from)
          .where('t.date', '<=', range.to)
          .groupBy(['t.employee_id', 't.code_id', 'c.name', 'c.unit'])
          .orderBy('c.name')
          .orderBy('t.code_id')
          .execute();
  const byWorker = new Map<number, ReportRow[]>();
  for (const s of sums) {
    const row: ReportRow = {
      codeId: s.code_id,
      code: s.code,
      unit: unitLabel(s.unit),
      ...unitCells('amount', s.unit, s.amount),
      seconds: s.seconds,
      dates: s.dates,
    };
    const list = byWorker.get(s.employee_id);
    if (list) list.push(row);
    else byWorker.set(s.employee_id, [row]);
  }
  // Workers by name (reportWorkers' order), each one's codes by name.
  const rows = workers.flatMap((w) => (byWorker.get(w.id) ?? []).map((row) => ({ ...workerCells(w), ...row })));
  return { rows, notes: [`${formatDate(range.from, r.prefs)} – ${formatDate(range.to, r.prefs)}`] };
}

export const timeOffTotalsReport: ServerReport = { spec: TIME_OFF_TOTALS_REPORT, gate: requireTimeOffReports, run };
