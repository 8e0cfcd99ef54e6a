import { z } from 'zod';
import { identificationSchema } from './identification';

// The device API's briefing calls (issue 35, docs/device-api.md, docs/briefings.md): after the
// messages, the clock lists the briefings the worker must read before punching and records each
// acknowledgment (answers checked by the server). The briefings that apply to every worker also
// come with the clock's configuration, so the clock can show them without a network.

const questionSchema = z.object({
  text: z.string(),
  choices: z.array(z.string()).describe('Answer with the index of the chosen one.'),
});

export const clockBriefingSchema = z.object({
  id: z.number().int().describe("The briefing type's id: what acknowledge names."),
  name: z.string(),
  contentKind: z.enum(['text', 'pdf', 'link']),
  contentText: z.string().nullable().describe('Plain text; URLs in it are links.'),
  contentUrl: z.string().nullable().describe('The page to open, for a link briefing.'),
  pdfName: z.string().nullable().describe('A PDF briefing: POST briefings/{id}/pdf answers the file.'),
  questions: z.array(questionSchema).describe('All must be answered right to acknowledge.'),
  frequency: z.enum(['once', 'daily']),
  skippable: z.boolean().describe('The organization lets the worker skip it (it is asked again next time).'),
});
export type ClockBriefing = z.infer<typeof clockBriefingSchema>;

/** A briefing as the configuration carries it: with each question's right choice, to check answers offline. */
export const configBriefingSchema = clockBriefingSchema.extend({
  questions: z.array(questionSchema.extend({ correct: z.number().int().describe('The index of the right choice.') })),
});
export type ConfigBriefing = z.infer<typeof configBriefingSchema>;

export const clockBriefingsAnswerSchema = z.object({
  result: z.array(clockBriefingSchema).describe('Due now for this worker, by name. Empty when the organization does not use briefings.'),
});

export const clockBriefingParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const briefingAcknowledgeBodySchema = z.object({
  identification: identificationSchema,
  at: z.iso
    .datetime({ offset: true })
    .describe('When the worker acknowledged it, by the device: a late (queued) receipt records when it happened.'),
  answers: z.array(z.number().int().min(0).max(50)).max(20).describe("The chosen choice's index for each question, in order."),
});

export const briefingAcknowledgmentSchema = z.object({
  briefingTypeId: z.number(),
  period: z.string().describe("'once', or the day of a daily briefing (organization's zone) the acknowledgment counts for."),
  at: z.string(),
});
export const briefingAcknowledgeAnswerSchema = z.object({ result: briefingAcknowledgmentSchema });
