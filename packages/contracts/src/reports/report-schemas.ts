import { z } from 'zod';
import { queryDateSchema } from '../dates';
import { orgIdParamsSchema } from '../orgs';
import { REPORT_KEYS } from './report-keys';

// The report framework's calls (SPEC section 7: POST {path}/async returns reportKey, GET
// {path}/async/{key}/poll). Every report takes the same parameters (each report uses the ones its
// spec lists) and answers the same shape: columns with types, groups of rows with subtotals, a
// grand total. The console formats each cell by its column's type in the organization's formats.

const isoDate = queryDateSchema();
const idList = z.array(z.number().int().positive()).max(5000);

/** Ranges seen from the run's day (ReportSpec's DefaultRange): what a memorized or scheduled report keeps instead of fixed days. */
export const RELATIVE_RANGES = ['currentPayPeriod', 'lastPayPeriod', 'today', 'thisWeek', 'lastWeek', 'last30Days'] as const;

/** What a run is asked: a report's spec says which of these it reads (ReportSpec.params). */
export const reportParamsSchema = z
  .object({
    from: isoDate.optional().describe('First day of the range (local date).'),
    to: isoDate.optional().describe('Last day of the range (local date), inclusive.'),
    range: z
      .enum(RELATIVE_RANGES)
      .optional()
      .describe('A range seen from the day of the run, for the days from and to leave open (a scheduled report: lastPayPeriod).'),
    asOf: isoDate.optional().describe('The day balances are read on.'),
    employeeIds: idList.optional(),
    departmentIds: idList.optional(),
    orgUnitIds: idList.optional(),
    teamIds: idList.optional(),
    jobIds: idList.optional(),
    labelIds: idList.optional(),
    payCodeIds: idList.optional(),
    payRunIds: idList.optional().describe('Payroll reports: these pay runs, whatever the range.'),
    flags: z.array(z.string().max(8)).max(30).optional().describe('Punch or card flag codes: rows with any of them.'),
    groupBy: z.string().max(40).optional().describe("One of the report's groupings; none groups everything in one."),
    columns: z.array(z.string().max(60)).max(80).optional().describe("The columns shown, in order; the report's defaults when absent."),
    filter: z
      .string()
      .max(500)
      .optional()
      .describe("The audit report's JSON filter: actor {type,id}, affected {kind,id} or associated {kind,id}."),
    includeInactive: z.boolean().optional(),
    includeOut: z.boolean().optional().describe('Roll call: also the workers who are clocked out.'),
    includeUnfinalized: z.boolean().optional().describe('Payroll reports: also runs calculated or approved, not yet finalized.'),
  })
  .strict();
export type ReportParams = z.infer<typeof reportParamsSchema>;

export const REPORT_COLUMN_TYPES = ['text', 'number', 'duration', 'minutes', 'money', 'date', 'instant', 'hours'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/**
 * A column of a report. Values by type: duration = seconds (shown as the organization's
 * duration format), minutes = signed minutes, hours = a decimal number of hours (time off
 * in hours), money = a decimal string, date = 'YYYY-MM-DD', instant = epoch seconds.
 */
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
  /** Money or rates: only for callers with pay access, removed on the server otherwise. */
  pay: z.boolean().optional(),
  /** Summed into subtotals and the grand total. */
  total: z.boolean().optional(),
  /** Not shown unless the user picks it. */
  optional: z.boolean().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  rows: z.array(reportRowSchema),
  subtotal: reportRowSchema,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** A finished run: what it was asked, by whom, the data's cut-off instant and its answer. */
export const reportResultSchema = z.object({
  runId: z.number(),
  report: z.enum(REPORT_KEYS),
  title: z.string(),
  params: reportParamsSchema,
  cutoff: z.string().describe('The instant the data was read (ISO 8601).'),
  ranBy: z.object({ id: z.number().nullable(), name: z.string() }),
  templateId: z.number().nullable(),
  columns: z.array(reportColumnSchema),
  groupBy: z.string().nullable(),
  groups: z.array(reportGroupSchema),
  total: reportRowSchema,
  rowCount: z.number(),
  /** Lines under the title that say what the numbers cover ("Pay periods 11/08/2026 - 11/21/2026"). */
  notes: z.array(z.string()),
  /** A run delivered as a file (POST {path}/export): its rows are in the file, not in groups. */
  file: z
    .object({ format: z.enum(['csv', 'xlsx']), bytes: z.number() })
    .nullable()
    .optional()
    .describe('Download it from GET reports/runs/{runId}/file.'),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportPathParamsSchema = orgIdParamsSchema.extend({ report: z.enum(REPORT_KEYS) });
export const reportPollParamsSchema = reportPathParamsSchema.extend({ key: z.string().regex(/^\d{1,18}$/, 'Not a report key.') });
export const reportRunParamsSchema = orgIdParamsSchema.extend({ runId: z.coerce.number().int().positive() });

/** POST {path}/export?format=: the whole report as one file, made on the job queue (big outputs). */
export const reportExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']) });

/** POST {path}/async: the key to poll. */
export const reportStartAnswerSchema = z.object({ reportKey: z.string() });
/** GET {path}/async/{key}/poll while the run is under way (HTTP 202). */
export const reportProgressSchema = z.object({
  reportKey: z.string(),
  state: z.enum(['queued', 'running']),
  progress: z.number().describe('0 to 1.'),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

/** A kept run as the list of earlier runs shows it (without its rows). */
export const reportRunSummarySchema = z.object({
  id: z.number(),
  report: z.enum(REPORT_KEYS),
  title: z.string(),
  params: reportParamsSchema,
  state: z.enum(['queued', 'running', 'done', 'failed']),
  trigger: z.enum(['console', 'api', 'schedule']),
  ranBy: z.object({ id: z.number().nullable(), name: z.string() }),
  templateId: z.number().nullable(),
  createdAt: z.string(),
  cutoff: z.string().nullable(),
  rowCount: z.number().nullable(),
  error: z.string().nullable(),
  keepUntil: z.string().nullable(),
});
export type ReportRunSummary = z.infer<typeof reportRunSummarySchema>;
export const reportRunsQuerySchema = z.object({
  report: z.enum(REPORT_KEYS).optional(),
  templateId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const reportRunsAnswerSchema = z.object({ results: z.array(reportRunSummarySchema) });

/** A kept run against a new run with the same parameters: the rows whose totals changed. */
export const reportRowChangeSchema = z.object({
  key: z.string().describe("The row's identity (its key columns' values)."),
  label: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  columns: z.array(z.object({ key: z.string(), before: reportCellSchema, after: reportCellSchema })),
});
export type ReportRowChange = z.infer<typeof reportRowChangeSchema>;
export const reportComparisonSchema = z.object({
  before: reportRunSummarySchema,
  after: reportResultSchema,
  changes: z.array(reportRowChangeSchema),
});
export type ReportComparison = z.infer<typeof reportComparisonSchema>;
