import { PAY_LINE_KIND_LABELS, PAY_RUN_CODE_ANALYSIS_REPORT, type ReportRow } from '@punchline/contracts';
import type { ReportRun, ServerReport } from '../report-definition';
import { isEmpty, payReportScope, requirePayRunReports, timeLineSums } from './pay-report-scope';

// Pay run code analysis: per pay run and pay code, how many workers were paid under the code and
// its hours and amount (the runs' lines that pay time), in one grouped query (timeLineSums).

type Kind = keyof typeof PAY_LINE_KIND_LABELS;

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'last30Days');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const sums = await timeLineSums(r, scope, 'run');
  const runOf = new Map(scope.runs.map((payRun) => [payRun.id, payRun]));
  // Runs oldest first, each one's codes in reading order.
  const rows: ReportRow[] = scope.runs.flatMap((payRun) =>
    sums
      .filter((s) => s.key === payRun.id)
      .map((s) => ({
        payRunId: payRun.id,
        run: runOf.get(s.key)!.name,
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
