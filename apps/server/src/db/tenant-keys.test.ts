import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';

// Sharding by organization (Citus, distribution column org_id; docs/scaling.md) stays open only if
// org_id leads every tenant key: a primary or unique key must hold the distribution column, and a
// foreign key between two distributed tables must join on it. These checks read the catalog after
// every migration and name each table or constraint that breaks the rule (migration 0079 made it hold).

// A tenant table is a public table whose org_id is NOT NULL. These two carry a nullable org_id and
// stay global: Stripe's events arrive (keyed by Stripe's own id) before we know whose they are, and
// a user may send feedback from outside any organization.
const GLOBAL_WITH_ORG = ['billing_events', 'feedback'];

// Tables outside the tenant tables that may point at one. None does: a row that points at a
// tenant's row belongs to that tenant and carries its org_id.
const ALLOWED_REFERENCES: string[] = [];

const TENANT = sql`
  select c.oid from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id' and a.attnotnull
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`;

describe('tenant keys lead with org_id (the way to sharding by organization)', async () => {
  const { db } = await createTestDb();
  const names = async (query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((r) => r.name);

  it('treats every table with org_id as a tenant table, except the listed global ones', async () => {
    const nullable = await names(sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id'
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not a.attnotnull order by 1`);
    expect(nullable).toEqual(GLOBAL_WITH_ORG);
    // The rule must have something to hold for: the tables of punches, workers and time cards.
    const tenants = await names(sql<{ name: string }>`select oid::regclass::text as name from (${TENANT}) t`);
    expect(tenants).toEqual(expect.arrayContaining(['punches', 'clock_logs', 'employees', 'timecard_cache', 'pay_runs']));
  });

  it('gives every tenant table a primary key, and every primary or unique key holds org_id', async () => {
    const missing = await names(sql<{ name: string }>`
      select t.oid::regclass::text as name from (${TENANT}) t
      where not exists (select 1 from pg_index i where i.indrelid = t.oid and i.indisprimary) order by 1`);
    expect(missing).toEqual([]);
    const offenders = await names(sql<{ name: string }>`
      select format('%s: %s', i.indrelid::regclass, pg_get_indexdef(i.indexrelid)) as name
      from pg_index i
      where i.indisunique and i.indrelid in (${TENANT})
        and not exists (select 1 from pg_attribute a where a.attrelid = i.indrelid and a.attname = 'org_id' and a.attnum = any(i.indkey))
      order by 1`);
    expect(offenders).toEqual([]);
  });

  it('joins every foreign key between tenant tables on org_id, which a SET NULL leaves alone', async () => {
    const offenders = await names(sql<{ name: string }>`
      select format('%s.%s: %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) as name
      from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attname = 'org_id'
      join pg_attribute b on b.attrelid = k.confrelid and b.attname = 'org_id'
      where k.contype = 'f' and k.conrelid in (${TENANT}) and k.confrelid in (${TENANT})
        and (array_position(k.conkey, a.attnum) is null
          or array_position(k.conkey, a.attnum) is distinct from array_position(k.confkey, b.attnum)
          or (k.confdeltype in ('n', 'd') and (k.confdelsetcols is null or a.attnum = any(k.confdelsetcols))))
      order by 1`);
    expect(offenders).toEqual([]);
  });

  it('lets no other table point at a tenant table', async () => {
    const offenders = await names(sql<{ name: string }>`
      select format('%s.%s -> %s', k.conrelid::regclass, k.conname, k.confrelid::regclass) as name
      from pg_constraint k
      where k.contype = 'f' and k.confrelid in (${TENANT}) and k.conrelid not in (${TENANT})
      order by 1`);
    expect(offenders.filter((name) => !ALLOWED_REFERENCES.includes(name.split('.')[0]!))).toEqual([]);
  });
});
