import { z } from 'zod';

// GET geomap/punches (Manage → Geo Map): punches with a location in a range, and the geo rules to draw.

const ids = z
  .string()
  .max(5000)
  .regex(/^\d+(,\d+)*$/, 'Give worker ids as numbers separated by commas.')
  .transform((s) => s.split(',').map(Number));

export const geomapQuerySchema = z.object({
  from: z.string().datetime({ offset: true, message: 'Give the start as an ISO 8601 instant.' }),
  to: z.string().datetime({ offset: true, message: 'Give the end as an ISO 8601 instant.' }),
  employeeIds: ids.optional(),
});

const punchSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  at: z.string(),
  type: z.enum(['in', 'out']),
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number().nullable(),
  geo: z.enum(['inside', 'outside', 'unknown']).nullable(),
});
export type GeomapPunch = z.infer<typeof punchSchema>;

const ruleSchema = z.object({
  id: z.number(),
  name: z.string(),
  shape: z.enum(['circle', 'polygon']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusM: z.number().nullable(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
});
export type GeomapRule = z.infer<typeof ruleSchema>;

export const geomapAnswerSchema = z.object({
  results: z.array(punchSchema),
  supplementalData: z.object({ rules: z.array(ruleSchema), truncated: z.boolean(), tileUrl: z.string() }),
});
export type GeomapAnswer = z.infer<typeof geomapAnswerSchema>;
