import { FACE_STATUS_LABELS } from '@punchline/domain';
import { z } from 'zod';
import { defineResource } from './define';

// Manage → Clock Logs (issue 16, SPEC sections 2, 3 and 7): every attempt a clock made, accepted
// or refused. Written by the device API only, so the definition drives the list (columns,
// filters) and not a form; it is not in RESOURCES, whose generic routes would offer create,
// update and delete. The server's own routes (apps/server/src/clocklogs) answer in the same
// list shape.

// The face recognition outcomes and their texts: FACE_STATUS_LABELS in the domain's constants.
export const FACE_STATUSES = Object.keys(FACE_STATUS_LABELS) as (keyof typeof FACE_STATUS_LABELS)[];

/** Fields only organizations with the face feature see. */
export const CLOCK_LOG_FACE_FIELDS = ['faceStatus', 'faceScore', 'faceLiveness', 'faceLogId'] as const;

export const clockLogsResource = defineResource({
  kind: 'clocklog',
  path: 'clocklogs',
  table: 'clock_logs',
  label: 'Clock Log',
  labelPlural: 'Clock Logs',
  fields: {
    at: { type: 'instant', label: 'Time', required: true },
    employeeId: { type: 'ref', label: 'Worker', ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    deviceId: { type: 'ref', label: 'Device', ref: { kind: 'device', table: 'devices' }, column: 'device_id' },
    type: {
      type: 'choice',
      label: 'Type',
      required: true,
      choices: ['in', 'out', 'auto'],
      choiceLabels: { in: 'In', out: 'Out', auto: 'Auto' },
    },
    method: {
      type: 'choice',
      label: 'Method',
      required: true,
      choices: ['pin', 'nfc', 'qr', 'face', 'personal', 'web', 'manager'],
      choiceLabels: {
        pin: 'PIN',
        nfc: 'NFC tag',
        qr: 'QR badge',
        face: 'Face',
        personal: 'Personal clock',
        web: 'Web',
        manager: 'Manager',
      },
    },
    outcome: {
      type: 'choice',
      label: 'Outcome',
      required: true,
      choices: ['accepted', 'refused'],
      choiceLabels: { accepted: 'Accepted', refused: 'Refused' },
    },
    refusal: { type: 'text', label: 'Refusal' },
    faceStatus: { type: 'choice', label: 'Face Status', choices: FACE_STATUSES, choiceLabels: FACE_STATUS_LABELS },
    faceScore: { type: 'number', label: 'Face Score' },
    faceLiveness: { type: 'number', label: 'Liveness' },
    latitude: { type: 'number', label: 'Latitude' },
    longitude: { type: 'number', label: 'Longitude' },
    accuracyM: { type: 'number', label: 'Accuracy (m)' },
    offline: { type: 'bool', label: 'Offline' },
    tampered: { type: 'bool', label: 'Tampered' },
    punchId: { type: 'integer', label: 'Punch' },
    decision: {
      type: 'choice',
      label: 'Decision',
      choices: ['approved', 'rejected'],
      choiceLabels: { approved: 'Approved', rejected: 'Rejected' },
    },
    decidedAt: { type: 'instant', label: 'Decided' },
  },
  computed: {
    employeeName: { type: 'text', label: 'Worker' },
    deviceName: { type: 'text', label: 'Device' },
    /** The face photo's id: GET clocklogs/face-photos/{faceLogId}. */
    faceLogId: { type: 'text', label: 'Face Photo' },
  },
  list: {
    columns: ['at', 'employeeName', 'deviceName', 'type', 'outcome', 'refusal', 'faceStatus', 'faceScore', 'decision'],
    search: ['refusal'],
    orderBy: 'at',
    allowAll: true,
  },
  filters: {
    at: { type: 'dateRange', field: 'at', label: 'Date' },
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    deviceId: { type: 'ref', field: 'deviceId', label: 'Device' },
    outcome: { type: 'enum', field: 'outcome', label: 'Outcome' },
    faceStatus: { type: 'enum', field: 'faceStatus', label: 'Face Status' },
    decision: { type: 'enum', field: 'decision', label: 'Decision' },
  },
  access: { read: 'manage_clock_logs', write: 'manage_clock_logs' },
});

export const CLOCK_LOG_DECISIONS = ['approve', 'reject'] as const;
export type ClockLogDecision = (typeof CLOCK_LOG_DECISIONS)[number];

/** POST clocklogs/{id}/{decision}: `employee` names the worker of an unrecognised face. */
export const clockLogDecisionBodySchema = z
  .object({ employee: z.number().int().positive().nullable().optional(), version: z.number().int().nonnegative().optional() })
  .optional();

const costingId = z.number().int().positive().nullable().optional();
/** The Costing selection of the convert dialog (SPEC section 3). */
export const convertCostingSchema = z.object({ job: costingId, jobCategory: costingId, jobPhase: costingId, costCode: costingId });
export type ConvertCosting = z.infer<typeof convertCostingSchema>;

/** POST clocklogs/{id}/attach-punch/{punch}/{type}: the body repeats the path, as SPEC section 7 has it. */
export const attachPunchBodySchema = z.object({
  clockLogId: z.number().int().positive(),
  punch: z.union([z.number().int().positive(), z.literal('new')]),
  type: z.enum(['in', 'out']),
  costing: convertCostingSchema.optional(),
});
export type AttachPunchBody = z.infer<typeof attachPunchBodySchema>;

/** POST clocklogs/bulk-action. */
export const clockLogBulkBodySchema = z.object({
  itemIds: z.array(z.number().int().positive()).min(1).max(500),
  actionData: z.object({ action: z.enum(CLOCK_LOG_DECISIONS) }),
});
