import { z } from 'zod';

/** A required credential the worker lacks, as the clock shows it before or after the punch. */
export const credentialWarningSchema = z.object({
  typeName: z.string(),
  status: z.enum(['missing', 'expired']),
  text: z.string().describe('A sentence to show the worker as is.'),
});
export type CredentialWarning = z.infer<typeof credentialWarningSchema>;
