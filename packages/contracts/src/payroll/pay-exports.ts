import { z } from 'zod';
import { queryDateSchema } from '../dates';
import { orgIdParamsSchema } from '../orgs';
import { payRunParamsSchema } from './pay-runs';

// Exports of a pay run or of a pay period without a run (issue 33, docs/payroll-exports.md):
// files that payroll systems import, each built from that system's published import
// specification, kept as they were sent.

/**
 * adp: ADP Workforce Now paydata import (EPI CSV); quickbooks: QuickBooks Desktop IIF timer
 * activities; gusto: Gusto's payroll CSV upload; paychex: Paychex Flex Standard Payroll Import
 * (SPI); template: one of the organization's integration templates on the pay summaries source.
 */
export const PAY_EXPORT_FORMATS = ['adp', 'quickbooks', 'gusto', 'paychex', 'template'] as const;
export type PayExportFormat = (typeof PAY_EXPORT_FORMATS)[number];

/** POST payroll/runs/{id}/exports. */
export const payExportCreateBodySchema = z
  .object({
    format: z.enum(PAY_EXPORT_FORMATS),
    /** format template: the integration template (data source payroll/summary-lines). */
    templateId: z.number().int().positive().optional(),
    /** Marks the run's punches with the organization's "Exported" entry state (entryStateExportPrompt). */
    markExported: z.boolean().optional(),
  })
  .strict();
export type PayExportCreateBody = z.infer<typeof payExportCreateBodySchema>;

export const payExportSchema = z.object({
  id: z.number(),
  payRunId: z.number().nullable().describe('The run exported; null for a pay period exported without a run.'),
  periodStart: z.string(),
  periodEnd: z.string(),
  format: z.string(),
  filename: z.string(),
  contentType: z.string(),
  rowCount: z.number().describe('Data rows of the file (headers not counted).'),
  bytes: z.number(),
  markedExported: z.boolean(),
  exportedBy: z.string().nullable(),
  exportedAt: z.string(),
});
export type PayExport = z.infer<typeof payExportSchema>;
export const payExportAnswerSchema = z.object({ result: payExportSchema });
export const payExportListAnswerSchema = z.object({ results: z.array(payExportSchema) });
export const payExportParamsSchema = payRunParamsSchema.extend({ exportId: z.coerce.number().int().positive() });

/** What a period export does with workers whose cards for the period are not approved. */
export const PERIOD_EXPORT_UNAPPROVED = ['exclude', 'include'] as const;

/** POST payroll/exports: a pay period's file straight from its time cards, without a pay run. */
export const periodExportCreateBodySchema = payExportCreateBodySchema
  .extend({
    /** Any day of the pay period. */
    periodStart: queryDateSchema(),
    /** Needed when some cards of the period are not approved: leave those workers out, or include them as they are. */
    unapproved: z.enum(PERIOD_EXPORT_UNAPPROVED).optional(),
  })
  .strict();
export type PeriodExportCreateBody = z.infer<typeof periodExportCreateBodySchema>;

/** POST payroll/exports/preview: the period, its workers, the cards not approved and its earlier exports
 *  (a POST, as a pay run's preview: it brings the period's cards up to date on the way). */
export const periodExportPreviewBodySchema = z.object({ periodStart: queryDateSchema() }).strict();
export const periodExportPreviewSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  workers: z.number().describe('Workers employed during the period; the file has those with paid time or a salary.'),
  unapproved: z.array(z.object({ employeeId: z.number(), name: z.string() })),
  exports: z.array(payExportSchema),
});
export type PeriodExportPreview = z.infer<typeof periodExportPreviewSchema>;
export const periodExportPreviewAnswerSchema = z.object({ result: periodExportPreviewSchema });
export const periodExportParamsSchema = orgIdParamsSchema.extend({ exportId: z.coerce.number().int().positive() });
