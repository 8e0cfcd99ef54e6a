import { z } from 'zod';
import { payRunParamsSchema } from './pay-runs';

// Exports of a pay run (issue 33, docs/payroll-exports.md): files that payroll systems import,
// each built from that system's published import specification, kept as they were sent.

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
  payRunId: z.number(),
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
