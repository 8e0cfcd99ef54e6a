import type { PayExportFormat } from '@punchline/contracts';
import { adpEpi } from './adp-epi';
import type { PayExportWriter } from './export-file';
import { gustoCsv } from './gusto-csv';
import { paychexSpi } from './paychex-spi';
import { quickbooksIif } from './quickbooks-iif';

/** The fixed formats, one writer each; 'template' is the organization's own (template-export.ts). */
export const PAY_EXPORT_WRITERS: Record<Exclude<PayExportFormat, 'template'>, PayExportWriter> = {
  adp: adpEpi,
  quickbooks: quickbooksIif,
  gusto: gustoCsv,
  paychex: paychexSpi,
};
