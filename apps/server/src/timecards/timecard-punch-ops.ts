import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { selectionOf } from '../punches/punch-costing';
import { addPunch, deletePunch, editPunch, PUNCH_NOT_FOUND } from '../punches/punch-writes';

// The time card editor's and bulk edit's punch writes go through punches/punch-writes.ts (period
// lock, version, costing, flags A/E, audit). What only a card adds: the punch must be one of this
// worker's, and a punch whose entry state locks it is refused before anything is written.

/** Who changes a card, and when by the app clock (epoch seconds, what the card after it counts to). */
export type Writer = { orgId: number; actor: Actor; now: number };
export type NewPunch = {
  employeeId: number;
  type: 'in' | 'out';
  at: Date;
  costing?: Record<string, string | null> | null;
  note?: string | null;
};

export const ENTRY_LOCKED = (state: string) =>
  `This punch is marked ${state}, which locks it: it cannot be changed or deleted. Ask an administrator to change its entry state first.`;

/** Refuses a punch that is not this worker's (404) or that its entry state locks (400). */
async function assertChangeable(trx: TenantTx, w: Writer, employeeId: number, id: number): Promise<void> {
  const punch = await trx
    .selectFrom('punches as p')
    .leftJoin('entry_states as s', 's.id', 'p.entry_state_id')
    .select(['s.name', 's.locks_entry'])
    .where('p.org_id', '=', w.orgId)
    .where('p.employee_id', '=', employeeId)
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!punch) throw ApiError.notFound(PUNCH_NOT_FOUND);
  if (punch.locks_entry) throw ApiError.badRequest(ENTRY_LOCKED(punch.name ?? ''));
}

export async function addCardPunch(trx: TenantTx, w: Writer, p: NewPunch): Promise<void> {
  const costing = p.costing ? selectionOf(p.costing) : null;
  await addPunch(trx, w.orgId, w.actor, { employeeId: p.employeeId, type: p.type, at: p.at, costing, note: p.note ?? null });
}

export async function editCardPunch(
  trx: TenantTx,
  w: Writer,
  employeeId: number,
  change: { id: number; version: number; at?: Date; type?: 'in' | 'out' },
): Promise<void> {
  await assertChangeable(trx, w, employeeId, change.id);
  await editPunch(trx, w.orgId, w.actor, change.id, { at: change.at, type: change.type }, change.version);
}

export async function deleteCardPunch(
  trx: TenantTx,
  w: Writer,
  employeeId: number,
  change: { id: number; version: number },
): Promise<void> {
  await assertChangeable(trx, w, employeeId, change.id);
  await deletePunch(trx, w.orgId, w.actor, change.id, change.version);
}
