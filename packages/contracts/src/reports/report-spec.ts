import type { ReportKey } from './report-keys';
import type { ReportColumn } from './report-schemas';

// A report is declared once: this half (parameters, columns, groupings, chart) is shared by the
// server, which runs and shapes it, and the console, which builds its form, table and exports
// from it. The server half (apps/server/src/reports/definitions) adds the one query.

/** The parameters a report's form offers (each maps to fields of ReportParams). */
export type ReportParamKind =
  | 'range' // from, to
  | 'asOf'
  | 'employees'
  | 'departments'
  | 'orgUnits'
  | 'teams'
  | 'jobs'
  | 'labels'
  | 'payCodes'
  | 'payRuns' // payRunIds: payroll reports, these runs whatever the range
  | 'includeUnfinalized' // payroll reports: also runs calculated or approved, not yet finalized
  | 'flags'
  | 'auditFilter' // filter
  | 'includeOut' // roll call: also the workers who are out
  | 'includeInactive';

/** The date range a new run starts with (the organization's pay periods and week start). */
export type DefaultRange = 'currentPayPeriod' | 'lastPayPeriod' | 'today' | 'thisWeek' | 'lastWeek' | 'last30Days';

export type ReportSpec = {
  key: ReportKey;
  title: string;
  /** What the report answers, one sentence under its title. */
  description: string;
  permission: 'view_reports' | 'view_audit';
  params: readonly ReportParamKind[];
  defaultRange?: DefaultRange;
  /** Every column it can show; those without `optional` are shown by default. */
  columns: readonly ReportColumn[];
  /** Groupings the user may pick: each groups rows by a text column's value. */
  groupings: readonly { key: string; label: string }[];
  defaultGroupBy?: string;
  /** The columns that identify a row across runs (the comparison matches rows by them). */
  rowKey: readonly string[];
  /** A bar chart of one numeric column per category column, where people would rather look. */
  chart?: { category: string; values: readonly string[] };
  /** 'cards': printed one worker per page (time cards, shift cards). */
  layout?: 'table' | 'cards';
  /** Refreshes itself while open (roll call), every this many seconds. */
  refreshSeconds?: number;
};
