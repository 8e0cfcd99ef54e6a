import type { Fields, PublishedShift, ShiftBreak, ShiftCreate, ShiftUpdate } from '@punchline/contracts';
import { localDateOf, MAX_SHIFT_SECONDS } from '@punchline/domain';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { costingErrors, selectionOf } from '../punches/punch-costing';
import { createWith, deleteWith, updateWith, type RecordKind } from '../resources/write-core';
import { draftState, SHIFT_COLUMNS, type ShiftDbRow } from './shift-model';
import { assertNoOverlap } from '../schedule-claims/claim-overlap';

// Writing a shift's draft (issue 19): every path that creates, changes, copies or deletes one
// comes here, so the rules hold everywhere: a span of at most 24 hours, breaks inside it,
// references of the organization, costing open to the worker, no overlap with the worker's other
// shifts, the version the caller saw. The write core (resources/write-core.ts) runs them in its
// order and writes the audit row. Workers see none of it until it is published.

// SPEC section 5's message for a value outside its choices.
const NOT_VALID = 'This selection is not valid.';

export const SHIFT_NOT_FOUND = 'This shift no longer exists. Reload the schedule and try again.';

const AUDIT_FIELDS: Fields = {
  employeeId: { type: 'ref', label: 'Worker' },
  start: { type: 'instant', label: 'Start' },
  end: { type: 'instant', label: 'End' },
  workDate: { type: 'date', label: 'Date' },
  orgUnitId: { type: 'ref', label: 'Org Unit' },
  departmentId: { type: 'ref', label: 'Department' },
  costing: { type: 'text', label: 'Costing' },
  shiftClassId: { type: 'ref', label: 'Shift Class' },
  breaks: { type: 'text', label: 'Breaks' },
  note: { type: 'text', label: 'Note' },
};

export type ShiftValues = Omit<PublishedShift, 'workDate'> & { teamId: number | null };

const REFERENCES = [
  ['orgUnitId', 'org_units'],
  ['departmentId', 'departments'],
  ['shiftClassId', 'shift_classes'],
  ['teamId', 'teams'],
] as const;

