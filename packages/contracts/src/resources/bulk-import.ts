import { z } from 'zod';

/** The most rows one bulk import may carry (the server's body limit is derived from it). */
export const BULK_IMPORT_MAX_ROWS = 5000;

/** POST bulk-import. `dryRun` validates every row and reports, writing nothing (the preview). */
export const bulkImportBodySchema = z.object({
  path: z.string().max(100),
  items: z.array(z.record(z.string(), z.unknown())).min(1).max(BULK_IMPORT_MAX_ROWS),
  options: z.object({ dryRun: z.boolean().optional() }).default({}),
});
export type BulkImportBody = z.infer<typeof bulkImportBodySchema>;

/** A refused import (400): every invalid row with its field errors; nothing was written. */
export type BulkImportErrors = { rows: { index: number; errors: Record<string, string[]> }[] };
