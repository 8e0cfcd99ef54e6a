import { CompiledQuery, type Kysely } from 'kysely';
import { checkout, type Db } from './database';
import type { Database } from './schema';

/** A connection inside a tenant transaction: query with it, never start another transaction. */
export type TenantTx = Kysely<Database>;

/** A row of punchline_org_access_rows as JSON (orgs/org-access.ts decides with it). */
export type AccessRow = Record<string, unknown>;

/** What fn may do: only read (a READ ONLY transaction), or read and write. */
export type TenantMode = 'read' | 'write';
/** How inTenant runs: `keyed` writes a few rows by key with the plans a read keeps (see below). */
type Mode = TenantMode | 'keyed';

// Entering the tenant: the role row-level security applies to, the organization it lets through,
// and how prepared statements are planned until the transaction ends.
// - A read keeps each prepared statement's generic plan. Under row-level security PostgreSQL's
//   own choice ('auto') never settles on it (the policy's filter and the LIMIT skew the estimate),
//   so every execution of a list page was planned anew (bench/list.bench.ts). The reads select by
//   organization through indexes that lead with org_id, where one plan fits every value.
// - A write may grow a table within its own transaction (a bulk import of 5,000 rows into an empty
//   one), where no ANALYZE can run: a generic plan made while the table was small would scan it
//   whole for every row. Writes plan each execution for the values at hand (still skipping the parse).
// - A keyed write (a clock's call: a punch, a read receipt) touches a few rows by key, the same
//   statements many times a second, on tables that do not grow within it. Planning each statement
//   anew under row-level security was three quarters of PostgreSQL's time of a punch (8.75 of 11.9
//   ms, docs/benchmarks.md); like a read, it keeps each statement's generic plan.
// The same statement reads the caller's access row (view punchline_org_access_rows, migration
// 0032), when there is a caller: it is planned and checked as the connecting user, before the role
// changes, like any read of users and memberships outside a tenant. A separate statement after the
// role change was planned anew on every request: 0.27 ms for BEGIN, entry and access row against
// 0.18 ms for BEGIN and this one (docs/benchmarks.md).
const ENTER = `select set_config('role', 'punchline_tenant', true), set_config('app.org_id', $1, true),
  set_config('plan_cache_mode', $2, true),
  (select to_jsonb(a) from punchline_org_access_rows a where a.user_id = $3 and a.org_id = $1::bigint) as access`;
const PLANS: Record<Mode, string> = { read: 'force_generic_plan', write: 'force_custom_plan', keyed: 'force_generic_plan' };
const BEGIN: Record<Mode, string> = { read: 'begin transaction read only', write: 'begin', keyed: 'begin' };

function assertOrgId(orgId: number): void {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error(`not an organization id: ${orgId}`);
}

/**
 * The two ways to touch an organization's data, readTenant and writeTenant, both run here.
 *
 * Runs fn in one transaction that can see and write only organization orgId's rows of the
 * tenant tables: PostgreSQL row-level security enforces it under the role punchline_tenant, so a
 * query that forgets its `where org_id` still cannot read or write another organization. Queries
 * still filter by org_id themselves (the first wall, and what makes indexes apply).
 *
 * BEGIN and entering the tenant leave in one round trip (pg's pipeline mode); with a caller (a user
 * id), fn gets their access row from the same statement, or null. The transaction
 * commits when fn is done (a read answers without waiting for its COMMIT), and rolls back when fn
 * or anything before it fails.
 */
async function inTenant<T>(
  db: Db,
  orgId: number,
  mode: Mode,
  fn: (trx: TenantTx, access: AccessRow | null) => Promise<T>,
  caller?: number,
) {
  assertOrgId(orgId);
  const conn = await checkout(db);
  let result: T;
  try {
    // Sent together and run in this order: nothing of fn's runs before the tenant is entered.
    const [, entered] = await Promise.all([
      conn.send(BEGIN[mode]),
      conn.send<{ access: AccessRow | null }>(ENTER, [String(orgId), PLANS[mode], caller ?? null]),
    ]);
    result = await fn(conn.trx, entered.rows[0]!.access);
    if (mode === 'read') {
      // A read-only transaction has nothing to lose at COMMIT: the answer leaves now, and the
      // connection goes back to the pool once COMMIT is done (broken, if COMMIT failed).
      void conn.send('commit').then(
        () => conn.release(),
        (error: Error) => conn.release(error),
      );
      return result;
    }
    await conn.send('commit');
  } catch (error) {
    // A connection that cannot even roll back is broken: the pool replaces it.
    conn.release(
      await conn.send('rollback').then(
        () => undefined,
        (rollbackError: Error) => rollbackError,
      ),
    );
    throw error;
  }
  conn.release();
  return result;
}

/** fn in a READ ONLY tenant transaction of organization orgId (see inTenant). */
export function readTenant<T>(db: Db, orgId: number, fn: (trx: TenantTx, access: AccessRow | null) => Promise<T>, caller?: number) {
  return inTenant(db, orgId, 'read', fn, caller);
}

/** fn in a tenant transaction of organization orgId that may write (see inTenant). */
export function writeTenant<T>(db: Db, orgId: number, fn: (trx: TenantTx, access: AccessRow | null) => Promise<T>, caller?: number) {
  return inTenant(db, orgId, 'write', fn, caller);
}

/** fn in a writing tenant transaction of a few rows by key, keeping generic plans (see inTenant). */
export function writeTenantByKey<T>(db: Db, orgId: number, fn: (trx: TenantTx, access: AccessRow | null) => Promise<T>) {
  return inTenant(db, orgId, 'keyed', fn);
}

/** Switches an open transaction to organization orgId's tenant view until it ends (fixtures, tests). */
export async function enterTenant(trx: Kysely<Database>, orgId: number): Promise<void> {
  assertOrgId(orgId);
  await trx.executeQuery(CompiledQuery.raw(ENTER, [String(orgId), PLANS.write, null]));
}
