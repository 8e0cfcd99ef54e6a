import { PAY_LINE_KIND_LABELS, PAYROLL_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { anyOf, byWorkerOrder, isEmpty, moneySum, payReportScope, requirePayrollReports, timeLineSums } from './pay-report-scope';

// Payroll: per worker and pay code, the hours and amounts the chosen pay runs paid for time
// (worked, salary, time off, holidays: pay_summary_lines), summed over the runs in two grouped
// queries (the lines' shared with the code analysis); each worker's gross and net (pay_summaries) sit on the worker's first row, so every
// worker grouping's subtotal is its gross and net exactly.

type Kind = keyof typeof PAY_LINE_KIND_LABELS;

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'lastPayPeriod');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const lines = (await timeLineSums(r, scope, 'worker')).map((l) => ({ ...l, employee_id: l.key }));
  const summaries = await r.trx
    .selectFrom('pay_summaries as s')
    .select(['s.employee_id', moneySum(sql`s.gross`).as('gross'), moneySum(sql`s.net`).as('net')])
    .where('s.org_id', '=', r.orgId)
    .where(anyOf('s.pay_run_id', scope.runIds))
    .where(anyOf('s.employee_id', scope.workerIds))
    .groupBy('s.employee_id')
    .execute();
  const linesOf = new Map(byWorkerOrder(scope.workers, lines).map(([w, list]) => [w.id, list]));
  const rows: ReportRow[] = byWorkerOrder(scope.workers, summaries).flatMap(([worker, [summary]]) => {
    const paid = linesOf.get(worker.id) ?? [];
    // A worker paid only adjustments still shows with their gross and net.
    const cells = paid.length > 0 ? paid : [null];
    return cells.map((line, i) => ({
      ...workerCells(worker),
      kind: line ? PAY_LINE_KIND_LABELS[line.kind as Kind] : null,
      payCode: line?.code ?? null,
      payCodeName: line?.name ?? null,
      seconds: line?.seconds ?? null,
      amount: line?.amount ?? null,
      gross: i === 0 ? summary!.gross : null,
      net: i === 0 ? summary!.net : null,
    }));
  });
  return { rows, notes: scope.notes };
}

export const payrollReport: ServerReport = { spec: PAYROLL_REPORT, gate: requirePayrollReports, run };
