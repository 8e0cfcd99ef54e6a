import { sql, type Insertable, type QueryExecutorProvider } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Database } from '../db/schema';

// Every INSERT, UPDATE and DELETE on punches is one of these statements (punch-store.test.ts fails
// on a write anywhere else): the punch form and the card editor (punch-writes.ts, through the write
// core), a clock's punch (devices/punch-write.ts), a clock log made a punch, bulk edit's entry
// states, and the demo's and tests' seeding. Rules live with the callers; this file only writes.

type NewPunch = Insertable<Database['punches']>;

/** The columns of an administrator's punch (punch-writes.ts addPunch decides them). */
export type AddedPunchColumns = Omit<NewPunch, 'id' | 'client_id' | 'created_at' | 'version'>;

/** Inserts a punch an administrator added (origin 'added'); answers its id. */
export async function insertPunch(trx: TenantTx, columns: AddedPunchColumns): Promise<number> {
  const row = await trx.insertInto('punches').values(columns).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What an edit writes: the punch's values, who edited it. original_at is never written (flag E). */
export type PunchEdit = Pick<NewPunch, 'at' | 'type' | 'costing' | 'punch_code_id' | 'note' | 'custom_fields' | 'flagged'> & {
  edited_by: number | null;
};

export async function updatePunch(trx: TenantTx, orgId: number, id: number, edit: PunchEdit): Promise<void> {
  await trx
    .updateTable('punches')
    .set((eb) => ({ ...edit, edited_at: sql<Date>`now()`, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** A deleted punch is kept (deleted_at) and left out of lists and cards. */
export async function markPunchDeleted(trx: TenantTx, orgId: number, id: number, editedBy: number | null): Promise<void> {
  await trx
    .updateTable('punches')
    .set((eb) => ({ deleted_at: sql<Date>`now()`, edited_by: editedBy, edited_at: sql<Date>`now()`, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** The columns of a clock's punch (devices/punch-write.ts decides them). */
export type ClockPunchColumns = Omit<NewPunch, 'id' | 'created_at' | 'version'> & { client_id: string };

/**
 * Inserts a clock's punch unless its clientId already has one at that instant (the unique key of a
 * table partitioned by month holds the instant; submit-punch.service.ts serializes a submission's
 * attempts, so this is a second guard): answers the new punch, or undefined. One statement: the
 * device API's hot path.
 */
export async function insertClockPunch(trx: TenantTx, columns: ClockPunchColumns) {
  return trx
    .insertInto('punches')
    .values(columns)
    .onConflict((oc) => oc.columns(['org_id', 'client_id', 'at']).doNothing())
    .returning(['id', 'at', 'type'])
    .executeTakeFirst();
}

/**
 * Marks a worker's punches in [start, end) with an entry state (bulk edit): answers how many. It
 * changes no instant, so a locked pay period may be marked (e.g. Exported).
 */
export async function markEntryState(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  range: { start: Date; end: Date },
  entryStateId: number | null,
): Promise<number> {
  const updated = await trx
    .updateTable('punches')
    .set((eb) => ({ entry_state_id: entryStateId, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null)
    .where('at', '>=', range.start)
    .where('at', '<', range.end)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** A punch as a clock would have made it, with no rule asked: the demo's and the tests' seeding. */
export type SeedPunch = { orgId: number; employeeId: number; at: Date | string; type: 'in' | 'out' };

/** Inserts seeded punches (demo data, test worlds) on any connection; answers their ids in order. */
export async function seedPunches(db: QueryExecutorProvider, punches: readonly SeedPunch[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of punches) {
    const { rows } = await sql<{ id: string }>`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
      values (${p.orgId}, ${p.employeeId}, ${p.at}, ${p.at}, ${p.at}, ${p.type}, 'clock') returning id`.execute(db);
    ids.push(Number(rows[0]!.id));
  }
  return ids;
}
