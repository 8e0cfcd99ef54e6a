import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { DeviceRefusal } from '../devices/refusal';
import { assignAndPublish } from './assign-open-shift';
import { assertNoOverlap, spanText } from './claim-overlap';
import { formatPrefs } from '../punches/punches.list';
import { isOpenShift, readShift } from './shift-rows';
import { SCHEDULE_DAYS_AHEAD, type WorkerShift } from '@punchline/contracts';
import { toWorkerShift, WORKER_SHIFT_COLUMNS } from './worker-schedule.service';

// Open shifts at the clock (issue 19): the published shifts without a worker that this worker may
// take (in the future, of their department and org unit when the shift names one, not overlapping
// a shift published for them), a claim of one, and withdrawing a claim still waiting. When the
// organization does not ask for approval, a claim gives the shift to the worker at once.

const DAY_MS = 86_400_000;

export const SHIFT_NOT_OPEN = 'This shift is no longer open. Someone else may have taken it.';
export const SHIFT_STARTED = 'This shift has already started and can no longer be claimed.';
export const NOT_ELIGIBLE = 'This shift is for another department or location. Ask your manager.';
export const NO_PENDING_CLAIM = 'You have no claim of this shift waiting for approval.';
export const overlapsOwn = (span: string) => `You already have a shift at that time: ${span}.`;

export type Claimant = { id: number; departmentId: number | null; orgUnitId: number | null };
export type OpenShift = WorkerShift & { claim: { id: number; status: 'pending' } | null };
export type ClaimAnswer = { claim: { id: number; shiftId: number; status: 'pending' | 'approved' } };

export async function claimantOf(trx: TenantTx, orgId: number, employeeId: number): Promise<Claimant> {
  const { rows } = await sql<Claimant>`select id::int as id, department_id::int as "departmentId", org_unit_id::int as "orgUnitId"
    from employees where org_id = ${orgId} and id = ${employeeId}`.execute(trx);
  return rows[0]!;
}

/** The condition (on shifts s) that the worker may take the shift: open, ahead, theirs to take, no overlap. */
const claimable = (orgId: number, w: Claimant, now: number) => sql`
  s.org_id = ${orgId} and s.deleted_at is null and s.published_version is not null
  and s.published_employee_id is null and s.employee_id is null
  and s.published_start_at > ${new Date(now)}
  and (s.published->>'departmentId' is null or (s.published->>'departmentId')::bigint = ${w.departmentId})
  and (s.published->>'orgUnitId' is null or (s.published->>'orgUnitId')::bigint = ${w.orgUnitId})
  and not exists (select 1 from shifts m where m.org_id = ${orgId} and m.published_employee_id = ${w.id}
    and m.published_start_at < s.published_end_at and m.published_end_at > s.published_start_at)`;

export async function openShiftsFor(trx: TenantTx, orgId: number, w: Claimant, now: number): Promise<OpenShift[]> {
  const { rows } = await sql<Parameters<typeof toWorkerShift>[0] & { claim_id: number | null }>`
    select ${WORKER_SHIFT_COLUMNS},
      (select c.id::int from open_shift_claims c where c.shift_id = s.id and c.employee_id = ${w.id} and c.status = 'pending') as claim_id
    from shifts s where ${claimable(orgId, w, now)} and s.published_start_at < ${new Date(now + SCHEDULE_DAYS_AHEAD * DAY_MS)}
    order by s.published_start_at, s.id limit 100`.execute(trx);
  return rows.map((r) => ({ ...toWorkerShift(r), claim: r.claim_id === null ? null : { id: r.claim_id, status: 'pending' } }));
}

