import { z } from 'zod';
import { queryDateSchema } from './dates';
import { orgIdParamsSchema } from './orgs';

// Time cards (SPEC section 7 Time cards): a worker's card, its editor, approval, bulk edit and pay
// period locks.

const id = z
  .number({ error: 'must be a number.' })
  .int()
  .positive()
  .max(2 ** 53);
const isoDate = queryDateSchema();
const instant = z.iso.datetime({ offset: true, error: 'must be an instant such as 2026-11-23T08:05:00Z.' });
const punchType = z.enum(['in', 'out'], { error: 'must be in or out.' });
const costing = z.record(z.string(), z.string().nullable()).nullable().optional();
const ids = z.array(id).min(1, { error: 'Choose at least one worker.' }).max(1000, { error: 'no more than 1000 workers at a time.' });
// 'HH:MM' on the 24-hour clock; the console turns the org's time format into this.
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of the form HH:MM (24-hour).' });

/** ?date=: the card of the pay period holding it. */
export const timecardDateQuerySchema = z.object({ date: isoDate });
export const timecardDateBodySchema = z.object({ date: isoDate });

export const PAY_PERIOD_STATES = ['open', 'locked', 'finalized'] as const;
export const payPeriodParamsSchema = orgIdParamsSchema.extend({ start: isoDate });
export const payPeriodBodySchema = z.object({ state: z.enum(PAY_PERIOD_STATES) });

/** POST timecards/{employeeId}/changes: the editor's saved changes, all or nothing. */
export const timecardChangesBodySchema = z.object({
  date: isoDate,
  changes: z
    .array(
      z.discriminatedUnion('op', [
        z.object({ op: z.literal('add'), type: punchType, at: instant, costing, note: z.string().max(500).nullable().optional() }),
        z.object({ op: z.literal('edit'), id, version: id, at: instant.optional(), type: punchType.optional() }),
        z.object({ op: z.literal('delete'), id, version: id }),
      ]),
    )
    .max(500, { error: 'no more than 500 changes in one save.' }),
});

/** GET timecards: bulk edit's page of card summaries. */
export const timecardSummariesQuerySchema = z.object({
  date: isoDate,
  from: isoDate.optional(),
  to: isoDate.optional(),
  employeeIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'must be worker ids separated by commas.' })
    .transform((s) => s.split(',').map(Number))
    .optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  orgUnitId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.coerce.number().int().min(0).default(0),
});

/** One worker's card over the days asked for (bulk edit's row). */
export const cardSummarySchema = z.object({
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  departmentId: z.number().nullable(),
  orgUnitId: z.number().nullable(),
  workedSeconds: z.number(),
  paidSeconds: z.number(),
  payCodes: z.record(z.string(), z.number()).describe('Seconds per pay code over the days asked for, codes without time left out.'),
  flagCount: z.number(),
  flags: z.array(z.string()),
  approved: z.boolean(),
  approvalStale: z.boolean(),
  entryStateId: z.number().nullable().describe('The entry state all the punches of the range share; null when none or mixed.'),
  entryStateName: z.string().nullable(),
  entryStateMixed: z.boolean(),
  punchCount: z.number(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

const span = z.object({ start: z.string(), end: z.string() });
export const timecardSummariesAnswerSchema = z.object({
  results: z.array(cardSummarySchema),
  cursor: z.string().nullable(),
  supplementalData: z.object({
    period: span,
    range: z.object({ from: z.string(), to: z.string() }),
    periodState: z.enum(PAY_PERIOD_STATES),
  }),
});
export type CardSummaryPage = z.infer<typeof timecardSummariesAnswerSchema>;

/** POST timecards/bulk: one action for many workers, all or nothing. */
export const timecardBulkBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('addPunches'),
    employeeIds: ids,
    date: isoDate,
    punches: z
      .array(z.object({ type: punchType, time: clockTime }))
      .min(1, { error: 'Enter at least one punch.' })
      .max(8),
    costing,
  }),
  z.object({ action: z.literal('approve'), employeeIds: ids, date: isoDate }),
  z
    .object({ action: z.literal('setEntryState'), employeeIds: ids, from: isoDate, to: isoDate, entryStateId: id.nullable() })
    .refine((b) => b.from <= b.to, { path: ['to'], error: 'must be on or after the first day.' }),
]);
export type TimecardBulkBody = z.input<typeof timecardBulkBodySchema>;

