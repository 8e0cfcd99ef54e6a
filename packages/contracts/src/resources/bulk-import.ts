import { z } from 'zod';
import type { ResourceDef } from './define';

/** The most rows one bulk import may carry, unless its definition sets a lower `maxRows`. */
export const BULK_IMPORT_MAX_ROWS = 5000;

/** How many rows one import of this resource may carry (0: it takes no bulk import). */
export function bulkImportMaxRows(def: Pick<ResourceDef, 'bulkImport'>): number {
  if (!def.bulkImport) return 0;
  return def.bulkImport === true ? BULK_IMPORT_MAX_ROWS : Math.min(def.bulkImport.maxRows, BULK_IMPORT_MAX_ROWS);
}

/** POST bulk-import. `dryRun` validates every row and reports, writing nothing (the preview). */
export const bulkImportBodySchema = z.object({
  path: z.string().max(100),
  items: z.array(z.record(z.string(), z.unknown())).min(1).max(BULK_IMPORT_MAX_ROWS),
  options: z.object({ dryRun: z.boolean().optional() }).default({}),
});
export type BulkImportBody = z.infer<typeof bulkImportBodySchema>;

/** A refused import (400): every invalid row with its field errors; nothing was written. */
export type BulkImportErrors = { rows: { index: number; errors: Record<string, string[]> }[] };
