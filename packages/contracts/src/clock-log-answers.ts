import { z } from 'zod';
import { pageOf } from './list-answer';

// What the clock log and dashboard calls answer (SPEC sections 3 and 7): the list's rows, one log,
// its Convert-to-punch data, the Decision response and the face failure the dashboard browses.
// Each key is one the server sends: a response schema also serializes the answer.

/** A face match of a log (SPEC section 3 Face matches): the worker, their name and the score. */
export const faceMatchSchema = z.object({ userId: z.number(), userName: z.string(), score: z.number() });
export type FaceMatch = z.infer<typeof faceMatchSchema>;

/** A log as the list answers it (clockLogsResource's fields and computed columns; face parts null without the face feature). */
export const clockLogRowSchema = z.object({
  id: z.number(),
  version: z.number(),
  at: z.string().describe('ISO 8601 UTC.'),
  employeeId: z.number().nullable(),
  deviceId: z.number().nullable(),
  type: z.enum(['in', 'out', 'auto']),
  method: z.enum(['pin', 'nfc', 'qr', 'face', 'personal', 'web', 'manager']),
  outcome: z.enum(['accepted', 'refused']),
  refusal: z.string().nullable(),
  faceStatus: z.string().nullable().describe('Null without the face feature.'),
  faceScore: z.number().nullable(),
  faceLiveness: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyM: z.number().nullable(),
  offline: z.boolean(),
  tampered: z.boolean(),
  punchId: z.number().nullable(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  decidedAt: z.string().nullable(),
  deviceName: z.string().nullable(),
  faceLogId: z.string().nullable().describe('The face photo: GET clocklogs/face-photos/{faceLogId}.'),
  employeeName: z.string().nullable(),
});
export type ClockLogRow = z.infer<typeof clockLogRowSchema>;

/** GET clocklogs: newest first; `cursor` only when more follow. */
export const clockLogListAnswerSchema = pageOf(clockLogRowSchema);
/** POST clocklogs/bulk-action: the decided logs as the list shows them. */
export const clockLogBulkAnswerSchema = pageOf(clockLogRowSchema);

/** GET clocklogs/{id}: the list's row plus what the detail view shows. */
export const clockLogRecordSchema = clockLogRowSchema.extend({
  faceMatches: z.array(faceMatchSchema),
  costing: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The costing the attempt carried (job, jobCategory, jobPhase, costCode ids).'),
  refusalCode: z.string().nullable(),
  geo: z.enum(['inside', 'outside', 'unknown']).nullable(),
  photoNote: z.string().nullable().describe('Why a photo the clock sent was not kept.'),
});
export const clockLogRecordAnswerSchema = z.object({ result: clockLogRecordSchema });
export type ClockLogRecord = z.infer<typeof clockLogRecordSchema>;

/** One in/out pair of the Convert-to-punch data (SPEC section 3); instants are ISO 8601 UTC. */
export const convertPairSchema = z.object({
  id: z.number(),
  inDt: z.string().nullable(),
  outDt: z.string().nullable(),
  inEligible: z.boolean(),
  outEligible: z.boolean(),
});
export type ConvertPairData = z.infer<typeof convertPairSchema>;

const costingIds = {
  job: z.number().nullable(),
  jobCategory: z.number().nullable(),
  jobPhase: z.number().nullable(),
  costCode: z.number().nullable(),
};

/** Convert-to-punch data (SPEC section 3), plus whether the log may still become a punch. */
export const shiftDataSchema = z.object({
  clockLogId: z.number(),
  at: z.string().describe("The attempt's instant, ISO 8601 UTC."),
  type: z.enum(['in', 'out']).nullable().describe('What the clock recorded the attempt as (null: not known).'),
  date: z.string(),
  timezone: z.string(),
  worker: z.number().nullable(),
  employeeName: z.string().nullable(),
  deviceOrgUnit: z.number().nullable(),
  department: z.number().nullable(),
  userLabels: z.array(z.number()),
  ...costingIds,
  punches: z.array(convertPairSchema),
  mayConvertToPunch: z.boolean(),
});
export type ShiftData = z.infer<typeof shiftDataSchema>;
export const shiftDataAnswerSchema = z.object({ result: shiftDataSchema });
/** POST clocklogs/{id}/attach-punch/{punch}/{type}. */
export const attachPunchAnswerSchema = z.object({ result: z.object({ punchId: z.number(), shiftData: shiftDataSchema }) });

/** SPEC section 3 Face failure, plus `at` (the exact instant the dashboard panel browses from). */
export const faceFailureSchema = z.object({
  clockLogId: z.number(),
  date: z.string().describe('Local date-time of the clock, to the minute.'),
  at: z.string(),
  timezone: z.string(),
  punchType: z.enum(['in', 'out', 'auto']),
  faceLogId: z.string().nullable(),
  faceMode: z.enum(['identify', 'verify']),
  clockOrgUnit: z.number().nullable(),
  clockName: z.string().nullable(),
  employee: z.number().nullable(),
  employeeFirstName: z.string().nullable(),
  employeeLastName: z.string().nullable(),
  employeeAvatar: z.string().nullable(),
  employeeUserId: z.number().nullable().describe('The worker’s console user, when they have one (their own face needs edit_self).'),
  faceStatus: z.string(),
  multipleMatches: z.array(faceMatchSchema),
  ...costingIds,
});
export type FaceFailure = z.infer<typeof faceFailureSchema>;

const named = z.object({ id: z.number(), name: z.string() });
/** The Decision response (SPEC section 3): convert data, the worker's department and labels, the next face failure. */
export const decisionResponseSchema = z.object({
  shiftData: shiftDataSchema,
  department: named.nullable(),
  labels: z.array(named),
  faceFailure: faceFailureSchema.nullable(),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
