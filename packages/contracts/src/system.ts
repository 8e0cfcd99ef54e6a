import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).meta({ id: 'Health' });

/** The console reloads itself when its own version is older than minVersion (SPEC section 1). */
export const versionSchema = z.object({ version: z.string(), minVersion: z.string() }).meta({ id: 'Version' });
export type VersionInfo = z.infer<typeof versionSchema>;
