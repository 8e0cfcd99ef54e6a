import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).meta({ id: 'Health' });

/** The console reloads itself when its own version is older than minVersion (SPEC section 1). */
export const versionSchema = z.object({ version: z.string(), minVersion: z.string() }).meta({ id: 'Version' });
export type VersionInfo = z.infer<typeof versionSchema>;

/** Operator settings the console reads before sign-in: where Help leads, how to reach support. */
export const consoleConfigSchema = z
  .object({
    helpUrl: z.string(),
    support: z.object({ provider: z.literal('none'), email: z.string().nullable() }),
  })
  .meta({ id: 'ConsoleConfig' });
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
