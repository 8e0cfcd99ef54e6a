import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { twoKitchens } from '../../test/two-kitchens';
import { createDb } from './database';
import { GUARD_FAILED, readInOneGroup, type Statement } from './tenant';

// A read whose statements are known up front (a list page or a record by a caller seen lately)
// goes as one group: entering the tenant, its guard and the statements with one Sync, one
// implicit transaction (db/sync-group.ts). What a transaction promises must hold without BEGIN and COMMIT.
describe('a read sent as one group', async () => {
  const { url } = await createTestDb();
  // One connection: whatever a read leaves behind, the next query finds.
  const db = createDb(url, 1);
  afterAll(() => db.destroy());
  const { orgA, orgB } = await twoKitchens(db);
  const passing = { text: '$2::int = 1', parameters: [1] };
  const failing = { text: '$2::boolean', parameters: [false] };
  const departments: Statement = { text: 'select name from departments order by name', parameters: [] };
  const names = async (orgId: number, guard = passing) => (await readInOneGroup(db, orgId, guard, [departments]))[0]!.map((r) => r.name);
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
    const [inside] = await readInOneGroup(db, orgB, passing, [
      {
        text: `select current_user as role, current_setting('app.org_id') as org,
          current_setting('transaction_read_only') as "readOnly", current_setting('plan_cache_mode') as plans`,
        parameters: [],
      },
    ]);
    expect(inside).toEqual([{ role: 'punchline_tenant', org: String(orgB), readOnly: 'on', plans: 'force_generic_plan' }]);
    expect(await names(orgA)).toEqual(['A kitchen']);
    expect(await session()).toEqual({ role: expect.not.stringMatching(/^punchline_tenant$/), org: '', open: false, readOnly: 'off' });
  });

  it('cannot write', async () => {
    const write = readInOneGroup(db, orgA, passing, [
      { text: 'insert into departments (org_id, name) values ($1, $2)', parameters: [orgA, 'sneaked'] },
    ]);
    await expect(write).rejects.toThrow(/read-only transaction/);
    expect(await db.selectFrom('departments').select('name').where('name', '=', 'sneaked').execute()).toEqual([]);
  });

  it('hands each of several statements its own rows, in order', async () => {
    const [a, count] = await readInOneGroup(db, orgA, passing, [
      departments,
      { text: 'select count(*)::int as n from departments', parameters: [] },
    ]);
    expect(a).toEqual([{ name: 'A kitchen' }]);
    expect(count).toEqual([{ n: 1 }]);
  });

  it("skips the statements when the guard fails, and fails with the guard's error", async () => {
    // A statement that would fail if it ran: the error is the guard's, so it never did.
    const wouldFail = { text: 'select 1 / 0 as n', parameters: [] };
    for (let i = 0; i < 4; i++) {
      await expect(readInOneGroup(db, orgA, failing, [wouldFail])).rejects.toMatchObject({ code: GUARD_FAILED });
    }
    expect(await names(orgA)).toEqual(['A kitchen']);
  });

  it('checks the guard even with no statement to run', async () => {
    expect(await readInOneGroup(db, orgA, passing, [])).toEqual([]);
    await expect(readInOneGroup(db, orgA, failing, [])).rejects.toMatchObject({ code: GUARD_FAILED });
  });

  it("fails with a statement's own error, and the connection goes on (its prepared statements too)", async () => {
    const text = 'select 1 / $1::int as n';
    const divide = async (by: number) => (await readInOneGroup(db, orgA, passing, [{ text, parameters: [by] }]))[0];
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
      await expect(readInOneGroup(db, orgA, passing, [{ text: broken, parameters: [1] }])).rejects.toThrow(
        /column "nonsense" does not exist/,
      );
    }
    expect(await preparedCount(broken)).toBe(0);
    expect(await names(orgB)).toEqual(['B kitchen']);
  });

  it('gives up a connection that breaks under it, and the next read gets a new one', async () => {
    // Its failure is heard at once: it may come while the test is still busy terminating.
    const sleeping = readInOneGroup(db, orgA, passing, [{ text: 'select pg_sleep(5) as slept', parameters: [] }]).then(
      () => new Error('answered'),
      (error: Error) => error,
    );
    const other = createDb(url, 1);
    try {
      let pid: number | undefined;
      while (pid === undefined) {
        const found = await sql<{ pid: number }>`select pid from pg_stat_activity where query like '%select pg_sleep(5) as slept%'
          and state = 'active' and pid <> pg_backend_pid()`.execute(other);
        pid = found.rows[0]?.pid;
      }
      await sql`select pg_terminate_backend(${pid})`.execute(other);
    } finally {
      await other.destroy();
    }
    expect((await sleeping).message).toMatch(/terminat/);
    expect(await names(orgA)).toEqual(['A kitchen']);
    expect(await session()).toMatchObject({ org: '', open: false });
  });
});
