import { orgIdParamsSchema, queryDateSchema } from '@punchline/contracts';
import { z } from 'zod';

// Request schemas of the time card editor and bulk edit (issue 16).

const id = z
  .number({ error: 'must be a number.' })
  .int()
  .positive()
  .max(2 ** 53);
const isoDate = queryDateSchema();
const instant = z.iso.datetime({ offset: true, error: 'must be an instant such as 2026-11-23T08:05:00Z.' });
const punchType = z.enum(['in', 'out'], { error: 'must be in or out.' });
const costing = z.record(z.string(), z.string().nullable()).nullable().optional();
const ids = z.array(id).min(1, { error: 'Choose at least one worker.' }).max(1000, { error: 'no more than 1000 workers at a time.' });
// 'HH:MM' on the 24-hour clock; the console turns the org's time format into this.
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of the form HH:MM (24-hour).' });

export const employeeParams = orgIdParamsSchema.extend({
  employeeId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export const dateQuery = z.object({ date: isoDate });
export const dateBody = z.object({ date: isoDate });

export const changesBody = z.object({
  date: isoDate,
  changes: z
    .array(
      z.discriminatedUnion('op', [
        z.object({ op: z.literal('add'), type: punchType, at: instant, costing, note: z.string().max(500).nullable().optional() }),
        z.object({ op: z.literal('edit'), id, version: id, at: instant.optional(), type: punchType.optional() }),
        z.object({ op: z.literal('delete'), id, version: id }),
      ]),
    )
    .max(500, { error: 'no more than 500 changes in one save.' }),
});

export const summariesQuery = z.object({
  date: isoDate,
  from: isoDate.optional(),
  to: isoDate.optional(),
  employeeIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'must be worker ids separated by commas.' })
    .transform((s) => s.split(',').map(Number))
    .optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  orgUnitId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.coerce.number().int().min(0).default(0),
});

export const bulkBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('addPunches'),
    employeeIds: ids,
    date: isoDate,
    punches: z
      .array(z.object({ type: punchType, time: clockTime }))
      .min(1, { error: 'Enter at least one punch.' })
      .max(8),
    costing,
  }),
  z.object({ action: z.literal('approve'), employeeIds: ids, date: isoDate }),
  z
    .object({ action: z.literal('setEntryState'), employeeIds: ids, from: isoDate, to: isoDate, entryStateId: id.nullable() })
    .refine((b) => b.from <= b.to, { path: ['to'], error: 'must be on or after the first day.' }),
]);
