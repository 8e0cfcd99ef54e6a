import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { departmentNames, twoKitchens } from '../../test/two-kitchens';
import { createDb } from './database';
import { GUARD_FAILED, withTenant } from './tenant';

// A guarded oneStatement read (a list page or a record by a caller seen lately) goes as one group:
// entering the tenant, its guard and fn's queries with one Sync, one implicit transaction
// (db/sync-group.ts). What a transaction promises must hold without BEGIN and COMMIT.
describe('a read sent as one group', async () => {
  const { url } = await createTestDb();
  // One connection: whatever a read leaves behind, the next query finds.
  const db = createDb(url, 1);
  afterAll(() => db.destroy());
  const { orgA, orgB } = await twoKitchens(db);
  const passing = { text: '$2::int = 1', parameters: [1] };
  const failing = { text: '$2::boolean', parameters: [false] };
  const grouped = { readOnly: true, oneStatement: true, guard: passing } as const;
  const departments = departmentNames;
  const session = async () =>
    (
      await sql<{ role: string; org: string; open: boolean; readOnly: string }>`select current_user as role,
        coalesce(current_setting('app.org_id', true), '') as org, now() <> statement_timestamp() as open,
        current_setting('transaction_read_only') as "readOnly"`.execute(db)
    ).rows[0]!;
  const preparedCount = async (text: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(db)).rows[0]!.n,
    );

  it('runs as the tenant, read only, with generic plans, and leaves no transaction, role or tenant behind', async () => {
    const inside = await withTenant(
      db,
      orgB,
      async (trx) =>
        (
          await sql<Record<string, string>>`select current_user as role, current_setting('app.org_id') as org,
            current_setting('transaction_read_only') as "readOnly", current_setting('plan_cache_mode') as plans`.execute(trx)
        ).rows[0],
      grouped,
    );
    expect(inside).toEqual({ role: 'punchline_tenant', org: String(orgB), readOnly: 'on', plans: 'force_generic_plan' });
    expect(await withTenant(db, orgA, departments, grouped)).toEqual(['A kitchen']);
    expect(await session()).toEqual({ role: expect.not.stringMatching(/^punchline_tenant$/), org: '', open: false, readOnly: 'off' });
  });

  it('cannot write', async () => {
    const write = withTenant(db, orgA, (trx) => trx.insertInto('departments').values({ org_id: orgA, name: 'sneaked' }).execute(), grouped);
    await expect(write).rejects.toThrow(/read-only transaction/);
    expect(await db.selectFrom('departments').select('name').where('name', '=', 'sneaked').execute()).toEqual([]);
  });

  it('hands each of several queries sent together its own rows', async () => {
    const [a, count] = await withTenant(
      db,
      orgA,
      (trx) => Promise.all([departments(trx), sql<{ n: number }>`select count(*)::int as n from departments`.execute(trx)]),
      grouped,
    );
    expect(a).toEqual(['A kitchen']);
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it("skips fn's queries when the guard fails, and fails with the guard's error", async () => {
    for (let i = 0; i < 4; i++) {
      let seen: unknown = 'not answered';
      const attempt = withTenant(
        db,
        orgA,
        async (trx) => {
          seen = await departments(trx).catch((error: { code?: string }) => `refused: ${error.code}`);
          return seen;
        },
        { ...grouped, guard: failing },
      );
      await expect(attempt).rejects.toMatchObject({ code: GUARD_FAILED });
      expect(seen).toBe(`refused: ${GUARD_FAILED}`);
    }
    expect(await withTenant(db, orgA, departments, grouped)).toEqual(['A kitchen']);
  });

  it("fails with a query's own error, and the connection goes on (its prepared statements too)", async () => {
    const text = 'select 1 / $1::int as n';
    const divide = (by: number) =>
      withTenant(db, orgA, async (trx) => (await trx.executeQuery<{ n: number }>(CompiledQuery.raw(text, [by]))).rows, grouped);
    // More runs than it takes to prepare a text (pool-client.ts StatementNames: the third sighting).
    for (let i = 0; i < 5; i++) await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect(await divide(1)).toEqual([{ n: 1 }]);
    expect(await preparedCount(text)).toBe(1);
    // The same text through Kysely outside a group finds it prepared, not prepared twice.
    for (let i = 0; i < 3; i++) expect((await db.executeQuery(CompiledQuery.raw(text, [1]))).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount(text)).toBe(1);
  });

  it("a text that cannot be prepared fails with PostgreSQL's reason every time, not a missing statement", async () => {
    const broken = 'select nonsense from departments where id = $1';
    for (let i = 0; i < 5; i++) {
      const attempt = withTenant(db, orgA, (trx) => trx.executeQuery(CompiledQuery.raw(broken, [1])), grouped);
      await expect(attempt).rejects.toThrow(/column "nonsense" does not exist/);
    }
    expect(await preparedCount(broken)).toBe(0);
    expect(await withTenant(db, orgB, departments, grouped)).toEqual(['B kitchen']);
  });

  it('gives up a connection that breaks under it, and the next read gets a new one', async () => {
    // Its failure is heard at once: it may come while the test is still busy terminating.
    const sleeping = withTenant(db, orgA, (trx) => sql`select pg_sleep(5) as slept`.execute(trx), grouped).then(
      () => new Error('answered'),
      (error: Error) => error,
    );
    const other = createDb(url, 1);
    try {
      let pid: number | undefined;
      while (pid === undefined) {
        const found = await sql<{ pid: number }>`select pid from pg_stat_activity where query = 'select pg_sleep(5) as slept'
          and state = 'active'`.execute(other);
        pid = found.rows[0]?.pid;
      }
      await sql`select pg_terminate_backend(${pid})`.execute(other);
    } finally {
      await other.destroy();
    }
    expect((await sleeping).message).toMatch(/terminat/);
    expect(await withTenant(db, orgA, departments, grouped)).toEqual(['A kitchen']);
    expect(await session()).toMatchObject({ org: '', open: false });
  });
});
