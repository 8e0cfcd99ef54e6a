import { z } from 'zod';
import { workerBodySchema } from './identification';

// The device API's attendance calls (issue 34, docs/device-api.md): after identifying, a worker
// sees their points, what expires next, and events to acknowledge. Each body identifies the
// worker as a punch does.

export const workerDisciplineBodySchema = workerBodySchema;

export const workerDisciplineAnswerSchema = z.object({
  result: z.object({
    employee: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    shown: z.boolean().describe('False when the organization does not show points at the clock: nothing else is filled.'),
    policyName: z.string().nullable(),
    points: z.number(),
    nextExpiry: z.object({ date: z.string(), points: z.number() }).nullable(),
    recent: z
      .array(z.object({ date: z.string(), text: z.string(), delta: z.number() }))
      .describe('The last ten ledger entries, latest first.'),
    events: z
      .array(
        z.object({ id: z.number().int(), eventType: z.string(), crossedOn: z.string(), points: z.number(), acknowledged: z.boolean() }),
      )
      .describe('Events of the last 90 days that ask the worker to acknowledge, latest first.'),
  }),
});
export type WorkerDiscipline = z.infer<typeof workerDisciplineAnswerSchema>['result'];

export const workerEventParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const workerEventAcknowledgeAnswerSchema = z.object({ result: z.object({ id: z.number().int(), acknowledgedAt: z.string() }) });
