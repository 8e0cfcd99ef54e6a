import { z } from 'zod';
import { workerBodySchema } from './identification';

// The device API's schedule calls (docs/device-api.md): a worker's published schedule, its
// changes, and open shifts to claim.

/** How far the worker's schedule reaches, in days from today. */
export const SCHEDULE_DAYS_BACK = 7;
export const SCHEDULE_DAYS_AHEAD = 28;

/** A shift as a worker (or a claim of it) shows it: its times, names instead of ids, the note. */
export const workerShiftSchema = z.object({
  id: z.number().int(),
  start: z.string().describe('Instant (ISO 8601, UTC).'),
  end: z.string(),
  workDate: z.string().describe('The date the shift is scheduled on, in the organization’s zone.'),
  departmentName: z.string().nullable(),
  orgUnitName: z.string().nullable(),
  note: z.string().nullable(),
});
export type WorkerShift = z.infer<typeof workerShiftSchema>;

const span = z.object({ start: z.string(), end: z.string() });

export const scheduleAnswerSchema = z.object({
  result: z.object({
    employee: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    shifts: z
      .array(workerShiftSchema)
      .describe(`Published for the worker, from ${SCHEDULE_DAYS_BACK} days back to ${SCHEDULE_DAYS_AHEAD} ahead, earliest first.`),
    changes: z
      .array(
        z.object({
          shiftId: z.number().int(),
          kind: z.enum(['added', 'changed', 'removed']),
          before: span.nullable().describe('As the worker last saw it; null when new to them.'),
          after: span.nullable().describe('As published now; null when no longer theirs.'),
        }),
      )
      .describe('What publishing changed since the worker last marked their schedule seen.'),
    through: z.number().int().describe('Send it to schedule/seen when the worker dismisses the changes.'),
  }),
});
export type WorkerSchedule = z.infer<typeof scheduleAnswerSchema>['result'];
export type ScheduleChange = WorkerSchedule['changes'][number];

export const scheduleSeenBodySchema = workerBodySchema.extend({ through: z.number().int().nonnegative() });
export const scheduleSeenAnswerSchema = z.object({ result: z.object({ through: z.number().int() }) });

export const openShiftsAnswerSchema = z.object({
  result: z.object({
    openShifts: z.array(
      workerShiftSchema.extend({
        claim: z
          .object({ id: z.number().int(), status: z.literal('pending') })
          .nullable()
          .describe("The worker's claim waiting for approval."),
      }),
    ),
  }),
});
export type OpenShift = z.infer<typeof openShiftsAnswerSchema>['result']['openShifts'][number];

export const openShiftParamsSchema = z.object({ shiftId: z.coerce.number().int().positive() });

export const openShiftClaimAnswerSchema = z.object({
  result: z.object({
    claim: z.object({
      id: z.number().int(),
      shiftId: z.number().int(),
      status: z.enum(['pending', 'approved']).describe('approved: the shift is the worker’s now; pending: a manager decides.'),
    }),
  }),
});
export type ClaimResult = z.infer<typeof openShiftClaimAnswerSchema>['result'];

export const openShiftWithdrawAnswerSchema = z.object({ result: z.object({ withdrawn: z.number().int() }) });
