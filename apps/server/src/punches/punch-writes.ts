import { formatsSettings, INVALID_CHOICE, type Fields } from '@punchline/contracts';
import type { CostingSelection, FormatPreferences } from '@punchline/domain';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { getSettings } from '../resources/settings.service';
import { assertVersion } from '../resources/version';
import { timecardTables } from '../timecards/timecard-tables';
import { selectPunches, punchToApi, type ApiPunch, type PunchRecord } from './punch-api';
import { customFieldErrors, keptCustomFields, punchCodeErrors } from './punch-attributes';
import { costingErrors, selectionOf, storedCosting } from './punch-costing';
import { assertPeriodsOpen } from './punch-periods';

// The one way an administrator's change reaches the punches table (the punch form, bulk actions,
// missed-punch approvals). Each write asks the pay period lock first (old and new instants), checks
// what the punch carries, keeps the original instant of an edited punch (flag E), marks an added one
// (flag A), and writes the audit trail (associated with the worker) in the same transaction.

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

async function stored(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<PunchRecord> {
  const query = selectPunches(trx, orgId).where('p.id', '=', id);
  const row = await (lock ? query.forUpdate('p') : query).executeTakeFirst();
  if (!row) throw ApiError.notFound(PUNCH_NOT_FOUND);
  return row;
}

/** The punch in the API shape (404 when deleted or out of the caller's sight). */
export async function readPunch(trx: TenantTx, orgId: number, id: number): Promise<ApiPunch> {
  const [row, prefs] = await Promise.all([stored(trx, orgId, id, false), prefsOf(trx, orgId)]);
  return punchToApi(row, prefs);
}

/** Refuses with every field error of the values at once (nothing is written). */
async function assertValid(trx: TenantTx, orgId: number, employeeId: number, v: PunchValues, before?: ApiPunch): Promise<void> {
  const selection = v.costing ?? selectionOf(null);
  const costingChanged =
    !before || JSON.stringify(storedCosting(before.costing)) !== JSON.stringify(storedCosting(selection)) || before.type !== v.type;
  const errors: Record<string, string[]> = {
    ...(costingChanged ? await costingErrors(trx, orgId, { employeeId, selection, requiredValidation: v.type === 'in' }) : {}),
    ...(before && before.punchCodeId === v.punchCodeId && before.type === v.type
      ? {}
      : await punchCodeErrors(trx, orgId, v.punchCodeId, v.type)),
    ...(await customFieldErrors(trx, orgId, v.customFields, before?.customFields as Record<string, unknown> | undefined)),
  };
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
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
  await assertPeriodsOpen(trx, orgId, [epoch(v.at)]);
  await assertValid(trx, orgId, v.employeeId, v);
  const costing = v.costing ? storedCosting(v.costing) : null;
  const row = await timecardTables(trx)
    .insertInto('punches')
    .values({
      org_id: orgId,
      employee_id: v.employeeId,
      type: v.type,
      at: v.at,
      original_at: v.at,
      // Nothing was sent late: an administrator's punch is "received" at its own instant, else
      // every punch added for yesterday would show O (offline) beside A.
      received_at: v.at,
      origin: 'added',
      costing: costing ? JSON.stringify(costing) : null,
      note: v.note ?? null,
      custom_fields: JSON.stringify(keptCustomFields(v.customFields ?? {})),
      flagged: v.flagged ?? false,
      punch_code_id: v.punchCodeId ?? null,
      created_by: actor.id,
      pay_class_id: null,
      deleted_at: null,
      device_id: null,
      clock_log_id: null,
      edited_by: null,
      face: null,
      geo: null,
      cred: null,
      latitude: null,
      longitude: null,
      accuracy_m: null,
      entry_state_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const punch = await readPunch(trx, orgId, Number(row.id));
  await recordAudit(trx, {
    orgId,
    actor,
    action: 'create',
    kind: 'punch',
    recordId: punch.id,
    fields: AUDIT_FIELDS,
    before: null,
    after: auditRow(punch),
    associated: [{ kind: 'employee', id: v.employeeId }],
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
  const [row, prefs] = await Promise.all([stored(trx, orgId, id, true), prefsOf(trx, orgId)]);
  assertVersion(row.version, version);
  const before = punchToApi(row, prefs);
  const at = wholeSecond(c.at ?? new Date(before.at));
  await assertPeriodsOpen(trx, orgId, [epoch(before.at), epoch(at)]);
  const next: PunchValues = {
    employeeId: before.employeeId,
    type: c.type ?? before.type,
    at,
    costing: c.costing === undefined ? before.costing : c.costing,
    punchCodeId: c.punchCodeId === undefined ? before.punchCodeId : c.punchCodeId,
    note: c.note === undefined ? before.note : c.note,
    customFields:
      c.customFields === undefined
        ? (before.customFields as Record<string, unknown>)
        : { ...(before.customFields as object), ...c.customFields },
    flagged: c.flagged ?? before.flagged,
  };
  await assertValid(trx, orgId, before.employeeId, next, before);
  const costing = next.costing ? storedCosting(next.costing) : null;
  // original_at is never written: a changed instant shows as edited (E) against it.
  await timecardTables(trx)
    .updateTable('punches')
    .set((eb) => ({
      at,
      type: next.type,
      costing: costing ? JSON.stringify(costing) : null,
      punch_code_id: next.punchCodeId ?? null,
      note: next.note ?? null,
      custom_fields: JSON.stringify(keptCustomFields(next.customFields ?? {})),
      flagged: next.flagged ?? false,
      edited_by: actor.id,
      edited_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  const after = await readPunch(trx, orgId, id);
  await recordAudit(trx, {
    orgId,
    actor,
    action: 'update',
    kind: 'punch',
    recordId: id,
    fields: AUDIT_FIELDS,
    before: auditRow(before),
    after: auditRow(after),
    associated: [{ kind: 'employee', id: before.employeeId }],
  });
  return after;
}

/** A deleted punch is kept (deleted_at) and left out of lists and cards. */
export async function deletePunch(trx: TenantTx, orgId: number, actor: Actor, id: number, version?: number): Promise<void> {
  const [row, prefs] = await Promise.all([stored(trx, orgId, id, true), prefsOf(trx, orgId)]);
  assertVersion(row.version, version);
  const before = punchToApi(row, prefs);
  await assertPeriodsOpen(trx, orgId, [epoch(before.at)]);
  await timecardTables(trx)
    .updateTable('punches')
    .set((eb) => ({ deleted_at: new Date(), edited_by: actor.id, edited_at: new Date(), version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, {
    orgId,
    actor,
    action: 'delete',
    kind: 'punch',
    recordId: id,
    fields: AUDIT_FIELDS,
    before: auditRow(before),
    after: null,
    associated: [{ kind: 'employee', id: before.employeeId }],
  });
}
