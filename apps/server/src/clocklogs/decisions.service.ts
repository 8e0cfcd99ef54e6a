import type { ClockLogDecision } from '@punchline/contracts';
import { sql } from 'kysely';
import { actorOf } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { Identity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { OrgAccess } from '../orgs/org-access';
import { assertVersion } from '../resources/version';
import { clockLogTables } from './clock-log-tables';
import { nextFaceFailure } from './face-failure.service';
import { loadLog, shiftData } from './shift-data.service';

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

/** Records one decision (the log locked, its version checked when sent); answers the log as it is after. */
export async function decideLog(trx: TenantTx, orgId: number, id: number, input: DecisionInput, by: Decider) {
  const log = await loadLog(trx, orgId, id, true);
  assertVersion(log.version, input.version);
  const db = clockLogTables(trx);
  let employeeId = log.employee_id;
  if (input.employee != null && input.employee !== employeeId) {
    // A worker outside the caller's restrictions is not found, as everywhere (row-level security).
    const worker = await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', input.employee)
      .executeTakeFirst();
    if (!worker) throw ApiError.fields({ employee: [WORKER_NOT_FOUND] });
    employeeId = input.employee;
  }
  if (input.decision === 'approve' && employeeId === null) throw ApiError.fields({ employee: [CHOOSE_WORKER] });
  // SPEC section 6 edit_self: nobody vouches for their own face (or names themselves) without it.
  if (employeeId !== null && !by.access.permissions.includes('edit_self')) {
    const { rows } = await sql<{ own: boolean }>`select user_id = ${by.access.userId} as own from employees
      where org_id = ${orgId} and id = ${employeeId}`.execute(trx);
    if (rows[0]?.own) throw ApiError.forbidden(OWN_ATTEMPT);
  }
  if (input.decision === 'reject' && log.punch_id !== null) throw ApiError.badRequest(REJECT_PUNCH);
  const decision = DECIDED[input.decision];
  await db
    .updateTable('clock_logs')
    .set({ decision, decided_by: by.access.userId, decided_at: new Date(), employee_id: employeeId, version: log.version + 1 })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, {
    orgId,
    actor: actorOf(by.identity, by.access),
    action: 'update',
    kind: 'clocklog',
    recordId: id,
    fields: AUDIT_FIELDS,
    before: { decision: log.decision, employeeId: log.employee_id },
    after: { decision, employeeId },
    associated: employeeId === null ? [] : [{ kind: 'employee', id: employeeId }],
  });
  return loadLog(trx, orgId, id);
}

/** The Decision response (SPEC section 3): the log's convert data, the worker's department and labels, the next face failure. */
export async function decisionResponse(trx: TenantTx, orgId: number, id: number, face: boolean) {
  const log = await loadLog(trx, orgId, id);
  const data = await shiftData(trx, orgId, log);
  const db = clockLogTables(trx);
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
