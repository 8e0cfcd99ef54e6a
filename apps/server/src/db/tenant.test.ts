import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { twoKitchens } from '../../test/two-kitchens';
import { GUARD_FAILED, withTenant } from './tenant';

describe('row-level security (the second wall of tenancy)', async () => {
  const { db } = await createTestDb();
  const { orgA, orgB } = await twoKitchens(db);

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

  it('hands fn the rows of the alongside query, run as the tenant', async () => {
    const seen = await withTenant(db, orgA, async (_trx, rows) => rows, {
      alongside: { text: "select current_user as role, current_setting('app.org_id') as org, $1::int as n", parameters: [7] },
    });
    expect(seen).toEqual([{ role: 'punchline_tenant', org: String(orgA), n: 7 }]);
  });

  it("runs fn's first query behind a passing guard, inside the tenant, in the same round trip", async () => {
    const guard = { text: '$2::int = 1', parameters: [1] };
    const seen = await withTenant(
      db,
      orgB,
      async (trx) =>
        (await sql<{ role: string; org: string }>`select current_user as role, current_setting('app.org_id') as org`.execute(trx)).rows,
      { guard, readOnly: true },
    );
    expect(seen).toEqual([{ role: 'punchline_tenant', org: String(orgB) }]);
  });

  it("fails with the guard's error when the guard fails, reads nothing, and leaves the connection usable", async () => {
    const guard = { text: '$2::boolean', parameters: [false] };
    let answered: unknown = 'not answered';
    for (let i = 0; i < 8; i++) {
      // More attempts than the pool has connections: each one must go back to the pool.
      const attempt = withTenant(
        db,
        orgA,
        async (trx) => {
          answered = (await trx.selectFrom('departments').select('name').execute()).map((r) => r.name);
          return answered;
        },
        { guard, readOnly: true },
      );
      await expect(attempt).rejects.toMatchObject({ code: GUARD_FAILED });
    }
    expect(answered).toBe('not answered');
    const after = await withTenant(db, orgA, (trx) => trx.selectFrom('departments').select('name').execute(), { readOnly: true });
    expect(after.map((r) => r.name)).toEqual(['renamed']);
  });

  it("keeps a read's generic plans and plans a write's statements for their values, only in their transaction", async () => {
    const mode = (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(trx).then((r) => r.rows[0]!.plan_cache_mode);
    expect(await withTenant(db, orgA, mode, { readOnly: true })).toBe('force_generic_plan');
    expect(await withTenant(db, orgA, mode, { readOnly: true, guard: { text: 'true', parameters: [] } })).toBe('force_generic_plan');
    expect(await withTenant(db, orgA, mode)).toBe('force_custom_plan');
    const outside = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(outside.rows[0]!.plan_cache_mode).toBe('auto');
  });

  it('refuses to write in a read-only tenant transaction', async () => {
    const write = withTenant(db, orgA, (trx) => trx.insertInto('departments').values({ org_id: orgA, name: 'Sneaky' }).execute(), {
      readOnly: true,
    });
    await expect(write).rejects.toMatchObject({ code: '25006' });
    const names = await db.selectFrom('departments').select('name').where('org_id', '=', orgA).execute();
    expect(names.map((r) => r.name)).toEqual(['renamed']);
  });
});
