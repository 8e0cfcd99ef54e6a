import { z } from 'zod';
import { orgIdParamsSchema } from '../orgs';
import { REPORT_KEYS } from './report-keys';
import { reportParamsSchema, reportRunSummarySchema } from './report-schemas';

// Memorized reports (SPEC section 7 reports/templates; Reports → memorized): a report's parameters
// and columns under a name, private to its owner or shared with chosen administrators, optionally
// sent by mail on a schedule to its owner and at most scheduledReportMaxAdditionalRecipients
// other addresses.

export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'payPeriod', 'monthly'] as const;
export const REPORT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

export const reportScheduleSchema = z.object({
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES).describe('payPeriod: the day after each pay period ends.'),
  weekday: z.number().int().min(1).max(7).optional().describe('Weekly: 1 = Sunday ... 7 = Saturday.'),
  dayOfMonth: z.number().int().min(1).max(31).optional().describe("Monthly: the day (the month's last day when shorter)."),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM.')
    .describe("Local time of day in the organization's zone."),
  format: z.enum(REPORT_FILE_FORMATS),
  recipients: z
    .array(z.email().max(254))
    .max(50)
    .describe('Additional addresses besides the owner (the organization allows at most scheduledReportMaxAdditionalRecipients).'),
  active: z.boolean(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportTemplateBodySchema = z.object({
  report: z.enum(REPORT_KEYS),
  name: z.string().trim().min(1).max(200),
  params: reportParamsSchema,
  /** Administrators (user ids) who may open and run it; empty = private to its owner. */
  sharedWith: z.array(z.number().int().positive()).max(500),
  schedule: reportScheduleSchema.nullable(),
  version: z.number().int().positive().optional().describe('The version read; a save over a newer one answers 409.'),
});
export type ReportTemplateBody = z.infer<typeof reportTemplateBodySchema>;

export const reportTemplateSchema = z.object({
  id: z.number(),
  report: z.enum(REPORT_KEYS),
  title: z.string().describe("The report's title."),
  name: z.string(),
  params: reportParamsSchema,
  owner: z.object({ id: z.number().nullable(), name: z.string() }),
  mine: z.boolean(),
  sharedWith: z.array(z.number()),
  schedule: reportScheduleSchema.nullable(),
  nextRunAt: z.string().nullable(),
  lastRun: reportRunSummarySchema.nullable(),
  version: z.number(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

export const reportTemplateParamsSchema = orgIdParamsSchema.extend({ templateId: z.coerce.number().int().positive() });
export const reportTemplatesAnswerSchema = z.object({ results: z.array(reportTemplateSchema) });
export const reportTemplateAnswerSchema = z.object({ result: reportTemplateSchema });

/** POST reports/templates/{templateId}/send: the run it sent and to whom (the mails wait in the outbox for delivery). */
export const reportTemplateSendAnswerSchema = z.object({
  run: reportRunSummarySchema,
  mailedTo: z.array(z.string()),
});
export type ReportTemplateSendAnswer = z.infer<typeof reportTemplateSendAnswerSchema>;
