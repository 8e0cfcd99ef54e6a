import { z } from 'zod';
import { queryDateSchema } from '../dates';
import { orgIdParamsSchema } from '../orgs';

// Pay runs (issue 33, docs/payroll.md): the calls of Manage → Payroll → Runs and their answers.
// Money is a decimal string. A caller without pay access (access_employee_sensitive and
// manage_payroll) gets no money field: every amount is optional for that reason.

export const PAY_RUN_KINDS = ['regular', 'off_cycle'] as const;
export const PAY_RUN_STATES = ['draft', 'calculated', 'approved', 'finalized'] as const;
/** What a run does with workers whose cards are not approved when it is created. */
export const UNAPPROVED_CHOICES = ['approve', 'exclude', 'include'] as const;
export const PAY_LINE_KINDS = [
  'hours',
  'salary',
  'time_off',
  'holiday',
  'earning',
  'reimbursement',
  'deduction',
  'statutory',
  'employer',
] as const;
/** What a summary was computed from; a change in any of them makes it stale. */
export const PAY_INPUT_PARTS = ['card', 'rate', 'adjustments', 'deductions', 'settings', 'worker'] as const;

const isoDate = queryDateSchema();
const money = z.string().describe('A decimal amount, e.g. "1234.56".');
const id = z.number().int().positive();
const ids = z.array(id).max(10_000);

export const payRunSelectionSchema = z
  .object({
    departmentIds: ids.optional(),
    orgUnitIds: ids.optional(),
    labelIds: ids.optional(),
    employeeIds: ids.optional(),
  })
  .strict()
  .describe('Who the run pays; an empty or missing list is no filter.');
export type PayRunSelection = z.infer<typeof payRunSelectionSchema>;

const runScope = {
  kind: z.enum(PAY_RUN_KINDS),
  /** regular: any day of the pay period (the run covers that period); off_cycle: the range's first day. */
  periodStart: isoDate,
  /** off_cycle only: the range's last day. */
  periodEnd: isoDate.optional(),
  selection: payRunSelectionSchema.default({}),
};

/** POST payroll/runs/preview: what a run would cover, before it is created. */
export const payRunPreviewBodySchema = z.object(runScope).strict();
export const payRunPreviewAnswerSchema = z.object({
  result: z.object({
    periodStart: z.string(),
    periodEnd: z.string(),
    workers: z.number().describe('Workers the run would pay.'),
    unapproved: z.array(z.object({ employeeId: z.number(), name: z.string(), approvalStale: z.boolean() })),
    /** Runs already over this range (a finalized one refuses a regular run). */
    existingRuns: z.array(z.object({ id: z.number(), name: z.string(), state: z.enum(PAY_RUN_STATES) })),
  }),
});

/** POST payroll/runs. */
export const payRunCreateBodySchema = z
  .object({
    ...runScope,
    name: z.string().trim().min(1).max(200).optional(),
    unapproved: z.enum(UNAPPROVED_CHOICES).default('include'),
    payDate: isoDate.nullable().optional(),
    note: z.string().max(1000).nullable().optional(),
  })
  .strict();

/** A transition (calculate, approve, finalize) or a delete names the version it saw. */
export const payRunVersionBodySchema = z.object({ version: id }).strict();
/** POST payroll/runs/{id}/recalculate: the stale workers, or those named. */
export const payRunRecalculateBodySchema = z.object({ version: id, employeeIds: ids.optional() }).strict();

const totals = {
  paidSeconds: z.number(),
  gross: money.optional(),
  deductions: money.optional(),
  net: money.optional(),
  employerCost: money.optional(),
};

export const payRunSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PAY_RUN_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  selection: payRunSelectionSchema,
  unapproved: z.enum(UNAPPROVED_CHOICES),
  state: z.enum(PAY_RUN_STATES),
  payDate: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  calculatedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  finalizedBy: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  workers: z.number(),
  /** Workers whose inputs changed since they were calculated (0 before calculation). */
  staleWorkers: z.number(),
  ...totals,
  version: z.number(),
});
export type PayRun = z.infer<typeof payRunSchema>;
export const payRunAnswerSchema = z.object({ result: payRunSchema });
export const payRunListQuerySchema = z.object({
  state: z.enum(PAY_RUN_STATES).optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const payRunListAnswerSchema = z.object({ results: z.array(payRunSchema), cursor: z.string().optional() });

export const payLineSchema = z.object({
  kind: z.enum(PAY_LINE_KINDS),
  code: z.string(),
  name: z.string(),
  seconds: z.number().nullable(),
  rate: z.string().nullable().optional(),
  base: money.nullable().optional(),
  amount: money.optional(),
  taxable: z.boolean(),
  source: z.looseObject({}).describe('Where the line came from: days and cards, the rate, the rule.'),
});
export type PayLine = z.infer<typeof payLineSchema>;

export const laborLineSchema = z.object({
  jobId: z.number().nullable(),
  job: z.string().nullable(),
  jobPhaseId: z.number().nullable(),
  jobPhase: z.string().nullable(),
  costCodeId: z.number().nullable(),
  costCode: z.string().nullable(),
  payCode: z.string(),
  seconds: z.number(),
  amount: money.optional(),
});

export const paySummaryRowSchema = z.object({
  id: z.number(),
  payRunId: z.number(),
  employeeId: z.number(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  payType: z.enum(['hourly', 'salaried']).nullable(),
  unapproved: z.boolean(),
  stale: z.boolean(),
  calculatedAt: z.string(),
  ...totals,
  taxableGross: money.optional(),
});
export type PaySummaryRow = z.infer<typeof paySummaryRowSchema>;
export const paySummaryListAnswerSchema = z.object({ results: z.array(paySummaryRowSchema) });

export const paySummarySchema = paySummaryRowSchema.extend({
  lines: z.array(payLineSchema),
  labor: z.array(laborLineSchema),
});
export type PaySummary = z.infer<typeof paySummarySchema>;
export const paySummaryAnswerSchema = z.object({ result: paySummarySchema });

/** One input of a stale summary, as it was when calculated and as it is now. */
export const payInputChangeSchema = z.object({
  part: z.enum(PAY_INPUT_PARTS),
  label: z.string().describe('What changed, in words: "REG hours", "Pay rate", "Adjustment BONUS".'),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const staleWorkerSchema = z.object({
  employeeId: z.number(),
  name: z.string(),
  paySummaryId: z.number(),
  changes: z.array(payInputChangeSchema),
});
export type StaleWorker = z.infer<typeof staleWorkerSchema>;
/** GET payroll/runs/{id}/stale. */
export const staleWorkersAnswerSchema = z.object({ results: z.array(staleWorkerSchema) });

export const payRunParamsSchema = orgIdParamsSchema.extend({ id: z.coerce.number().int().positive() });
export const paySummaryParamsSchema = payRunParamsSchema.extend({ paySummaryId: z.coerce.number().int().positive() });
/** DELETE payroll/runs/{id}?version=: the version the caller saw. */
export const payRunDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive() }).strict();
