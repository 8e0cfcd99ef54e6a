import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type TenantTx = Transaction<Database>;

/**
 * Runs fn in one transaction that can see and write only organization orgId's rows of the
 * tenant tables: PostgreSQL row-level security enforces it under the role punchline_tenant,
 * so a query that forgets its `where org_id` still cannot read or write another organization.
 * Queries still filter by org_id themselves (the first wall, and what makes indexes apply).
 */
export async function withTenant<T>(db: Db, orgId: number, fn: (trx: TenantTx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterTenant(trx, orgId);
    return fn(trx);
  });
}

/** Switches an open transaction to organization orgId's tenant view until it ends. */
export async function enterTenant(trx: TenantTx, orgId: number): Promise<void> {
  // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
  await sql`select set_config('role', 'punchline_tenant', true), set_config('app.org_id', ${String(orgId)}, true)`.execute(trx);
}
