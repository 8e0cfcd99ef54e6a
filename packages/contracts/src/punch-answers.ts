import { z } from 'zod';
import { pageOf } from './list-answer';

// What the punch calls answer (apps/server/src/punches, SPEC section 7 Punches): a punch as the
// list, one punch and the writes give it. Each key is one the server sends: a response schema
// also serializes the answer.

const nullableId = z.number().nullable();
const personNames = {
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  displayName: z.string().nullable(),
};

/** A punch: the stored facts, the worker's and device's names, the letters of its source flags. */
export const punchRecordSchema = z.object({
  id: z.number(),
  version: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  employee: z.object({ id: z.number(), ...personNames, name: z.string() }),
  type: z.enum(['in', 'out']),
  at: z.string().describe('ISO 8601 UTC.'),
  originalAt: z.string(),
  receivedAt: z.string(),
  origin: z.enum(['clock', 'mobile', 'web', 'added']),
  deviceId: nullableId,
  deviceName: z.string().nullable(),
  device: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  flags: z.array(z.string()).describe('Source flag letters (P, A, E, O, T, G, F, C, PA, star) in the SPEC table order.'),
  flagged: z.boolean(),
  costing: z.object({
    jobLabel: nullableId,
    jobCategory: nullableId,
    job: nullableId,
    jobPhase: nullableId,
    costCode: nullableId,
    costingIsPartial: z.boolean(),
  }),
  punchCodeId: nullableId,
  punchCodeName: z.string().nullable(),
  note: z.string().nullable(),
  customFields: z.looseObject({}).describe('Values keyed by custom field id.'),
  location: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() }).nullable(),
  editedBy: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  editedAt: z.string().nullable(),
});
export type PunchRecord = z.infer<typeof punchRecordSchema>;

export const punchRecordAnswerSchema = z.object({ result: punchRecordSchema });
/** GET punches: newest first; `cursor` only when more follow. POST punches/bulk-action answers the changed ones (none after delete). */
export const punchListAnswerSchema = pageOf(punchRecordSchema);

/** A missed punch request as Manage → Missed Punches shows it. */
export const missedPunchRecordSchema = z.object({
  id: z.number(),
  version: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  at: z.string(),
  type: z.enum(['in', 'out']),
  note: z.string().nullable(),
  costing: z.record(z.string(), z.unknown()).nullable(),
  state: z.enum(['pending', 'approved', 'rejected']),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  punchId: z.number().nullable(),
  createdAt: z.string(),
});
export type MissedPunchRecord = z.infer<typeof missedPunchRecordSchema>;
export const missedPunchRecordAnswerSchema = z.object({ result: missedPunchRecordSchema });
/** GET missed-punches (pending first; `cursor` only when more follow) and POST missed-punches/bulk-action. */
export const missedPunchListAnswerSchema = pageOf(missedPunchRecordSchema);
