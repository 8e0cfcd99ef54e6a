import { z } from 'zod';
import { workerShiftSchema } from './device/schedule';
import { punchCostingSchema } from './resources/punches';

// Schedules (issue 19, docs/schedules.md): the shapes of the schedule board's calls, under
// /api/orgs/{orgId}/schedule/. Teams, templates, recurring schedules and unavailability are
// collections of the resource toolkit (resources/teams.ts, schedule-templates.ts, ...).
//
// A shift is a draft that managers edit; workers and the time cards see what was last published of
// it. `status` says how the two compare: draft (never published), published (the same), changed
// (published, edited since), removed (published, deleted in the draft: gone at the next publish).

const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date of the form YYYY-MM-DD.' });
const instant = z.iso.datetime({ offset: true });

/** The longest range the board and the publish call take, in days (a 6-week window). */
export const SCHEDULE_MAX_RANGE_DAYS = 42;

export const shiftBreakSchema = z.object({
  /** Minutes after the shift's start. */
  startMinute: z.number().int().min(0).max(2880),
  durationMinutes: z.number().int().min(1).max(480),
  paid: z.boolean().default(false),
});
export type ShiftBreak = z.infer<typeof shiftBreakSchema>;

const shiftAttributes = {
  orgUnitId: id.nullable().optional(),
  departmentId: id.nullable().optional(),
  costing: punchCostingSchema.nullable().optional(),
  shiftClassId: id.nullable().optional(),
  teamId: id.nullable().optional(),
  breaks: z.array(shiftBreakSchema).max(6).optional(),
  note: z.string().max(500).nullable().optional(),
};

/** POST schedule/shifts: employeeId null is an open shift. Start and end with an offset; end after start, at most 24 h. */
export const shiftCreateSchema = z.object({
  employeeId: id.nullable(),
  start: instant,
  end: instant,
  ...shiftAttributes,
});
export type ShiftCreate = z.input<typeof shiftCreateSchema>;

/** PUT schedule/shifts/{id}: the fields to change, with the version it was based on. */
export const shiftUpdateSchema = z.object({
  employeeId: id.nullable().optional(),
  start: instant.optional(),
  end: instant.optional(),
  ...shiftAttributes,
  version: z.number().int().nonnegative().optional(),
});
export type ShiftUpdate = z.input<typeof shiftUpdateSchema>;

/** What was published of a shift (also one version of its history). */
export const publishedShiftSchema = z.object({
  employeeId: z.number().int().nullable(),
  start: z.string(),
  end: z.string(),
  workDate: z.string(),
  orgUnitId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  costing: punchCostingSchema.nullable(),
  shiftClassId: z.number().int().nullable(),
  breaks: z.array(shiftBreakSchema),
  note: z.string().nullable(),
});
export type PublishedShift = z.infer<typeof publishedShiftSchema>;

export const SHIFT_STATUSES = ['draft', 'published', 'changed', 'removed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

export const shiftSchema = publishedShiftSchema
  .extend({
    id: z.number().int(),
    version: z.number().int(),
    teamId: z.number().int().nullable(),
    recurringScheduleId: z.number().int().nullable(),
    /** Edited by hand after a recurring schedule made it: regeneration leaves it alone. */
    edited: z.boolean(),
    status: z.enum(SHIFT_STATUSES),
    publishedVersion: z.number().int().nullable(),
    /** The last published state when status is changed or removed (else null). */
    published: publishedShiftSchema.nullable(),
    /** Names of the fields that differ from the published state. */
    changedFields: z.array(z.string()),
    /** Scheduled seconds: the span less unpaid breaks. */
    seconds: z.number().int(),
    /** Wage cost of the shift (decimal string), null when the caller may not see pay or there is no rate. */
    cost: z.string().nullable(),
    /** Why the worker should not have this shift: unavailability, time off, another shift. Empty when none. */
    conflicts: z.array(z.string()),
    /** Pending claims of an open shift. */
    pendingClaims: z.number().int(),
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

export const SCHEDULE_GROUPS = ['worker', 'team', 'orgUnit', 'department', 'job'] as const;

/** GET schedule/board: the view filter keys of the URL (SPEC section 2: from, to, preset, group) plus who to show. */
export const scheduleBoardQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  group: z.enum(SCHEDULE_GROUPS).default('worker'),
  employeeId: z.string().optional(),
  teamId: z.string().optional(),
  departmentId: z.string().optional(),
  orgUnitId: z.string().optional(),
  job: z.string().optional(),
  searchText: z.string().max(100).optional(),
});
export type ScheduleBoardQuery = z.input<typeof scheduleBoardQuerySchema>;

/** A day a worker cannot work, and why (weekly unavailability, dates, time off). */
export const unavailableDaySchema = z.object({ date: z.string(), reason: z.string() });

export const boardWorkerSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  orgUnitId: z.number().int().nullable(),
  teamIds: z.array(z.number().int()),
  unavailable: z.array(unavailableDaySchema),
  /** Scheduled seconds and cost of the range. */
  seconds: z.number().int(),
  cost: z.string().nullable(),
});
export type BoardWorker = z.infer<typeof boardWorkerSchema>;

