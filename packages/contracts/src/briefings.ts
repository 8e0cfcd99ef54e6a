import { z } from 'zod';

// A briefing type's PDF and its acknowledgments (issue 35, docs/briefings.md): the console's calls
// beside the briefing/types collection.

/** PUT briefing/types/{id}/pdf: the file's name; the PDF itself is the raw body. */
export const briefingPdfQuerySchema = z.object({
  name: z.string().trim().min(1).max(200).describe("The file's name as shown to workers (never trusted for its type)."),
});
export const briefingPdfAnswerSchema = z.object({
  result: z.object({ pdfName: z.string(), pdfSize: z.number().describe('Bytes.') }),
});

export const briefingAcknowledgmentsQuerySchema = z.object({
  outstanding: z.enum(['yes', 'no']).optional().describe('yes: only the workers who have not acknowledged it for the current period.'),
});

const answeredSchema = z.object({ question: z.string(), answer: z.string() });

/** One worker the briefing applies to (or who acknowledged it), with their latest acknowledgment. */
export const briefingAcknowledgmentRowSchema = z.object({
  employeeId: z.number(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  current: z.boolean().describe('Acknowledged for the current period (ever, for a once briefing; today, for a daily one).'),
  acknowledgedAt: z.string().nullable().describe('The latest acknowledgment, as the clock recorded it.'),
  deviceName: z.string().nullable(),
  answers: z.array(answeredSchema),
});
export type BriefingAcknowledgmentRow = z.infer<typeof briefingAcknowledgmentRowSchema>;

export const briefingAcknowledgmentsAnswerSchema = z.object({
  results: z.array(briefingAcknowledgmentRowSchema),
  supplementalData: z.object({
    period: z.string().describe("'once', or today's date in the organization's zone for a daily briefing."),
    jobScoped: z.boolean().describe('A job briefing applies when a worker clocks in to the job: only those who acknowledged are listed.'),
  }),
});
