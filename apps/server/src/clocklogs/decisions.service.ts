import type { ClockLogDecision, FieldErrors } from '@punchline/contracts';
import { sql } from 'kysely';
import { actorOf } from '../audit/actor';
import type { Identity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { OrgAccess } from '../orgs/org-access';
import { updateWith, type RecordKind } from '../resources/write-core';
import { nextFaceFailure } from './face-failure.service';
import { loadLog, LOG_NOT_FOUND, shiftData, type LoadedLog } from './shift-data.service';

// Approving or rejecting a clock log (POST clocklogs/{id}/{decision}, and the bulk action): the
// decision, who made it and when; approving an attempt nobody was recognised in names its worker.

export const CHOOSE_WORKER = 'Choose the worker this face belongs to before approving.';
export const WORKER_NOT_FOUND = 'This selection is not valid.';
export const REJECT_PUNCH = 'This clock log is already a punch. Delete the punch to undo it.';
export const OWN_ATTEMPT = 'Deciding your own clock attempt needs the Edit Self permission.';

export type Decider = { identity: Identity; access: OrgAccess };
export type DecisionInput = { decision: ClockLogDecision; employee?: number | null; version?: number };

const DECIDED = { approve: 'approved', reject: 'rejected' } as const;
const AUDIT_FIELDS = {
  decision: { type: 'choice', label: 'Decision' },
  employeeId: { type: 'ref', label: 'Worker', ref: { kind: 'employee', table: 'employees' } },
} as const;

/** Clock logs for the write core: a decision is audited with the worker it names. */
const CLOCK_LOG: RecordKind<LoadedLog> = {
  kind: 'clocklog',
  fields: AUDIT_FIELDS,
  notFound: LOG_NOT_FOUND,
  read: ({ trx, orgId }, id, lock) => loadLog(trx, orgId, id, lock),
  trail: (log) => ({ decision: log.decision, employeeId: log.employee_id }),
  associated: (before, after) => {
    const employeeId = (after ?? before)!.employee_id;
    return employeeId === null ? [] : [{ kind: 'employee', id: employeeId }];
  },
};

/** Records one decision (the log locked, its version checked when sent); answers the log as it is after. */
export async function decideLog(trx: TenantTx, orgId: number, id: number, input: DecisionInput, by: Decider) {
  const db = trx;
  return updateWith(
    { trx, orgId, actor: actorOf(by.identity, by.access) },
    CLOCK_LOG,
    { id, version: input.version },
    {
      plan: (log) => ({
        decision: DECIDED[input.decision],
        employeeId: input.employee != null && input.employee !== log.employee_id ? input.employee : log.employee_id,
      }),
      check: async (next, log): Promise<FieldErrors> => {
        if (next.employeeId !== log!.employee_id) {
          // A worker outside the caller's restrictions is not found, as everywhere (row-level security).
          const worker = await db
            .selectFrom('employees')
            .select('id')
            .where('org_id', '=', orgId)
            .where('id', '=', next.employeeId!)
            .executeTakeFirst();
          if (!worker) return { employee: [WORKER_NOT_FOUND] };
        }
        return input.decision === 'approve' && next.employeeId === null ? { employee: [CHOOSE_WORKER] } : {};
      },
      refuseValues: async ({ employeeId }, log) => {
        // SPEC section 6 edit_self: nobody vouches for their own face (or names themselves) without it.
        if (employeeId !== null && !by.access.permissions.includes('edit_self')) {
          const { rows } = await sql<{ own: boolean }>`select user_id = ${by.access.userId} as own from employees
          where org_id = ${orgId} and id = ${employeeId}`.execute(trx);
          if (rows[0]?.own) throw ApiError.forbidden(OWN_ATTEMPT);
        }
        if (input.decision === 'reject' && log!.punch_id !== null) throw ApiError.badRequest(REJECT_PUNCH);
      },
      write: async ({ decision, employeeId }, log) => {
        await db
          .updateTable('clock_logs')
          .set({ decision, decided_by: by.access.userId, decided_at: sql<Date>`now()`, employee_id: employeeId, version: log.version + 1 })
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
        return loadLog(trx, orgId, id);
      },
    },
  );
}

/** The Decision response (SPEC section 3): the log's convert data, the worker's department and labels, the next face failure. */
export async function decisionResponse(trx: TenantTx, orgId: number, id: number, face: boolean) {
  const log = await loadLog(trx, orgId, id);
  const data = await shiftData(trx, orgId, log);
  const db = trx;
  const [department, labels, faceFailure] = await Promise.all([
    data.department === null
      ? null
      : db
          .selectFrom('departments')
          .select(['id', 'name'])
          .where('org_id', '=', orgId)
          .where('id', '=', data.department)
          .executeTakeFirst(),
    data.userLabels.length === 0
      ? []
      : db.selectFrom('labels').select(['id', 'name']).where('org_id', '=', orgId).where('id', 'in', data.userLabels).execute(),
    face ? nextFaceFailure(trx, orgId, id) : null,
  ]);
  const named = (r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name });
  return { shiftData: data, department: department ? named(department) : null, labels: labels.map(named), faceFailure };
}

/** A decision as the clock log and dashboard calls make it: recorded, then the Decision response. */
export async function decideAndAnswer(trx: TenantTx, orgId: number, id: number, input: DecisionInput, by: Decider, face: boolean) {
  await decideLog(trx, orgId, id, input, by);
  return decisionResponse(trx, orgId, id, face);
}