// The card as GET timecards/{employeeId}, its saves and approvals answer it: the engine's
// Timecard (packages/domain time/timecard-types) without its trace, with its period's state and
// approval. Instants are epoch seconds; amounts come only to a caller who may see pay.

const flags = z.array(z.string()).describe('Flag codes (packages/domain FLAG_LETTERS).');
const secondsByCode = z.record(z.string(), z.number());
const cardPunchSchema = z.object({
  id: z.string(),
  type: punchType,
  at: z.number(),
  roundedAt: z.number().describe('The instant after rounding; equals at when no rule applied.'),
  flags,
  shift: z.number().describe('Index into shifts, or -1 for a punch of a shift outside the period.'),
});
const cardShiftSchema = z.object({
  date: z.string(),
  start: z.number(),
  end: z.number(),
  pairs: z.array(
    z.object({ in: z.string().nullable(), out: z.string().nullable(), start: z.number(), end: z.number(), seconds: z.number() }),
  ),
  workedSeconds: z.number(),
  paidBreakSeconds: z.number(),
  deductedSeconds: z.number(),
  scheduledShiftId: z.string().nullable(),
  flags,
});
const amounts = { amount: z.string().optional(), amountScaled: z.number().optional() };

export const cardApprovalSchema = z.object({
  approvedById: z.number().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string(),
  current: z.boolean().describe('False once the card’s input changed after the approval.'),
});
export type CardApproval = z.infer<typeof cardApprovalSchema>;

export const serverCardSchema = z.object({
  period: z.object({ start: z.string(), end: z.string(), startDay: z.number(), endDay: z.number(), days: z.number() }),
  punches: z.array(cardPunchSchema),
  shifts: z.array(cardShiftSchema),
  days: z.array(z.object({ date: z.string(), workedSeconds: z.number(), paidSeconds: z.number(), byPayCode: secondsByCode, flags })),
  weeks: z.array(z.object({ start: z.string(), end: z.string(), paidSeconds: z.number(), byPayCode: secondsByCode })),
  payCodes: z.array(z.object({ code: z.string(), seconds: z.number(), ...amounts })),
  totals: z.object({
    workedSeconds: z.number(),
    paidBreakSeconds: z.number(),
    deductedSeconds: z.number(),
    timeOffSeconds: z.number(),
    paidSeconds: z.number(),
    ...amounts,
  }),
  employeeId: z.number(),
  periodState: z.enum(PAY_PERIOD_STATES),
  stale: z.boolean().describe('A locked or finalized period keeps its card: true when today’s inputs would differ.'),
  computedAt: z.string(),
  approved: z.boolean(),
  approvalStale: z.boolean().describe('Approved once, then changed: to be approved again.'),
  approval: cardApprovalSchema.nullable(),
});
export type ServerCard = z.infer<typeof serverCardSchema>;
export const serverCardAnswerSchema = z.object({ result: serverCardSchema });

/** PUT pay-periods/{start}: the period and its new state. */
export const payPeriodAnswerSchema = z.object({
  result: z.object({ start: z.string(), end: z.string(), state: z.enum(PAY_PERIOD_STATES) }),
});

/** A recompute of time cards and its progress. */
export const recomputeRunSchema = z.object({
  id: z.number(),
  reason: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  error: z.string().nullable(),
  fromDate: z.string().nullable(),
  requestedBy: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RecomputeRun = z.infer<typeof recomputeRunSchema>;
/** GET timecards/recompute: the latest recompute runs, newest first. */
export const recomputeRunsAnswerSchema = z.object({ results: z.array(recomputeRunSchema) });

/** POST timecards/bulk: the action and, per worker, how many punches or cards it changed. */
export const timecardBulkAnswerSchema = z.object({
  result: z.object({
    action: z.enum(['addPunches', 'approve', 'setEntryState']),
    results: z.array(z.object({ employeeId: z.number(), count: z.number() })),
  }),
});
export type TimecardBulkAnswer = z.infer<typeof timecardBulkAnswerSchema>;
