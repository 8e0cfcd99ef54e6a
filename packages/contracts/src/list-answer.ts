import { z } from 'zod';

/** A page of rows in the toolkit's list shape (no supplemental data); `cursor` only when more follow. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ results: z.array(row), supplementalData: z.object({}), cursor: z.string().optional() });