async function readOrNot(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<ShiftDbRow | undefined> {
  const { rows } = await sql<ShiftDbRow>`select ${SHIFT_COLUMNS} from shifts s where s.org_id = ${orgId} and s.id = ${id}
    ${lock ? sql`for update` : sql``}`.execute(trx);
  return rows[0];
}

async function readRow(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<ShiftDbRow> {
  const row = await readOrNot(trx, orgId, id, lock);
  if (!row) throw ApiError.notFound(SHIFT_NOT_FOUND);
  return row;
}

export const readShiftRow = (trx: TenantTx, orgId: number, id: number) => readRow(trx, orgId, id, false);

/** Shifts for the write core: audited as their draft, with their worker (before and after). */
const SHIFT: RecordKind<ShiftDbRow> = {
  kind: 'shift',
  fields: AUDIT_FIELDS,
  notFound: SHIFT_NOT_FOUND,
  read: ({ trx, orgId }, id, lock) => readOrNot(trx, orgId, id, lock),
  trail: draftState,
  associated: (before, after) => associated(before?.employee_id ?? null, after?.employee_id ?? null),
};

/** The field errors of a shift's values (empty when they may be saved). */
async function fieldErrors(trx: TenantTx, orgId: number, v: ShiftValues): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const span = (Date.parse(v.end) - Date.parse(v.start)) / 1000;
  if (span <= 0) errors.end = ['must be after the start.'];
  else if (span > MAX_SHIFT_SECONDS) errors.end = ['A shift can be at most 24 hours long.'];
  if (v.breaks.some((b: ShiftBreak) => (b.startMinute + b.durationMinutes) * 60 > span)) {
    errors.breaks = ['A break must lie within the shift.'];
  }
  if (v.employeeId !== null) {
    const { rows } = await sql`select 1 from employees where org_id = ${orgId} and id = ${v.employeeId} and active`.execute(trx);
    if (rows.length === 0) errors.employeeId = [NOT_VALID];
  }
  for (const [field, table] of REFERENCES) {
    const id = v[field];
    if (id === null) continue;
    const { rows } = await sql`select 1 from ${sql.table(table)} where org_id = ${orgId} and id = ${id}`.execute(trx);
    if (rows.length === 0) errors[field] = [NOT_VALID];
  }
  if (v.costing && v.employeeId !== null && !errors.employeeId) {
    // A schedule need not name a job; what it names must be open to the worker.
    const costing = await costingErrors(trx, orgId, {
      employeeId: v.employeeId,
      selection: selectionOf(v.costing),
      requiredValidation: false,
    });
    if (Object.keys(costing).length > 0) errors.costing = Object.values(costing).flat();
  }
  return errors;
}

/** The shift's rules for the write core: field errors (400), then no overlap for its worker (409). */
function shiftRules(trx: TenantTx, orgId: number, exceptShiftId?: number) {
  return {
    check: (v: ShiftValues) => fieldErrors(trx, orgId, v),
    refuseValues: async (v: ShiftValues) => {
      if (v.employeeId !== null) await assertNoOverlap(trx, orgId, v.employeeId, new Date(v.start), new Date(v.end), exceptShiftId);
    },
  };
}

const associated = (...ids: (number | null)[]) =>
  [...new Set(ids.filter((id): id is number => id !== null))].map((id) => ({ kind: 'employee', id }));

export function valuesOf(input: ShiftCreate): ShiftValues {
  return {
    employeeId: input.employeeId,
    start: new Date(input.start).toISOString(),
    end: new Date(input.end).toISOString(),
    orgUnitId: input.orgUnitId ?? null,
    departmentId: input.departmentId ?? null,
    costing: input.costing ?? null,
    shiftClassId: input.shiftClassId ?? null,
    teamId: input.teamId ?? null,
    breaks: (input.breaks ?? []).map((b) => ({ ...b, paid: b.paid ?? false })),
    note: input.note?.trim() ? input.note.trim() : null,
  };
}

export async function createShift(trx: TenantTx, orgId: number, zone: string, actor: Actor, v: ShiftValues): Promise<ShiftDbRow> {
  return createWith({ trx, orgId, actor }, SHIFT, v, {
    ...shiftRules(trx, orgId),
    insert: async () => {
      const { rows } = await sql<{ id: number }>`insert into shifts
          (org_id, employee_id, start_at, end_at, work_date, org_unit_id, department_id, costing, shift_class_id, team_id, breaks, note)
        values (${orgId}, ${v.employeeId}, ${v.start}, ${v.end}, ${localDateOf(Date.parse(v.start) / 1000, zone)}, ${v.orgUnitId},
          ${v.departmentId}, ${v.costing ? JSON.stringify(v.costing) : null}::jsonb, ${v.shiftClassId}, ${v.teamId},
          ${JSON.stringify(v.breaks)}::jsonb, ${v.note})
        returning id::int as id`.execute(trx);
      return readRow(trx, orgId, rows[0]!.id, false);
    },
  });
}

export async function updateShift(
  trx: TenantTx,
  orgId: number,
  zone: string,
  actor: Actor,
  id: number,
  change: ShiftUpdate,
): Promise<ShiftDbRow> {
  return updateWith(
    { trx, orgId, actor },
    SHIFT,
    { id, version: change.version },
    {
      refuse: (before) => {
        if (before.deleted_at !== null) throw ApiError.notFound(SHIFT_NOT_FOUND);
      },
      plan: (before) => {
        const was = draftState(before);
        return valuesOf({
          employeeId: change.employeeId === undefined ? was.employeeId : change.employeeId,
          start: change.start ?? was.start,
          end: change.end ?? was.end,
          orgUnitId: change.orgUnitId === undefined ? was.orgUnitId : change.orgUnitId,
          departmentId: change.departmentId === undefined ? was.departmentId : change.departmentId,
          costing: change.costing === undefined ? was.costing : change.costing,
          shiftClassId: change.shiftClassId === undefined ? was.shiftClassId : change.shiftClassId,
          teamId: change.teamId === undefined ? before.team_id : change.teamId,
          breaks: change.breaks ?? was.breaks,
          note: change.note === undefined ? was.note : change.note,
        });
      },
      ...shiftRules(trx, orgId, id),
      write: async (v) => {
        // A shift a recurring schedule made and a person then changed is theirs: regeneration keeps it.
        await sql`update shifts set employee_id = ${v.employeeId}, start_at = ${v.start}, end_at = ${v.end},
          work_date = ${localDateOf(Date.parse(v.start) / 1000, zone)}, org_unit_id = ${v.orgUnitId}, department_id = ${v.departmentId},
          costing = ${v.costing ? JSON.stringify(v.costing) : null}::jsonb, shift_class_id = ${v.shiftClassId}, team_id = ${v.teamId},
          breaks = ${JSON.stringify(v.breaks)}::jsonb, note = ${v.note}, edited = recurring_schedule_id is not null,
          version = version + 1, updated_at = now()
        where org_id = ${orgId} and id = ${id}`.execute(trx);
        return readRow(trx, orgId, id, false);
      },
    },
  );
}

/**
 * Deletes the draft: a shift never published goes at once; a published one is marked removed and
 * stays visible to its worker until the removal is published (and one a recurring schedule made
 * stays marked, so the schedule does not make it again).
 */
export async function deleteShift(trx: TenantTx, orgId: number, actor: Actor, id: number, version: number | undefined): Promise<void> {
  await deleteWith(
    { trx, orgId, actor },
    SHIFT,
    { id, version },
    {
      remove: async (before) => {
        // Deleted already: nothing to do, nothing to audit.
        if (before.deleted_at !== null) return false;
        // A shift a recurring schedule made is kept, marked deleted, so making its shifts again leaves the day empty.
        if (before.published === null && before.recurring_schedule_id === null) {
          await sql`delete from shifts where org_id = ${orgId} and id = ${id}`.execute(trx);
        } else {
          await sql`update shifts set deleted_at = now(), edited = recurring_schedule_id is not null, version = version + 1, updated_at = now()
          where org_id = ${orgId} and id = ${id}`.execute(trx);
        }
      },
    },
  );
}
