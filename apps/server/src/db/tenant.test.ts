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

  it("hands fn the caller's access row from the statement that enters the tenant, null for a stranger or no caller", async () => {
    const member = await db
      .insertInto('users')
      .values({ email: 'member@example.com', name: 'M' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('org_users')
      .values({ org_id: orgA, user_id: member.id, permissions: ['view_reports'], accepted: true })
      .execute();
    const seen = await readTenant(
      db,
      orgA,
      async (trx, access) => ({ access, who: (await sql<{ role: string }>`select current_user as role`.execute(trx)).rows[0]!.role }),
      member.id,
    );
    expect(seen.who).toBe('punchline_tenant');
    expect(seen.access).toMatchObject({ user_id: member.id, org_id: orgA, permissions: ['view_reports'] });
    const stranger = await db
      .insertInto('users')
      .values({ email: 'stranger@example.com', name: 'S' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await writeTenant(db, orgB, async (_trx, access) => access, stranger.id)).toMatchObject({
      user_id: stranger.id,
      org_user_id: null,
    });
    expect(await readTenant(db, orgB, async (_trx, access) => access)).toBeNull();
  });

  it('gives every connection back when fn fails, more times than the pool has connections', async () => {
    const small = createDb(url, 2);
    for (let i = 0; i < 5; i++) {
      const attempt = readTenant(small, orgA, async (trx) => sql`select 1 / 0`.execute(trx));
      await expect(attempt).rejects.toMatchObject({ code: '22012' });
    }
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
