import { formatsSettings, INVALID_CHOICE, type Fields } from '@punchline/contracts';
import type { CostingSelection, FormatPreferences } from '@punchline/domain';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { getSettings } from '../resources/settings.service';
import { createWith, deleteWith, updateWith, type RecordKind, type WriteCall } from '../resources/write-core';
import { selectPunches, punchToApi, type ApiPunch, type PunchRecord } from './punch-api';
import { customFieldErrors, keptCustomFields, punchCodeErrors } from './punch-attributes';
import { costingErrors, selectionOf, storedCosting } from './punch-costing';
import { payPeriodLock } from './punch-periods';
import { insertPunch, markPunchDeleted, updatePunch, type AddedPunchColumns } from './punch-store';
import { emitWebhookEvent } from '../webhooks/emit';

// The one way an administrator's change reaches the punches table (the punch form, the card editor,
// bulk actions, missed-punch approvals, clock logs made punches), through the write core
// (resources/write-core.ts): version, the pay period lock (old and new instants), the checks of
// what the punch carries, the audit trail (associated with the worker). The original instant of an
// edited punch is kept (flag E), an added one is marked (flag A). The statements are punch-store.ts's.

export const PUNCH_NOT_FOUND = 'This punch no longer exists. Reload the list and try again.';

/** What a new punch is made of. */
export type PunchValues = {
  employeeId: number;
  type: 'in' | 'out';
  at: Date;
  costing?: CostingSelection | null;
  punchCodeId?: number | null;
  note?: string | null;
  customFields?: Record<string, unknown>;
  flagged?: boolean;
  /** What a clock recorded, for a clock log's attempt made a punch (clocklogs/attempt-punch.ts). */
  source?: ClockSource;
};

/** The clock's record of an attempt a supervisor makes a punch: written with the punch, in its one insert. */
export type ClockSource = {
  receivedAt: Date;
  deviceId: number | null;
  attempted: boolean;
  face: 'ok' | 'failed' | null;
  geo: 'inside' | 'outside' | 'unknown' | null;
  offline: boolean;
  tampered: boolean;
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  punchCodeId: number | null;
};

/** What an edit may change (absent: unchanged); the worker of a punch never changes. */
export type PunchChanges = Partial<Omit<PunchValues, 'employeeId'>>;

const AUDIT_FIELDS: Fields = {
  at: { type: 'instant', label: 'Time' },
  type: { type: 'text', label: 'Type' },
  costing: { type: 'valueMap', label: 'Costing' },
  punchCodeId: { type: 'integer', label: 'Punch Code' },
  note: { type: 'text', label: 'Note' },
  customFields: { type: 'valueMap', label: 'Custom Fields' },
  flagged: { type: 'bool', label: 'Flagged' },
};

const epoch = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/**
 * The instant a punch is stored at: whole seconds (floored), as the engine counts them. Clocks
 * and browsers send milliseconds (toISOString()); a stored fraction would show as a different
 * second in every place that reads it.
 */
export const wholeSecond = (d: Date): Date => new Date(Math.floor(d.getTime() / 1000) * 1000);

const auditRow = (p: ApiPunch) => ({
  at: p.at,
  type: p.type,
  costing: storedCosting(p.costing),
  punchCodeId: p.punchCodeId,
  note: p.note,
  customFields: p.customFields,
  flagged: p.flagged,
});

const prefsOf = (trx: TenantTx, orgId: number) =>
  getSettings(trx, formatsSettings, orgId) as Promise<unknown> as Promise<FormatPreferences>;

