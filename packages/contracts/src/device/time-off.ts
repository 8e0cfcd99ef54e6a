import { z } from 'zod';
import { workerBodySchema } from './identification';

// The device API's time off calls (docs/device-api.md): each body identifies the worker as a
// punch does.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date of the form YYYY-MM-DD.');
const unit = z.enum(['hours', 'days']);

/** What a worker asks for: the code, the days and, for part of a day, the minutes. */
export const timeOffAskSchema = z.object({
  codeId: z.number().int().positive(),
  startDate: isoDate,
  endDate: isoDate,
  partialMinutes: z
    .number()
    .int()
    .min(1)
    .max(1440)
    .nullable()
    .default(null)
    .describe('Time each day for part of a day; null for whole days.'),
  note: z.string().max(500).nullable().default(null),
});
export type TimeOffAsk = z.infer<typeof timeOffAskSchema>;

export const timeOffQuoteBodySchema = workerBodySchema.extend(timeOffAskSchema.shape);
export const timeOffSubmitBodySchema = timeOffQuoteBodySchema.extend({
  clientId: z.uuid().describe('Made on the device for this request; resend the same one on every retry.'),
});
export const timeOffRequestParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const requestSchema = z.object({
  id: z.number().int(),
  codeId: z.number().int(),
  codeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  partialMinutes: z.number().int().nullable(),
  amount: z.number(),
  unit,
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  note: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type WorkerTimeOffRequest = z.infer<typeof requestSchema>;

export const timeOffAnswerSchema = z.object({
  result: z.object({
    employee: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    codes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        unit,
        balance: z.number().nullable().describe('Today, in the unit; null when no policy tracks it for the worker.'),
        available: z.number().nullable().describe('The balance less approved time off still to come and pending requests.'),
        allowNegative: z.boolean(),
      }),
    ),
    requests: z.array(requestSchema).describe('Those ending from 60 days ago on, latest first.'),
  }),
});
export type WorkerTimeOff = z.infer<typeof timeOffAnswerSchema>['result'];
export type WorkerTimeOffCode = WorkerTimeOff['codes'][number];
export type TimeOffUnit = WorkerTimeOffCode['unit'];

export const timeOffQuoteAnswerSchema = z.object({
  result: z.object({
    days: z.array(z.object({ date: z.string(), minutes: z.number().int(), amount: z.number() })),
    amount: z.number(),
    unit,
    available: z.number().nullable(),
    left: z.number().nullable().describe('What would be available after this request; null when no balance is tracked.'),
    allowNegative: z.boolean(),
  }),
});
export type TimeOffQuote = z.infer<typeof timeOffQuoteAnswerSchema>['result'];

export const timeOffRequestAnswerSchema = z.object({ result: requestSchema });