export const boardDaySchema = z.object({
  date: z.string(),
  seconds: z.number().int(),
  cost: z.string().nullable(),
  shifts: z.number().int(),
});

export const scheduleBoardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    workers: z.array(boardWorkerSchema),
    /** Every shift of the range: the workers' and open ones (employeeId null), removed ones included. */
    shifts: z.array(shiftSchema),
    days: z.array(boardDaySchema),
    /** Shifts of the range not yet published as they are (draft, changed or removed). */
    unpublished: z.number().int(),
    /** The organization's newest published version, 0 before the first publish. */
    publishedVersion: z.number().int(),
    showsPay: z.boolean(),
  })
  .meta({ id: 'ScheduleBoard' });
export type ScheduleBoard = z.infer<typeof scheduleBoardSchema>;

/** POST schedule/shifts/actions/copy: the shifts of a range copied by a number of days (copy a week: 7). */
export const shiftCopySchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.number().int().min(-366).max(366),
  /** Only these shifts (default: every shift of the range the caller sees). */
  shiftIds: z.array(id).max(5000).optional(),
  employeeIds: z.array(id).max(5000).optional(),
});
/** What a copy made and what it left out (an overlap, unavailability) with the reason. */
export const shiftCopyResultSchema = z.object({
  results: z.array(shiftSchema),
  skipped: z.array(z.object({ shiftId: z.number().int(), reason: z.string() })),
});

/** POST schedule/publish: every unpublished shift of the range (of these workers) becomes the published version. */
export const schedulePublishSchema = z.object({
  from: isoDate,
  to: isoDate,
  employeeIds: z.array(id).max(5000).optional(),
  /** Tell the workers whose published shifts changed (a notification message and Web Push). */
  notify: z.boolean().default(true),
});

export const publicationSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    from: z.string(),
    to: z.string(),
    publishedAt: z.string(),
    publishedBy: z.string().nullable(),
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    notified: z.number().int(),
  })
  .meta({ id: 'SchedulePublication' });
export type Publication = z.infer<typeof publicationSchema>;

/** GET schedule/shifts/{id}/history: each published version, newest first, then the draft. */
export const shiftHistorySchema = z.object({
  results: z.array(z.object({ version: z.number().int(), publishedAt: z.string(), snapshot: publishedShiftSchema.nullable() })),
});

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** GET schedule/claims: a worker's claim of an open shift, with the shift as published. */
export const openShiftClaimSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    status: z.enum(CLAIM_STATUSES),
    note: z.string().nullable(),
    employeeId: z.number().int(),
    employeeName: z.string(),
    shift: workerShiftSchema,
    /** Other workers' pending claims of the same shift. */
    otherPendingClaims: z.number().int(),
    /** What approving would double-book: one sentence per overlapping shift of the worker. */
    conflicts: z.array(z.string()),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedByName: z.string().nullable(),
  })
  .meta({ id: 'OpenShiftClaim' });
export type OpenShiftClaim = z.infer<typeof openShiftClaimSchema>;

/** POST schedule/claims/{id}/approve|reject. */
export const claimDecisionSchema = z
  .object({
    note: z.string().max(500).nullable().optional().describe('Kept with the decision; the worker’s clock shows it.'),
    version: z.number().int().nonnegative().optional().describe('The claim’s version the decision was based on: 409 when it changed.'),
  })
  .optional();

/** POST schedule/shifts (201), GET and PUT schedule/shifts/{id}: the shift as the board shows it. */
export const shiftAnswerSchema = z.object({ result: shiftSchema });
/** POST schedule/publish (201): the new published version. */
export const publicationAnswerSchema = z.object({ result: publicationSchema });
/** GET schedule/publications: newest first. */
export const publicationListSchema = z.object({ results: z.array(publicationSchema), supplementalData: z.object({}) });
