import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { departmentNames, twoKitchens } from '../../test/two-kitchens';
import { createDb, whenIdle } from './database';
import { AFTER_COMMIT } from './pool-client';
import { withTenant } from './tenant';

// A oneStatement read queues its COMMIT behind fn's query, in the same write (db/tenant.ts).
describe('one-statement reads', async () => {
  const { url } = await createTestDb();
  // One connection, so what a read leaves behind is what the next query finds.
  const db = createDb(url, 1);
  afterAll(() => db.destroy());
  const { orgA, orgB } = await twoKitchens(db);
  const options = { readOnly: true, oneStatement: true } as const;
  const names = departmentNames;
  const session = async () =>
    (
      await sql<{
        role: string;
        org: string;
        open: boolean;
      }>`select current_user as role, coalesce(current_setting('app.org_id', true), '') as org,
      now() <> statement_timestamp() as open`.execute(db)
    ).rows[0];

  it('answers inside the tenant, and leaves the connection outside any transaction and tenant', async () => {
    expect(await withTenant(db, orgA, names, options)).toEqual(['A kitchen']);
    await whenIdle(db);
    const after = await session();
    expect(after?.role).not.toBe('punchline_tenant');
    expect(after?.org).toBe('');
    expect(after?.open).toBe(false);
  });

  it('refuses a second query sent after the first was answered, rather than run it outside the transaction', async () => {
    const twoQueries = withTenant(
      db,
      orgA,
      async (trx) => {
        await names(trx);
        return sql`select name from departments`.execute(trx); // would see every organization outside the tenant
      },
      options,
    );
    await expect(twoQueries).rejects.toThrow(AFTER_COMMIT);
    await whenIdle(db);
    expect((await session())?.org).toBe('');
    expect(await withTenant(db, orgB, names, options)).toEqual(['B kitchen']);
  });

  it('is for reads only', async () => {
    await expect(withTenant(db, orgA, names, { oneStatement: true })).rejects.toThrow(/only a read/);
  });
});
