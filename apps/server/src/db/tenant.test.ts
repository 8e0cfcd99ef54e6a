import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createOrg } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { withTenant } from './tenant';

describe('row-level security (the second wall of tenancy)', async () => {
  const { db } = await createTestDb();
  const orgA = await createOrg(db, 'Alpha');
  const orgB = await createOrg(db, 'Beta');
  await db
    .insertInto('departments')
    .values([
      { org_id: orgA, name: 'A kitchen' },
      { org_id: orgB, name: 'B kitchen' },
    ])
    .execute();

  it('shows only the transaction organization rows to a query that forgets its where', async () => {
    const rows = await withTenant(db, orgA, (trx) => trx.selectFrom('departments').select('name').execute());
    expect(rows.map((r) => r.name)).toEqual(['A kitchen']);
    const raw = await withTenant(db, orgB, (trx) => sql<{ name: string }>`select name from departments`.execute(trx));
    expect(raw.rows.map((r) => r.name)).toEqual(['B kitchen']);
  });

  it("refuses to write a row into another organization, and cannot change the other's rows", async () => {
    await expect(
      withTenant(db, orgA, (trx) => trx.insertInto('departments').values({ org_id: orgB, name: 'smuggled' }).execute()),
    ).rejects.toThrow(/row-level security/);
    const updated = await withTenant(db, orgA, (trx) => trx.updateTable('departments').set({ name: 'renamed' }).executeTakeFirst());
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const names = await db.selectFrom('departments').select('name').orderBy('name').execute();
    expect(names.map((r) => r.name)).toEqual(['B kitchen', 'renamed']);
  });

  it('sees nothing when no organization is set', async () => {
    const rows = await db.transaction().execute(async (trx) => {
      await sql`set local role punchline_tenant`.execute(trx);
      return trx.selectFrom('employees').selectAll().execute();
    });
    expect(rows).toEqual([]);
  });
});
