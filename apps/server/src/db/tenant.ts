import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** A connection inside a tenant transaction: query with it, never start another transaction. */
export type TenantTx = Kysely<Database>;

const tenantStatement = (orgId: number) => {
  // The id is inlined (it must be a positive integer) so that BEGIN and entering the tenant go
  // in one round trip: the simple query protocol runs several statements, but takes no parameters.
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error(`not an organization id: ${orgId}`);
  return sql.raw(`begin; select set_config('role', 'punchline_tenant', true), set_config('app.org_id', '${orgId}', true)`);
};

/**
 * Runs fn in one transaction that can see and write only organization orgId's rows of the
 * tenant tables: PostgreSQL row-level security enforces it under the role punchline_tenant,
 * so a query that forgets its `where org_id` still cannot read or write another organization.
 * Queries still filter by org_id themselves (the first wall, and what makes indexes apply).
 */
export async function withTenant<T>(db: Db, orgId: number, fn: (trx: TenantTx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await tenantStatement(orgId).execute(conn);
    try {
      const result = await fn(conn);
      await sql.raw('commit').execute(conn);
      return result;
    } catch (error) {
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => undefined);
      throw error;
    }
  });
}

/** Switches an open transaction to organization orgId's tenant view until it ends. */
export async function enterTenant(trx: TenantTx, orgId: number): Promise<void> {
  await sql`select set_config('role', 'punchline_tenant', true), set_config('app.org_id', ${String(orgId)}, true)`.execute(trx);
}
