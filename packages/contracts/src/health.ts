import { z } from 'zod';
import { queryDateSchema } from './dates';
import { pageOf } from './list-answer';

// Settings → Users → Health & Safety, Answers tab (issue 35, docs/health-safety.md): every answer
// given at a clock, newest first, filtered by days (in the organization's zone) and outcome.

export const healthAnswersQuerySchema = z.object({
  from: queryDateSchema().optional().describe('First day, inclusive, in the organization’s time zone.'),
  to: queryDateSchema().optional().describe('Last day, inclusive.'),
  status: z.enum(['passed', 'failed']).optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type HealthAnswersQuery = z.infer<typeof healthAnswersQuerySchema>;
/** The CSV export: the list's filters, every row. */
export const healthAnswersExportQuerySchema = healthAnswersQuerySchema.omit({ cursor: true, limit: true });

export const healthAnswerRowSchema = z.object({
  id: z.number(),
  at: z.string().describe('When the worker answered (the punch attempt’s time), UTC ISO 8601.'),
  employeeId: z.number(),
  workerName: z.string().describe('In the organization’s name format.'),
  device: z.string().nullable(),
  questionnaire: z.string(),
  passed: z.boolean(),
  answers: z.array(z.object({ text: z.string(), answer: z.boolean().nullable(), passAnswer: z.boolean() })),
});
export type HealthAnswerRow = z.infer<typeof healthAnswerRowSchema>;

export const healthAnswersPageSchema = pageOf(healthAnswerRowSchema);
