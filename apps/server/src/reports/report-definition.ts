import type { ReportParams, ReportRow, ReportSpec } from '@punchline/contracts';
import type { FormatPreferences } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { OrgAccess } from '../orgs/org-access';

// The server half of a report (docs/reports.md): its shared spec (packages/contracts
// src/reports/specs) and the one query that answers it. The framework does the rest the same way
// for every report: access, label restrictions (row-level security applies them to the query),
// pay columns, chosen columns, grouping, subtotals, the grand total, keeping the run, async runs,
// exports, memorized and scheduled runs.

/** What a report's query gets: its transaction (read-write: it may bring time cards up to date). */
export type ReportRun = {
  trx: TenantTx;
  orgId: number;
  access: OrgAccess;
  params: ReportParams;
  /** The run's cut-off instant, epoch seconds: data read "as of now" is read as of this. */
  now: number;
  prefs: FormatPreferences;
  timeZone: string;
  /** The organization's week start (1 = Sunday ... 7 = Saturday), for week presets. */
  weekStartsOn: number;
  /** Tells the console how far a long run is (0 to 1); cheap to call often. */
  progress: (fraction: number) => void;
};

export type ReportAnswer = {
  /** Rows keyed by the spec's column keys, plus the rowKey fields (ids). */
  rows: ReportRow[];
  /** Lines that say what the numbers cover, shown under the title. */
  notes?: string[];
};

export type ServerReport = {
  spec: ReportSpec;
  /**
   * Refuses the run when the organization lacks what the report needs (a feature, a setting):
   * throw ApiError.forbidden with a sentence saying what to turn on. The permission is checked
   * by the framework.
   */
  gate?: (run: Pick<ReportRun, 'trx' | 'orgId' | 'access'>) => Promise<void>;
  /** One set-based read over the stored facts and cached time cards. */
  run: (run: ReportRun) => Promise<ReportAnswer>;
  /**
   * For reports that can be very large (punches): the same rows as `run`, a batch at a time in
   * the same order, so a file export never holds them all. Without it an export uses `run`.
   */
  batches?: (run: ReportRun) => AsyncIterable<ReportRow[]>;
};
