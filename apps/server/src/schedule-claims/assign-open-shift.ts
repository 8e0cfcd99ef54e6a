import type { PublishedShift } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { ShiftRow } from './shift-rows';

// Giving an open shift to the worker who claimed it: the draft names the worker and the shift is
// published for them at once, as one publication of that single shift. Only the worker changes in
// what is published: any other unpublished edit of the draft stays a change for the next publish.

/**
 * Serialises the organization's publications, so two publishes never take the same version
 * number. Whoever publishes (the board's publish call too) takes this lock first.
 */
export async function lockPublishing(trx: TenantTx, orgId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('schedule_publications'), ${orgId}::int)`.execute(trx);
}

/** Assigns the (locked, open, published) shift to the worker in the draft and publishes that. */
export async function assignAndPublish(trx: TenantTx, orgId: number, shift: ShiftRow, employeeId: number, userId: number | null) {
  await lockPublishing(trx, orgId);
  const snapshot: PublishedShift = { ...(shift.published as PublishedShift), employeeId };
  const { rows } = await sql<{ id: number; version: number }>`
    insert into schedule_publications (org_id, version, from_date, to_date, published_by, changed)
    select ${orgId}, coalesce(max(version), 0) + 1, ${snapshot.workDate}::date, ${snapshot.workDate}::date, ${userId}, 1
      from schedule_publications where org_id = ${orgId}
    returning id::int as id, version`.execute(trx);
  const publication = rows[0]!;
  await sql`insert into shift_publications (org_id, publication_id, shift_id, employee_id, snapshot)
    values (${orgId}, ${publication.id}, ${shift.id}, ${employeeId}, ${JSON.stringify(snapshot)}::jsonb)`.execute(trx);
  await sql`update shifts set employee_id = ${employeeId}, published_employee_id = ${employeeId},
      published = ${JSON.stringify(snapshot)}::jsonb, published_version = ${publication.version},
      version = version + 1, updated_at = now()
    where org_id = ${orgId} and id = ${shift.id}`.execute(trx);
  return publication;
}
