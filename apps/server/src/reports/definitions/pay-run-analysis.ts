import { PAY_RUN_ANALYSIS_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { ReportRun, ServerReport } from '../report-definition';
import { anyOf, isEmpty, moneySum, payReportScope, requirePayRunReports } from './pay-report-scope';

// Pay run analysis: one row per pay run, its summaries summed in one grouped query (only the
// workers the filters and the caller's label restrictions leave): headcount, paid hours, gross,
// deductions, net and employer cost, oldest period first.

export const RUN_STATE_LABELS: Record<string, string> = {
  draft: 'Draft',
  calculated: 'Calculated',
  approved: 'Approved',
  finalized: 'Finalized',
};
export const RUN_KIND_LABELS: Record<string, string> = { regular: 'Regular', off_cycle: 'Off-cycle' };

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'last30Days');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const sums = await r.trx
    .selectFrom('pay_summaries as s')
    .select([
      's.pay_run_id',
      sql<number>`count(*)::int`.as('headcount'),
      sql<number>`sum(s.paid_seconds)::float8`.as('seconds'),
      moneySum(sql`s.gross`).as('gross'),
      moneySum(sql`s.deductions`).as('deductions'),
      moneySum(sql`s.net`).as('net'),
      moneySum(sql`s.employer_cost`).as('employerCost'),
    ])
    .where('s.org_id', '=', r.orgId)
    .where(anyOf('s.pay_run_id', scope.runIds))
    .where(anyOf('s.employee_id', scope.workerIds))
    .groupBy('s.pay_run_id')
    .execute();
  const byRun = new Map(sums.map((s) => [s.pay_run_id, s]));
  const rows: ReportRow[] = scope.runs.flatMap((payRun) => {
    const sum = byRun.get(payRun.id);
    if (!sum) return [];
    return [
      {
        payRunId: payRun.id,
        run: payRun.name,
        periodStart: payRun.periodStart,
        periodEnd: payRun.periodEnd,
        kind: RUN_KIND_LABELS[payRun.kind] ?? payRun.kind,
        state: RUN_STATE_LABELS[payRun.state] ?? payRun.state,
        payDate: payRun.payDate,
        headcount: sum.headcount,
        seconds: sum.seconds,
        gross: sum.gross,
        deductions: sum.deductions,
        net: sum.net,
        employerCost: sum.employerCost,
      },
    ];
  });
  return { rows, notes: scope.notes };
}

export const payRunAnalysisReport: ServerReport = { spec: PAY_RUN_ANALYSIS_REPORT, gate: requirePayRunReports, run };
