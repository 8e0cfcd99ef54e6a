import { NET_PAY_ANALYSIS_REPORT, PAY_LINE_KIND_LABELS, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { anyOf, byWorkerOrder, isEmpty, kindOrder, moneySum, payReportScope, requireNetPayReports } from './pay-report-scope';

// Net pay analysis: every line of the runs' pay summaries by kind and code, gross to net. A line's
// amount is signed as it acts on net pay (deductions negative), so Amount adds up to net pay;
// the employer's shares are a cost, not pay, so they sit in their own column. Totals per code
// across workers, or per worker when a worker column is shown or grouped by (one grouped query).

type Kind = keyof typeof PAY_LINE_KIND_LABELS;

// The spec's worker columns (WORKER_COLUMNS), which are its worker groupings' keys too.
const WORKER_KEYS = new Set(['worker', 'employeeNumber', 'department', 'orgUnit']);
const perWorker = (r: ReportRun) =>
  WORKER_KEYS.has(r.params.groupBy ?? '') || (r.params.columns ?? []).some((column) => WORKER_KEYS.has(column));

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'lastPayPeriod');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const byWorker = perWorker(r);
  const sums = await r.trx
    .selectFrom('pay_summary_lines as l')
    .select([
      // One worker id per row when per worker; 0 when totals (grouped away).
      (byWorker ? sql<number>`l.employee_id` : sql<number>`0`).as('employee_id'),
      'l.kind',
      'l.code',
      sql<string>`max(l.name)`.as('name'),
      sql<number>`count(distinct l.employee_id)::int`.as('workers'),
      sql<string | null>`trim_scale(sum(l.base))::text`.as('base'),
      moneySum(sql`l.amount`).as('amount'),
    ])
    .where('l.org_id', '=', r.orgId)
    .where(anyOf('l.pay_run_id', scope.runIds))
    .where(anyOf('l.employee_id', scope.workerIds))
    .groupBy([...(byWorker ? [sql`l.employee_id`] : []), 'l.kind', 'l.code'])
    .orderBy(kindOrder('l.kind'))
    .orderBy('l.code')
    .execute();
  const cells = (s: (typeof sums)[number]): ReportRow => {
    const employer = s.kind === 'employer';
    return {
      kind: PAY_LINE_KIND_LABELS[s.kind as Kind],
      code: s.code,
      name: s.name,
      workers: s.workers,
      base: s.base,
      amount: employer ? null : s.amount,
      employerAmount: employer ? s.amount : null,
    };
  };
  const rows: ReportRow[] = byWorker
    ? byWorkerOrder(scope.workers, sums).flatMap(([worker, list]) => list.map((s) => ({ ...workerCells(worker), ...cells(s) })))
    : sums.map(cells);
  return { rows, notes: scope.notes };
}

export const netPayAnalysisReport: ServerReport = { spec: NET_PAY_ANALYSIS_REPORT, gate: requireNetPayReports, run };