/** Why the worker may not take the (locked) shift, or null when they may. */
async function refusalOf(trx: TenantTx, orgId: number, w: Claimant, shiftId: number, now: number): Promise<DeviceRefusal | null> {
  const { rows } = await sql<{ ok: boolean }>`select ${claimable(orgId, w, now)} as ok from shifts s where s.id = ${shiftId}`.execute(trx);
  if (rows[0]?.ok) return null;
  const shift = (await readShift(trx, orgId, shiftId, false))!;
  if (shift.published_start_at!.getTime() <= now) return new DeviceRefusal(400, SHIFT_STARTED, 'shift_started', w.id);
  const dept = shift.published?.departmentId ?? null;
  const unit = shift.published?.orgUnitId ?? null;
  if ((dept !== null && dept !== w.departmentId) || (unit !== null && unit !== w.orgUnitId))
    return new DeviceRefusal(403, NOT_ELIGIBLE, 'not_eligible', w.id);
  const { rows: own } = await sql<{ start_at: Date; end_at: Date }>`select published_start_at as start_at, published_end_at as end_at
    from shifts where org_id = ${orgId} and published_employee_id = ${w.id}
      and published_start_at < ${shift.published_end_at} and published_end_at > ${shift.published_start_at}
    order by published_start_at limit 1`.execute(trx);
  if (!own[0]) return new DeviceRefusal(409, SHIFT_NOT_OPEN, 'shift_taken', w.id);
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
  const span = spanText(new Date(own[0].start_at), new Date(own[0].end_at), org.timezone || 'UTC', await formatPrefs(trx, orgId));
  return new DeviceRefusal(400, overlapsOwn(span), 'overlap', w.id);
}

/**
 * The worker claims an open shift: a pending claim (the same one again when they already have
 * it), or, when claims need no approval, the shift is theirs and published for them at once.
 */
export async function claimOpenShift(
  trx: TenantTx,
  orgId: number,
  w: Claimant,
  shiftId: number,
  now: number,
  needsApproval: boolean,
): Promise<ClaimAnswer> {
  // Locked first, as a manager's approval locks it: claims and decisions of one shift take turns.
  const shift = await readShift(trx, orgId, shiftId, true);
  if (!shift || !isOpenShift(shift)) throw new DeviceRefusal(409, SHIFT_NOT_OPEN, 'shift_taken', w.id);
  const refusal = await refusalOf(trx, orgId, w, shiftId, now);
  if (refusal) throw refusal;
  const { rows: pending } = await sql<{ id: number }>`select id::int as id from open_shift_claims
    where org_id = ${orgId} and shift_id = ${shiftId} and employee_id = ${w.id} and status = 'pending'`.execute(trx);
  if (pending[0]) return { claim: { id: pending[0].id, shiftId, status: 'pending' } };
  if (needsApproval) {
    const { rows } = await sql<{ id: number }>`insert into open_shift_claims (org_id, shift_id, employee_id)
      values (${orgId}, ${shiftId}, ${w.id}) returning id::int as id`.execute(trx);
    return { claim: { id: rows[0]!.id, shiftId, status: 'pending' } };
  }
  // The draft must not double-book them either (an unpublished shift of theirs at that time).
  await assertNoOverlap(trx, orgId, w.id, shift.published_start_at!, shift.published_end_at!, shiftId);
  await assignAndPublish(trx, orgId, shift, w.id, null);
  const { rows } = await sql<{ id: number }>`insert into open_shift_claims (org_id, shift_id, employee_id, status, decided_at)
    values (${orgId}, ${shiftId}, ${w.id}, 'approved', now()) returning id::int as id`.execute(trx);
  await rejectOtherClaims(trx, orgId, shiftId, null);
  return { claim: { id: rows[0]!.id, shiftId, status: 'approved' } };
}

export const GIVEN_TO_ANOTHER = 'The shift was given to another worker.';

/** Once a shift is given to someone, the other claims still waiting for it are rejected. */
export async function rejectOtherClaims(trx: TenantTx, orgId: number, shiftId: number, userId: number | null): Promise<void> {
  await sql`update open_shift_claims set status = 'rejected', note = ${GIVEN_TO_ANOTHER}, decided_by = ${userId},
      decided_at = now(), version = version + 1
    where org_id = ${orgId} and shift_id = ${shiftId} and status = 'pending'`.execute(trx);
}

/** The worker takes back their claim still waiting for approval. */
export async function withdrawClaim(trx: TenantTx, orgId: number, employeeId: number, shiftId: number): Promise<{ withdrawn: number }> {
  const { rows } = await sql<{ id: number }>`update open_shift_claims set status = 'withdrawn', decided_at = now(), version = version + 1
    where org_id = ${orgId} and shift_id = ${shiftId} and employee_id = ${employeeId} and status = 'pending'
    returning id::int as id`.execute(trx);
  if (!rows[0]) throw new DeviceRefusal(404, NO_PENDING_CLAIM, 'no_claim', employeeId);
  return { withdrawn: rows[0].id };
}
