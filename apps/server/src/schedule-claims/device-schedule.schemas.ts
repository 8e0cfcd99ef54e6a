import { workerShiftSchema } from '@punchline/contracts';
import { z } from 'zod';
import { SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK } from './worker-schedule.service';
import { identificationSchema } from '../devices/device.schemas';

// The device API's schedule calls (issue 19): a worker's published schedule, its changes, and open
// shifts to claim. Each body identifies the worker as a punch does (a PIN never travels in a URL).

const span = z.object({ start: z.string(), end: z.string() });

export const workerBodySchema = z.object({ identification: identificationSchema });

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

export const seenBodySchema = workerBodySchema.extend({ through: z.number().int().nonnegative() });
export const seenAnswerSchema = z.object({ result: z.object({ through: z.number().int() }) });

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

export const shiftParamsSchema = z.object({ shiftId: z.coerce.number().int().positive() });

export const claimAnswerSchema = z.object({
  result: z.object({
    claim: z.object({
      id: z.number().int(),
      shiftId: z.number().int(),
      status: z.enum(['pending', 'approved']).describe('approved: the shift is the worker’s now; pending: a manager decides.'),
    }),
  }),
});

export const withdrawAnswerSchema = z.object({ result: z.object({ withdrawn: z.number().int() }) });
