import { PAY_LINE_KIND_LABELS, PAY_RUN_CODE_ANALYSIS_REPORT, TIME_PAY_LINE_KINDS, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { ReportRun, ServerReport } from '../report-definition';
import { anyOf, isEmpty, kindOrder, moneySum, payReportScope, requirePayRunReports } from './pay-report-scope';

// Pay run code analysis: per pay run and pay code, how many workers were paid under the code and
// its hours and amount (the runs' lines that pay time), in one grouped query.

type Kind = keyof typeof PAY_LINE_KIND_LABELS;

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'last30Days');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const sums = await r.trx
    .selectFrom('pay_summary_lines as l')
    .select([
      'l.pay_run_id',
      'l.kind',
      'l.code',
      sql<string>`max(l.name)`.as('name'),
      sql<number>`count(distinct l.employee_id)::int`.as('workers'),
      sql<number | null>`sum(l.seconds)::float8`.as('seconds'),
      moneySum(sql`l.amount`).as('amount'),
    ])
    .where('l.org_id', '=', r.orgId)
    .where(anyOf('l.pay_run_id', scope.runIds))
    .where(anyOf('l.employee_id', scope.workerIds))
    .where('l.kind', 'in', [...TIME_PAY_LINE_KINDS])
    .groupBy(['l.pay_run_id', 'l.kind', 'l.code'])
    .orderBy(kindOrder('l.kind'))
    .orderBy('l.code')
    .execute();
  const runOf = new Map(scope.runs.map((payRun) => [payRun.id, payRun]));
  // Runs oldest first, each one's codes in reading order.
  const rows: ReportRow[] = scope.runs.flatMap((payRun) =>
    sums
      .filter((s) => s.pay_run_id === payRun.id)
      .map((s) => ({
        payRunId: payRun.id,
        run: runOf.get(s.pay_run_id)!.name,
        periodStart: payRun.periodStart,
        periodEnd: payRun.periodEnd,
        kind: PAY_LINE_KIND_LABELS[s.kind as Kind],
        payCode: s.code,
        payCodeName: s.name,
        workers: s.workers,
        seconds: s.seconds,
        amount: s.amount,
      })),
  );
  return { rows, notes: scope.notes };
}

export const payRunCodeAnalysisReport: ServerReport = { spec: PAY_RUN_CODE_ANALYSIS_REPORT, gate: requirePayRunReports, run };
