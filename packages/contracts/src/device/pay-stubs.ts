import { z } from 'zod';

// The device API's pay stub calls (issue 33, docs/device-api.md): a worker identified at the clock
// lists the stubs of their finalized pay runs and opens one (a PDF). Each body identifies the
// worker as a punch does (workerBodySchema), so a PIN never travels in a URL.

export const payStubListAnswerSchema = z.object({
  result: z.object({
    employee: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    stubs: z
      .array(
        z.object({
          paySummaryId: z.number().int(),
          payRunId: z.number().int(),
          periodStart: z.string(),
          periodEnd: z.string(),
          payDate: z.string().nullable(),
          net: z.string().describe('Net pay, a decimal string.'),
          netText: z.string().describe("Net pay in the organization's money format, as the stub shows it."),
        }),
      )
      .describe('Finalized runs, latest pay date first (at most 26).'),
  }),
});
export type WorkerPayStubs = z.infer<typeof payStubListAnswerSchema>['result'];
export type WorkerPayStub = WorkerPayStubs['stubs'][number];

export const payStubFileParamsSchema = z.object({ paySummaryId: z.coerce.number().int().positive() });