async function stored(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<PunchRecord | undefined> {
  const query = selectPunches(trx, orgId).where('p.id', '=', id);
  return (lock ? query.forUpdate('p') : query).executeTakeFirst();
}

/** The punch in the API shape, or undefined when deleted or out of the caller's sight. */
async function readOrNot(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<ApiPunch | undefined> {
  const [row, prefs] = await Promise.all([stored(trx, orgId, id, lock), prefsOf(trx, orgId)]);
  return row && punchToApi(row, prefs);
}

/** The punch in the API shape (404 when deleted or out of the caller's sight). */
export async function readPunch(trx: TenantTx, orgId: number, id: number): Promise<ApiPunch> {
  const punch = await readOrNot(trx, orgId, id, false);
  if (!punch) throw ApiError.notFound(PUNCH_NOT_FOUND);
  return punch;
}

/** Punches for the write core: audited with the worker. */
const PUNCH: RecordKind<ApiPunch> = {
  kind: 'punch',
  fields: AUDIT_FIELDS,
  notFound: PUNCH_NOT_FOUND,
  read: ({ trx, orgId }, id, lock) => readOrNot(trx, orgId, id, lock),
  trail: auditRow,
  associated: (before, after) => [{ kind: 'employee', id: (before ?? after)!.employeeId }],
};

/** The field errors of the values (nothing is written when there are any). */
async function fieldErrors(trx: TenantTx, orgId: number, v: PunchValues, before?: ApiPunch): Promise<Record<string, string[]>> {
  const employeeId = v.employeeId;
  const selection = v.costing ?? selectionOf(null);
  const costingChanged =
    !before || JSON.stringify(storedCosting(before.costing)) !== JSON.stringify(storedCosting(selection)) || before.type !== v.type;
  return {
    ...(costingChanged ? await costingErrors(trx, orgId, { employeeId, selection, requiredValidation: v.type === 'in' }) : {}),
    ...(before && before.punchCodeId === v.punchCodeId && before.type === v.type
      ? {}
      : await punchCodeErrors(trx, orgId, v.punchCodeId, v.type)),
    ...(await customFieldErrors(trx, orgId, v.customFields, before?.customFields as Record<string, unknown> | undefined)),
  };
}

const costingColumn = (v: PunchValues) => {
  const costing = v.costing ? storedCosting(v.costing) : null;
  return costing ? JSON.stringify(costing) : null;
};

/** The columns of an added punch, with what its clock recorded when it was an attempt. */
function addedColumns(orgId: number, actor: Actor, v: PunchValues): AddedPunchColumns {
  const s = v.source;
  return {
    org_id: orgId,
    employee_id: v.employeeId,
    type: v.type,
    at: v.at,
    original_at: v.at,
    // Nothing was sent late: an administrator's punch is "received" at its own instant, else
    // every punch added for yesterday would show O (offline) beside A.
    received_at: s?.receivedAt ?? v.at,
    origin: 'added',
    costing: costingColumn(v),
    note: v.note ?? null,
    custom_fields: JSON.stringify(keptCustomFields(v.customFields ?? {})),
    flagged: v.flagged ?? false,
    // A clock log's punch keeps the punch code its attempt was made with.
    punch_code_id: s ? s.punchCodeId : (v.punchCodeId ?? null),
    created_by: actor.id,
    pay_class_id: null,
    deleted_at: null,
    device_id: s?.deviceId ?? null,
    edited_by: null,
    face: s?.face ?? null,
    geo: s?.geo ?? null,
    cred: null,
    latitude: s?.latitude ?? null,
    longitude: s?.longitude ?? null,
    accuracy_m: s?.accuracyM ?? null,
    entry_state_id: null,
    // PA: the clock refused the attempt; the supervisor made it a punch anyway.
    ...(s ? { offline: s.offline, tampered: s.tampered, attempted: s.attempted } : {}),
  };
}

export async function addPunch(trx: TenantTx, orgId: number, actor: Actor, values: PunchValues): Promise<ApiPunch> {
  const v = { ...values, at: wholeSecond(values.at) };
  const worker = await trx
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', v.employeeId)
    .executeTakeFirst();
  if (!worker) throw ApiError.fields({ employeeId: [INVALID_CHOICE] });
  const punch = await createWith({ trx, orgId, actor }, PUNCH, v, {
    lockedBy: payPeriodLock(trx, orgId, (next: PunchValues | null) => [epoch(next!.at)]),
    check: (next) => fieldErrors(trx, orgId, next),
    insert: async (next) => readPunch(trx, orgId, await insertPunch(trx, addedColumns(orgId, actor, next))),
  });
  await emitWebhookEvent(trx, orgId, 'punch.created', {
    punchId: punch.id,
    employeeId: punch.employeeId,
    type: punch.type,
    at: punch.at,
    origin: 'added',
  });
  return punch;
}

export async function editPunch(
  trx: TenantTx,
  orgId: number,
  actor: Actor,
  id: number,
  c: PunchChanges,
  version?: number,
): Promise<ApiPunch> {
  const call: WriteCall = { trx, orgId, actor };
  return updateWith(
    call,
    PUNCH,
    { id, version },
    {
      plan: (before): PunchValues => ({
        employeeId: before.employeeId,
        type: c.type ?? before.type,
        at: wholeSecond(c.at ?? new Date(before.at)),
        costing: c.costing === undefined ? before.costing : c.costing,
        punchCodeId: c.punchCodeId === undefined ? before.punchCodeId : c.punchCodeId,
        note: c.note === undefined ? before.note : c.note,
        customFields:
          c.customFields === undefined
            ? (before.customFields as Record<string, unknown>)
            : { ...(before.customFields as object), ...c.customFields },
        flagged: c.flagged ?? before.flagged,
      }),
      lockedBy: payPeriodLock(trx, orgId, (next: PunchValues | null, before: ApiPunch | null) => [epoch(before!.at), epoch(next!.at)]),
      check: (next, before) => fieldErrors(trx, orgId, next, before!),
      write: async (next) => {
        await updatePunch(trx, orgId, id, {
          at: next.at,
          type: next.type,
          costing: costingColumn(next),
          punch_code_id: next.punchCodeId ?? null,
          note: next.note ?? null,
          custom_fields: JSON.stringify(keptCustomFields(next.customFields ?? {})),
          flagged: next.flagged ?? false,
          edited_by: actor.id,
        });
        return readPunch(trx, orgId, id);
      },
    },
  );
}

/** A deleted punch is kept (deleted_at) and left out of lists and cards. */
export async function deletePunch(trx: TenantTx, orgId: number, actor: Actor, id: number, version?: number): Promise<void> {
  await deleteWith(
    { trx, orgId, actor },
    PUNCH,
    { id, version },
    {
      lockedBy: payPeriodLock(trx, orgId, (_next: null, before: ApiPunch | null) => [epoch(before!.at)]),
      remove: (before) => markPunchDeleted(trx, orgId, before.id, actor.id),
    },
  );
}
