import { z } from 'zod';
import { queryDateSchema } from '../dates';

// Attendance infractions as the console reads them (issue 34, docs/discipline.md): found from the
// time cards against the published schedule at every read, or recorded by a manager (custom).
// An infraction has no row of its own: its `key` names the facts it was found from, and an
// excusal is kept against that key.

export const INFRACTION_KINDS = [
  'late',
  'early_leave',
  'no_show',
  'missed_punch',
  'missed_break',
  'short_break',
  'unscheduled_overtime',
  'custom',
] as const;
export type InfractionKind = (typeof INFRACTION_KINDS)[number];

export const INFRACTION_KIND_LABELS: Readonly<Record<InfractionKind, string>> = {
  late: 'Late arrival',
  early_leave: 'Early leave',
  no_show: 'No-show',
  missed_punch: 'Missed punch',
  missed_break: 'Missed break',
  short_break: 'Short break',
  unscheduled_overtime: 'Unscheduled overtime',
  custom: 'Custom',
};

/** A key names the worker, the kind and the facts: 'w12:late:s345', 'w12:missed_punch:2026-11-17', 'w12:custom:9'. */
export const infractionKeySchema = z
  .string()
  .max(120)
  .regex(/^w\d+:[a-z_]+:[\w-]+$/, 'is not an infraction key.');

export const excusalSchema = z.object({ reason: z.string(), by: z.string().nullable(), at: z.string() });

export const infractionSchema = z.object({
  key: z.string(),
  employeeId: z.number(),
  worker: z.string().describe("The worker's name in the organization's name format."),
  date: z.string(),
  kind: z.enum(INFRACTION_KINDS),
  typeName: z.string().describe("The kind in words, or a custom infraction's type."),
  minutes: z.number().nullable().describe('Minutes late, early or over; null where minutes do not apply.'),
  points: z.number().describe("Under the worker's policy (a kind the policy does not count is not listed); a custom one's type's."),
  description: z.string().describe('What happened, in words, with the shift it was measured against.'),
  shiftId: z.number().nullable(),
  customId: z.number().nullable().describe('The custom infraction record (discipline/custom-infractions).'),
  excused: excusalSchema.nullable(),
});
export type Infraction = z.infer<typeof infractionSchema>;

const isoDate = queryDateSchema();

/** GET discipline/infractions. */
export const infractionsQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  employeeId: z.coerce.number().int().positive().optional(),
  kind: z.enum(INFRACTION_KINDS).optional(),
  status: z.enum(['counted', 'excused', 'all']).default('all'),
  searchText: z.string().max(100).optional(),
});
export const infractionsAnswerSchema = z.object({
  results: z.array(infractionSchema),
  from: z.string(),
  to: z.string(),
});

/** POST discipline/infractions/excuse: excuses infractions (by key) with a reason. */
export const excuseBodySchema = z
  .object({ keys: z.array(infractionKeySchema).min(1).max(500), reason: z.string().trim().min(1).max(500) })
  .strict();
/** POST discipline/infractions/reinstate: takes excusals back. */
export const reinstateBodySchema = z.object({ keys: z.array(infractionKeySchema).min(1).max(500) }).strict();
export const excuseAnswerSchema = z.object({ changed: z.number().describe('Infractions whose excusal changed.') });
