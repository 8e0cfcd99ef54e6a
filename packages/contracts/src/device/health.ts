import { z } from 'zod';

// Health and safety at the clock (issue 35, docs/health-safety.md): the questionnaires come with
// the clock's configuration, so it can ask them offline; the answers ride on the punch.

export const clockQuestionnaireSchema = z.object({
  id: z.number(),
  name: z.string(),
  questions: z
    .array(z.object({ id: z.string(), text: z.string(), passAnswer: z.boolean().describe('The answer that passes the question.') }))
    .describe('In the order to ask them.'),
  contactText: z.string().describe('Whom to contact, shown when an answer fails.'),
  appliesToEveryone: z.boolean().describe('True: it may be asked offline, before the clock knows who the worker is.'),
  skippable: z.boolean().describe('The worker may go on without answering.'),
});
export type ClockQuestionnaire = z.infer<typeof clockQuestionnaireSchema>;

export const healthCheckSchema = z
  .object({
    questionnaireId: z.number().int().positive(),
    answers: z.array(z.object({ questionId: z.string().min(1).max(20), answer: z.boolean() })).max(50),
  })
  .describe(
    "The worker's answers to the health questionnaire asked before a clock-in. Missing while one applies and is not skippable: 403 health_check_required; a failing answer: 403 health_refused.",
  );
export type HealthCheck = z.infer<typeof healthCheckSchema>;
