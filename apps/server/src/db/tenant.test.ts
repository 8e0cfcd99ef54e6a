import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { twoKitchens } from '../../test/two-kitchens';
import { createDb } from './database';
import { readTenant, writeTenant, type TenantTx } from './tenant';

describe('row-level security (the second wall of tenancy)', async () => {
  const { db, url } = await createTestDb();
  const { orgA, orgB } = await twoKitchens(db);

  it('shows only the transaction organization rows to a query that forgets its where', async () => {
    const rows = await readTenant(db, orgA, (trx) => trx.selectFrom('departments').select('name').execute());
    expect(rows.map((r) => r.name)).toEqual(['A kitchen']);
    const raw = await readTenant(db, orgB, (trx) => sql<{ name: string }>`select name from departments`.execute(trx));
    expect(raw.rows.map((r) => r.name)).toEqual(['B kitchen']);
  });

  it("refuses to write a row into another organization, and cannot change the other's rows", async () => {
    await expect(
      writeTenant(db, orgA, (trx) => trx.insertInto('departments').values({ org_id: orgB, name: 'smuggled' }).execute()),
    ).rejects.toThrow(/row-level security/);
    const updated = await writeTenant(db, orgA, (trx) => trx.updateTable('departments').set({ name: 'renamed' }).executeTakeFirst());
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

  it('hands fn the rows of the first statement, run as the tenant', async () => {
    const first = { text: "select current_user as role, current_setting('app.org_id') as org, $1::int as n", parameters: [7] };
    expect(await readTenant(db, orgA, async (_trx, rows) => rows, first)).toEqual([{ role: 'punchline_tenant', org: String(orgA), n: 7 }]);
    expect(await writeTenant(db, orgB, async (_trx, rows) => rows, first)).toEqual([{ role: 'punchline_tenant', org: String(orgB), n: 7 }]);
  });

  it('fails without running fn when the first statement fails, and leaves every connection usable', async () => {
    const small = createDb(url, 2);
    let ran = false;
    for (let i = 0; i < 5; i++) {
      // More attempts than the pool has connections: each one must go back to the pool.
      const attempt = readTenant(
        small,
        orgA,
        async () => {
          ran = true;
        },
        { text: 'select 1 / $1::int', parameters: [0] },
      );
      await expect(attempt).rejects.toMatchObject({ code: '22012' });
    }
    expect(ran).toBe(false);
    const after = await readTenant(small, orgA, (trx) => trx.selectFrom('departments').select('name').execute());
    expect(after.map((r) => r.name)).toEqual(['renamed']);
    await small.destroy();
  });

  it('rolls back everything fn wrote when fn fails', async () => {
    const failing = writeTenant(db, orgA, async (trx) => {
      await trx.insertInto('departments').values({ org_id: orgA, name: 'Half-written' }).execute();
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    const names = await db.selectFrom('departments').select('name').where('org_id', '=', orgA).execute();
    expect(names.map((r) => r.name)).toEqual(['renamed']);
  });

  it("keeps a read's generic plans and plans a write's statements for their values, only in their transaction", async () => {
    const mode = (trx: TenantTx) =>
      sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(trx).then((r) => r.rows[0]!.plan_cache_mode);
    expect(await readTenant(db, orgA, mode)).toBe('force_generic_plan');
    expect(await writeTenant(db, orgA, mode)).toBe('force_custom_plan');
    const outside = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(outside.rows[0]!.plan_cache_mode).toBe('auto');
  });

  it('leaves the connection outside any transaction and tenant', async () => {
    const one = createDb(url, 1);
    await readTenant(one, orgA, (trx) => trx.selectFrom('departments').select('name').execute());
    const state = await sql<{ role: string; org: string; open: boolean }>`select current_user as role,
      coalesce(current_setting('app.org_id', true), '') as org, now() <> statement_timestamp() as open`.execute(one);
    expect(state.rows[0]).toEqual({ role: expect.not.stringMatching(/^punchline_tenant$/), org: '', open: false });
    await one.destroy();
  });

  it('refuses to write in a read-only tenant transaction', async () => {
    const write = readTenant(db, orgA, (trx) => trx.insertInto('departments').values({ org_id: orgA, name: 'Sneaky' }).execute());
    await expect(write).rejects.toMatchObject({ code: '25006' });
    const names = await db.selectFrom('departments').select('name').where('org_id', '=', orgA).execute();
    expect(names.map((r) => r.name)).toEqual(['renamed']);
  });
});
