import { FLAG_NAMES, FLAG_OF_LETTER } from '@punchline/domain';
import { z } from 'zod';
import { defineResource } from './define';

// Manage → Punches (issue 16, SPEC sections 2, 3 and 7): every punch of the organization with its
// source flags, and Manage → Missed Punches: workers' requests for a punch they forgot. Neither is
// in RESOURCES (the generic routes would write punches without the pay period lock, costing rules
// and flags): the definitions drive the console's lists, the server's own routes
// (apps/server/src/punches) answer in the same list shape.

/** The source flag letters a punch can carry (SPEC section 3); card-level ones need the card. */
export const PUNCH_SOURCE_FLAG_LETTERS = ['P', 'A', 'E', 'O', 'T', 'G', 'F', 'C', 'PA', 'star'] as const;

export const punchesResource = defineResource({
  kind: 'punch',
  path: 'punches',
  table: 'punches',
  label: 'Punch',
  labelPlural: 'Punches',
  fields: {
    at: { type: 'instant', label: 'Time', required: true },
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' } },
    type: { type: 'choice', label: 'Type', required: true, choices: ['in', 'out'], choiceLabels: { in: 'In', out: 'Out' } },
    origin: {
      type: 'choice',
      label: 'Source',
      choices: ['clock', 'mobile', 'web', 'added'],
      choiceLabels: { clock: 'Time clock', mobile: 'Mobile', web: 'Web clock', added: 'Added' },
    },
    flags: {
      type: 'choice',
      label: 'Flags',
      choices: PUNCH_SOURCE_FLAG_LETTERS,
      // The filter drawer names each letter (the legend of SPEC section 3).
      choiceLabels: Object.fromEntries(
        PUNCH_SOURCE_FLAG_LETTERS.map((letter) => [
          letter,
          `${letter === 'star' ? '★' : letter} · ${FLAG_NAMES[FLAG_OF_LETTER.get(letter)!]}`,
        ]),
      ),
    },
    deviceId: { type: 'ref', label: 'Device', ref: { kind: 'device', table: 'devices' } },
    departmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    orgUnitId: { type: 'ref', label: 'Org Unit', ref: { kind: 'orgunit', table: 'org_units' } },
    job: { type: 'ref', label: 'Job', ref: { kind: 'job', table: 'jobs' } },
    punchCodeId: { type: 'ref', label: 'Punch Code', ref: { kind: 'punchcode', table: 'punch_codes' } },
    note: { type: 'text', label: 'Note', maxLength: 500, multiline: true },
    flagged: { type: 'bool', label: 'Star' },
  },
  computed: {
    employeeName: { type: 'text', label: 'Worker' },
    deviceName: { type: 'text', label: 'Device' },
    punchCodeName: { type: 'text', label: 'Punch Code' },
    originalAt: { type: 'instant', label: 'Original Time' },
    receivedAt: { type: 'instant', label: 'Received' },
    editedAt: { type: 'instant', label: 'Edited' },
  },
  list: {
    columns: ['at', 'employeeName', 'type', 'flags', 'origin', 'deviceName', 'punchCodeName', 'note', 'editedAt'],
    search: ['note'],
    orderBy: 'at',
    allowAll: true,
  },
  filters: {
    at: { type: 'dateRange', field: 'at', label: 'Date' },
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    departmentId: { type: 'ref', field: 'departmentId', label: 'Department' },
    orgUnitId: { type: 'ref', field: 'orgUnitId', label: 'Org Unit' },
    flags: { type: 'enum', field: 'flags', label: 'Flags' },
    job: { type: 'ref', field: 'job', label: 'Job' },
    deviceId: { type: 'ref', field: 'deviceId', label: 'Device' },
  },
  access: { read: 'edit_punches', write: 'edit_punches' },
});

const id = z.number().int().positive();
const costingId = id.nullable().optional();

/** What the punch is worked on (SPEC section 3 Costing selection). */
export const punchCostingSchema = z.object({
  jobLabel: costingId,
  jobCategory: costingId,
  job: costingId,
  jobPhase: costingId,
  costCode: costingId,
  costingIsPartial: z.boolean().optional(),
});

const attributes = {
  costing: punchCostingSchema.nullable().optional(),
  punchCodeId: id.nullable().optional(),
  note: z.string().max(500).nullable().optional(),
  /** Values keyed by custom field id (fields that apply to punches); null clears one. */
  customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  flagged: z.boolean().optional(),
};

/** POST punches: a punch an administrator adds (flag A). `at` is ISO 8601 with an offset. */
export const punchCreateSchema = z.object({
  employeeId: id,
  type: z.enum(['in', 'out']),
  at: z.iso.datetime({ offset: true }),
  ...attributes,
});

/** PUT punches/{id}: what changes (absent: unchanged), with the version it was based on. */
export const punchUpdateSchema = z.object({
  type: z.enum(['in', 'out']).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
  ...attributes,
  version: z.number().int().nonnegative().optional(),
});

/** What the console's punch form sends: POST's body (with employeeId) or PUT's (with version). */
export type PunchInput = z.input<typeof punchUpdateSchema> & Partial<Pick<z.input<typeof punchCreateSchema>, 'employeeId'>>;

export const PUNCH_BULK_ACTIONS = ['delete', 'flag', 'unflag'] as const;

/** POST punches/bulk-action: all or none. */
export const punchBulkBodySchema = z.object({
  itemIds: z.array(id).min(1).max(500),
  actionData: z.object({ action: z.enum(PUNCH_BULK_ACTIONS) }),
});

export const missedPunchesResource = defineResource({
  kind: 'missedpunch',
  path: 'missed-punches',
  table: 'missed_punch_requests',
  label: 'Missed Punch Request',
  labelPlural: 'Missed Punches',
  fields: {
    at: { type: 'instant', label: 'Time', required: true },
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' } },
    type: { type: 'choice', label: 'Type', required: true, choices: ['in', 'out'], choiceLabels: { in: 'In', out: 'Out' } },
    state: {
      type: 'choice',
      label: 'State',
      choices: ['pending', 'approved', 'rejected'],
      choiceLabels: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    },
    note: { type: 'text', label: 'Note' },
    decisionNote: { type: 'text', label: 'Decision Note' },
    decidedAt: { type: 'instant', label: 'Decided' },
  },
  computed: {
    employeeName: { type: 'text', label: 'Worker' },
    decidedByName: { type: 'text', label: 'Decided By' },
    createdAt: { type: 'instant', label: 'Requested' },
  },
  list: {
    columns: ['state', 'employeeName', 'at', 'type', 'note', 'createdAt', 'decidedByName', 'decisionNote'],
    search: ['note'],
    orderBy: 'at',
    allowAll: true,
  },
  filters: {
    at: { type: 'dateRange', field: 'at', label: 'Date' },
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    state: { type: 'enum', field: 'state', label: 'State' },
  },
  access: { read: 'edit_punches', write: 'edit_punches' },
});

export const MISSED_PUNCH_DECISIONS = ['approve', 'reject', 'resolve'] as const;

/** POST missed-punches/{id}/{approve|reject|resolve}: an optional note for the worker. */
export const missedPunchDecisionSchema = z
  .object({ note: z.string().max(500).nullable().optional(), version: z.number().int().nonnegative().optional() })
  .optional();

/** POST missed-punches/bulk-action: all or none. */
export const missedPunchBulkBodySchema = z.object({
  itemIds: z.array(id).min(1).max(500),
  actionData: z.object({ action: z.enum(MISSED_PUNCH_DECISIONS), note: z.string().max(500).nullable().optional() }),
});
