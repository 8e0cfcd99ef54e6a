import { reportSpec, type ReportKey, type ReportParams, type ReportRunSummary } from '@punchline/contracts';

// A kept run as lists show it (without its rows): the columns every summary reads from
// report_runs joined with who ran it (users as u), and the summary made of them.

export const RUN_SUMMARY_COLUMNS = [
  'r.id',
  'r.report',
  'r.params',
  'r.state',
  'r.trigger',
  'r.run_by',
  'u.name',
  'r.template_id',
  'r.created_at',
  'r.cutoff',
  'r.row_count',
  'r.error',
  'r.keep_until',
] as const;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function runSummary(r: {
  id: number;
  report: string;
  params: unknown;
  state: string;
  trigger: string;
  run_by: number | null;
  name: string | null;
  template_id: number | null;
  created_at: Date | string;
  cutoff: Date | string | null;
  row_count: number | null;
  error: string | null;
  keep_until: Date | string | null;
}): ReportRunSummary {
  const report = r.report as ReportKey;
  return {
    id: r.id,
    report,
    title: reportSpec(report)?.title ?? report,
    params: r.params as ReportParams,
    state: r.state as ReportRunSummary['state'],
    trigger: r.trigger as ReportRunSummary['trigger'],
    ranBy: { id: r.run_by, name: r.name ?? '' },
    templateId: r.template_id,
    createdAt: iso(r.created_at)!,
    cutoff: iso(r.cutoff),
    rowCount: r.row_count,
    error: r.error,
    keepUntil: iso(r.keep_until),
  };
}
