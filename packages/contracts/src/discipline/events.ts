import { z } from 'zod';
import { orgIdParamsSchema } from '../orgs';

// Attendance events (issue 34): raised when a worker's points reach a policy's threshold, kept as
// history; acknowledged by a manager (and the worker at the clock when the event type asks).
// Whether the points behind an event still hold is worked out at every read.

export const goneInfractionSchema = z.object({ key: z.string(), description: z.string() });

export const disciplineEventSchema = z.object({
  id: z.number(),
  version: z.number(),
  employeeId: z.number(),
  worker: z.string(),
  policyId: z.number().nullable(),
  policyName: z.string().nullable(),
  eventTypeId: z.number().nullable(),
  eventType: z.string(),
  level: z.number(),
  threshold: z.number(),
  points: z.number().describe('The points on the day it was reached.'),
  crossedOn: z.string(),
  raisedAt: z.string(),
  holds: z.boolean().describe('Whether the ledger still reaches the threshold on that day.'),
  why: z.string().nullable().describe('When it no longer holds: why, in words.'),
  gone: z.array(goneInfractionSchema).describe('Infractions counted when it was raised that are no longer found or are excused.'),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  note: z.string().nullable(),
  workerAcknowledges: z.boolean(),
  workerAcknowledgedAt: z.string().nullable(),
});
export type DisciplineEvent = z.infer<typeof disciplineEventSchema>;

/** GET discipline/events. */
export const disciplineEventsQuerySchema = z.object({
  status: z.enum(['open', 'acknowledged', 'all']).default('open'),
  employeeId: z.coerce.number().int().positive().optional(),
  searchText: z.string().max(100).optional(),
});
export const disciplineEventsAnswerSchema = z.object({ results: z.array(disciplineEventSchema) });

export const disciplineEventParamsSchema = orgIdParamsSchema.extend({ eventId: z.coerce.number().int().positive() });
/** POST discipline/events/{eventId}/acknowledge. */
export const acknowledgeEventBodySchema = z
  .object({ note: z.string().trim().min(1).max(500), version: z.number().int().positive() })
  .strict();
export const disciplineEventAnswerSchema = z.object({ result: disciplineEventSchema });

/** POST discipline/events/evaluate: raises the events now due (a job does it every 10 minutes). */
export const evaluateAnswerSchema = z.object({ raised: z.number() });
