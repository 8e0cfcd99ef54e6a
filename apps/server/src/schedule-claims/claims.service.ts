import type { ClaimStatus } from '@punchline/contracts';
import { formatPersonName } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { formatPrefs } from '../punches/punches.list';
import { loadLocked, type RecordKind } from '../resources/write-core';
import { assignAndPublish } from './assign-open-shift';
import { assertNoOverlap, conflictsOf } from './claim-overlap';
import { rejectOtherClaims } from './open-shifts.service';
import { isOpenShift, readShift } from './shift-rows';

// Manage → Schedules → Claims (issue 19): workers' claims of open shifts waiting for a manager,
// and the decision. Approving gives the shift to the worker in the draft and publishes it for them
// (one publication of that shift), and rejects the other claims of it. Label restrictions come from
// row-level security: a restricted manager sees and decides only their workers' claims.

export const CLAIM_NOT_FOUND = 'This claim no longer exists. Reload the list and try again.';
export const CLAIM_DECIDED = (status: string) => `This claim was already ${status}. Reload the list to see its decision.`;
export const SHIFT_GONE = 'This shift is no longer open: it was given to someone else or removed. Reject the claim instead.';

type ClaimRow = {
  id: number;
  version: number;
  shift_id: number;
  employee_id: number;
  status: ClaimStatus;
  note: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by_name: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  display_name: string | null;
  start_at: Date;
  end_at: Date;
  work_date: string;
  department_name: string | null;
  org_unit_name: string | null;
  shift_note: string | null;
  other_claims: number;
};

const SELECT = sql`select c.id::int as id, c.version, c.shift_id::int as shift_id, c.employee_id::int as employee_id, c.status, c.note,
  c.created_at, c.decided_at, u.name as decided_by_name, e.first_name, e.middle_name, e.last_name, e.display_name,
  coalesce(s.published_start_at, s.start_at) as start_at, coalesce(s.published_end_at, s.end_at) as end_at,
  coalesce(s.published->>'workDate', s.work_date::text) as work_date,
  (select d.name from departments d where d.id = coalesce((s.published->>'departmentId')::bigint, s.department_id)) as department_name,
  (select o.name from org_units o where o.id = coalesce((s.published->>'orgUnitId')::bigint, s.org_unit_id)) as org_unit_name,
  coalesce(s.published->>'note', s.note) as shift_note,
  (select count(*)::int from open_shift_claims o where o.shift_id = c.shift_id and o.status = 'pending' and o.id <> c.id) as other_claims
  from open_shift_claims c join employees e on e.id = c.employee_id join shifts s on s.id = c.shift_id
  left join users u on u.id = c.decided_by`;

export async function listClaims(trx: TenantTx, orgId: number, timeZone: string, status: ClaimStatus) {
  const [{ rows }, prefs] = await Promise.all([
    sql<ClaimRow>`${SELECT} where c.org_id = ${orgId} and c.status = ${status}
      order by ${status === 'pending' ? sql`start_at, c.created_at` : sql`c.decided_at desc nulls last`}, c.id limit 500`.execute(trx),
    formatPrefs(trx, orgId),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      // Conflicts matter while the claim waits; a decided one is history.
      const conflicts =
        row.status === 'pending'
          ? await conflictsOf(trx, orgId, timeZone, row.employee_id, new Date(row.start_at), new Date(row.end_at), row.shift_id)
          : [];
      return shape(row, prefs, conflicts);
    }),
  );
}

function shape(row: ClaimRow, prefs: Parameters<typeof formatPersonName>[1], conflicts: string[]) {
  const names = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, displayName: row.display_name };
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    note: row.note,
    employeeId: row.employee_id,
    employeeName: formatPersonName(names, prefs),
    shift: {
      id: row.shift_id,
      start: new Date(row.start_at).toISOString(),
      end: new Date(row.end_at).toISOString(),
      workDate: row.work_date,
      departmentName: row.department_name,
      orgUnitName: row.org_unit_name,
      note: row.shift_note,
    },
    otherPendingClaims: row.other_claims,
    conflicts,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedByName: row.decided_by_name,
  };
}

export type Claim = ReturnType<typeof shape>;
export type ClaimDecision = { decision: 'approve' | 'reject'; note?: string | null; version?: number };

async function claimRow(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<ClaimRow | undefined> {
  const { rows } = await sql<ClaimRow>`${SELECT} where c.org_id = ${orgId} and c.id = ${id} ${lock ? sql`for update of c` : sql``}`.execute(
    trx,
  );
  return rows[0];
}

/** Claims for the write core's read and version check. */
const CLAIM: RecordKind<ClaimRow> = {
  kind: 'claim',
  fields: {},
  notFound: CLAIM_NOT_FOUND,
  read: ({ trx, orgId }, id, lock) => claimRow(trx, orgId, id, lock),
  trail: () => ({}),
  associated: () => [],
};

export async function decideClaim(trx: TenantTx, orgId: number, userId: number, id: number, d: ClaimDecision): Promise<Claim> {
  const seen = await claimRow(trx, orgId, id, false);
  if (!seen) throw ApiError.notFound(CLAIM_NOT_FOUND);
  // The shift first, then the claim: the order a worker's claim and every other decision take,
  // so two managers approving two claims of one shift wait for each other instead of deadlocking.
  const shift = await readShift(trx, orgId, seen.shift_id, true);
  // The core's read, version check and refusal; a claim's decision has never had an audit row
  // (adding one would change the history people see), so its update is its own.
  const row = await loadLocked({ trx, orgId }, CLAIM, { id, version: d.version }, (claim) => {
    if (claim.status !== 'pending') throw ApiError.conflict(CLAIM_DECIDED(claim.status));
  });
  const note = d.note?.trim() || null;
  if (d.decision === 'approve') {
    if (!shift || !isOpenShift(shift)) throw ApiError.conflict(SHIFT_GONE);
    await assertNoOverlap(trx, orgId, row.employee_id, shift.published_start_at!, shift.published_end_at!, shift.id);
    await assignAndPublish(trx, orgId, shift, row.employee_id, userId);
  }
  await sql`update open_shift_claims set status = ${d.decision === 'approve' ? 'approved' : 'rejected'}, note = ${note},
      decided_by = ${userId}, decided_at = now(), version = version + 1
    where org_id = ${orgId} and id = ${id}`.execute(trx);
  if (d.decision === 'approve') await rejectOtherClaims(trx, orgId, row.shift_id, userId);
  const after = (await claimRow(trx, orgId, id, false))!;
  return shape(after, await formatPrefs(trx, orgId), []);
}
