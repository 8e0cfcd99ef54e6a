import { sql, type Kysely } from 'kysely';

// Punches and clock logs partitioned by month (issue 37, docs/scaling.md "Growing past one
// machine"): native range partitions on the instant (`at`), one per calendar month in UTC, and a
// default partition that catches any instant no month has yet (a backfill years back, a clock with
// a wild date), so no write ever fails for want of a partition. Every list, card and report asks
// for a range of `at`, so PostgreSQL reads only the months asked for (month-partitions.test.ts).
//
// A partitioned table's primary and unique keys must hold the partition key:
// - punches: primary key (org_id, id, at); the clock's idempotency index (org_id, client_id, at).
//   `at` is edited (the card editor moves punches): PostgreSQL moves the row to its new month.
// - clock_logs: primary key (org_id, id, at); (org_id, client_id, at). A log's `at` is never edited.
// - A clock's retry may compute another `at` (a tampered clock's is its receipt), and a lookup by
//   clientId alone would read every month: a clock's submissions get a table of their own,
//   punch_submissions, keyed (org_id, client_id) and not partitioned. An attempt claims its
//   clientId there first (a concurrent retry waits on the claim, then reads the first answer), and
//   keeps its answer there on success. It is filled from the accepted clock logs, so a retry of a
//   punch made before this migration is answered as before.
// - What points at a punch carries its instant: clock_logs and missed_punch_requests gain
//   `punch_at`, and their foreign keys are (org_id, punch_id, punch_at) references
//   punches (org_id, id, at) on update cascade (an edit that moves the punch follows it) on delete
//   set null (punch_id, punch_at). A check keeps the two set or unset together.
// - punches.clock_log_id is dropped: nothing read it (a punch's log is found by clock_logs.punch_id),
//   and keeping it would have pointed a punch at a log's month too, in both directions.
//
// The tables are rebuilt (a partitioned table cannot be made from a plain one in place): the
// columns, defaults, identity and checks are copied with LIKE, the rows with their ids, and the
// indexes, foreign keys and row-level security policies are made again from the catalog with the
// same names. Months are made from the oldest row's month (or a year back) to three months ahead;
// punchline_month_partitions, run each night by the job queue and at each server's start
// (partitions/month-partitions.ts), keeps three months ahead.

const TABLES = ['clock_logs', 'punches'] as const;
type Table = (typeof TABLES)[number];

// Makes the months [first, last] of a partitioned table that do not exist yet; answers how many.
// A month whose instants already sit in the default partition is left there (moving rows out of
// the default would fire the foreign keys' ON DELETE); its rows are read as any other.
const MONTH_PARTITIONS_FUNCTION = sql`
  create function punchline_month_partitions(parent regclass, first_month date, last_month date)
  returns integer language plpgsql as $fn$
  declare
    base text := (select relname from pg_class where oid = parent);
    key text := (select a.attname from pg_partitioned_table pt
      join pg_attribute a on a.attrelid = pt.partrelid and a.attnum = pt.partattrs[0] where pt.partrelid = parent);
    m date := date_trunc('month', first_month)::date;
    lo timestamptz;
    hi timestamptz;
    taken boolean;
    made integer := 0;
  begin
    -- Two instances running this at once take turns (CREATE TABLE IF NOT EXISTS can still race).
    perform pg_advisory_xact_lock(hashtext('punchline: month partitions'));
    while m <= last_month loop
      lo := m::timestamp at time zone 'UTC';
      hi := (m + interval '1 month')::timestamp at time zone 'UTC';
      if to_regclass(format('%I', base || '_p' || to_char(m, 'YYYY_MM'))) is null then
        execute format('select exists (select 1 from %I where %I >= $1 and %I < $2)', base || '_default', key, key)
          into taken using lo, hi;
        if not taken then
          execute format('create table %I partition of %I for values from (%L) to (%L)',
            base || '_p' || to_char(m, 'YYYY_MM'), base, lo, hi);
          made := made + 1;
        end if;
      end if;
      m := (m + interval '1 month')::date;
    end loop;
    return made;
  end $fn$`;

type Policy = { name: string; permissive: boolean; cmd: string; qual: string | null; check: string | null };
type Saved = { indexes: string[]; foreignKeys: { name: string; def: string }[]; policies: Policy[]; key: string; unique: string };

const CMD: Record<string, string> = { '*': 'all', r: 'select', a: 'insert', w: 'update', d: 'delete' };

/** What the rebuild must make again, read while the table still has its name (policies name it). */
async function save(db: Kysely<unknown>, table: Table): Promise<Omit<Saved, 'key' | 'unique'>> {
  const indexes = await sql<{ def: string }>`
    select pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = ${table}::regclass and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      and pg_get_indexdef(i.indexrelid) not like 'CREATE UNIQUE%'`.execute(db);
  const foreignKeys = await sql<{ name: string; def: string }>`
    select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f' order by conname`.execute(db);
  const policies = await sql<Policy>`
    select polname as name, polpermissive as permissive, polcmd as cmd,
      pg_get_expr(polqual, polrelid) as qual, pg_get_expr(polwithcheck, polrelid) as check
    from pg_policy where polrelid = ${table}::regclass order by polname`.execute(db);
  return { indexes: indexes.rows.map((r) => r.def), foreignKeys: foreignKeys.rows, policies: policies.rows };
}

/**
 * Rebuilds a table as partitioned by month on `at` (or, for down, as a plain table), with its rows,
 * ids, indexes, foreign keys, policies and grants, under the same names.
 */
async function rebuild(db: Kysely<unknown>, table: Table, saved: Saved, partitioned: boolean): Promise<void> {
  const old = `${table}_rebuilt`;
  await sql.raw(`alter table ${table} rename to ${old}`).execute(db);
  await sql
    .raw(
      `create table ${table} (like ${old} including defaults including constraints including identity including generated including storage)
       ${partitioned ? 'partition by range (at)' : ''}`,
    )
    .execute(db);
  if (partitioned) {
    await sql.raw(`create table ${table}_default partition of ${table} default`).execute(db);
    await sql
      .raw(
        `select punchline_month_partitions('${table}',
           least((select min(at) from ${old}), now() - interval '12 months')::date, (now() + interval '3 months')::date)`,
      )
      .execute(db);
  }
  await sql.raw(`insert into ${table} overriding system value select * from ${old}`).execute(db);
  await sql
    .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`)
    .execute(db);
  await sql.raw(`drop table ${old}`).execute(db);
  // The copied identity got a new sequence (the old name was taken until now): give it the old name.
  const { rows } = await sql<{ seq: string }>`select pg_get_serial_sequence(${table}, 'id') as seq`.execute(db);
  if (rows[0]!.seq !== `public.${table}_id_seq`) await sql.raw(`alter sequence ${rows[0]!.seq} rename to ${table}_id_seq`).execute(db);
  await sql.raw(`alter table ${table} add constraint ${table}_pkey primary key ${saved.key}`).execute(db);
  await sql.raw(`create unique index ${table}_client_id_key on ${table} ${saved.unique}`).execute(db);
  for (const def of saved.indexes) await sql.raw(def).execute(db);
  for (const fk of saved.foreignKeys) await sql.raw(`alter table ${table} add constraint ${fk.name} ${fk.def}`).execute(db);
  await sql.raw(`alter table ${table} enable row level security; alter table ${table} force row level security`).execute(db);
  for (const p of saved.policies) {
    const using = p.qual === null ? '' : ` using (${p.qual})`;
    const check = p.check === null ? '' : ` with check (${p.check})`;
    await sql
      .raw(`create policy ${p.name} on ${table} as ${p.permissive ? 'permissive' : 'restrictive'} for ${CMD[p.cmd]}${using}${check}`)
      .execute(db);
  }
  await sql.raw(`grant select, insert, update, delete on ${table} to punchline_tenant`).execute(db);
  await sql.raw(`grant usage, select on sequence ${table}_id_seq to punchline_tenant`).execute(db);
  // The new partitions have no statistics until autovacuum comes by: plans made before that would
  // guess (a worker's punches read through the organization's index instead of the worker's).
  await sql.raw(`analyze ${table}`).execute(db);
}

// What points at a punch: these two tables, by (org_id, punch_id) before and with punch_at after.
const POINTERS = [
  { table: 'clock_logs', fk: 'clock_logs_punch_fk' },
  { table: 'missed_punch_requests', fk: 'missed_punch_requests_punch_id_fkey' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await MONTH_PARTITIONS_FUNCTION.execute(db);
  await sql`
    create table punch_submissions (
      org_id bigint not null references organizations(id) on delete cascade,
      client_id uuid not null,
      -- The answer the clock got (status, body, clientId), replayed as is on a retry; null only
      -- while the claiming attempt is still running (its transaction keeps the row to itself).
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (org_id, client_id)
    );
    select punchline_enable_tenant_rls('punch_submissions');
    insert into punch_submissions (org_id, client_id, answer, created_at)
      select org_id, client_id, response, created_at from clock_logs where outcome = 'accepted';
  `.execute(db);
  for (const p of POINTERS) {
    await sql.raw(`alter table ${p.table} drop constraint ${p.fk}; alter table ${p.table} add column punch_at timestamptz`).execute(db);
    await sql.raw(`update ${p.table} t set punch_at = p.at from punches p where p.org_id = t.org_id and p.id = t.punch_id`).execute(db);
  }
  await sql`alter table punches drop column clock_log_id`.execute(db);
  for (const table of TABLES) {
    const saved = await save(db, table);
    await rebuild(db, table, { ...saved, key: '(org_id, id, at)', unique: '(org_id, client_id, at)' }, true);
  }
  for (const p of POINTERS) {
    await sql
      .raw(
        `alter table ${p.table} add constraint ${p.fk} foreign key (org_id, punch_id, punch_at) references punches (org_id, id, at)
           on update cascade on delete set null (punch_id, punch_at);
         alter table ${p.table} add constraint ${p.table}_punch_at_check check ((punch_id is null) = (punch_at is null))`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const p of POINTERS) {
    await sql.raw(`alter table ${p.table} drop constraint ${p.fk}, drop constraint ${p.table}_punch_at_check`).execute(db);
  }
  for (const table of TABLES) {
    const saved = await save(db, table);
    await rebuild(db, table, { ...saved, key: '(org_id, id)', unique: '(org_id, client_id)' }, false);
  }
  await sql`
    alter table punches add column clock_log_id bigint;
    update punches p set clock_log_id = l.id from clock_logs l where l.org_id = p.org_id and l.punch_id = p.id;
    alter table punches add constraint punches_clock_log_id_fkey foreign key (org_id, clock_log_id)
      references clock_logs (org_id, id) on delete set null (clock_log_id);
  `.execute(db);
  for (const p of POINTERS) {
    await sql
      .raw(
        `alter table ${p.table} drop column punch_at;
         alter table ${p.table} add constraint ${p.fk} foreign key (org_id, punch_id) references punches (org_id, id) on delete set null (punch_id)`,
      )
      .execute(db);
  }
  await sql`drop function punchline_month_partitions(regclass, date, date); drop table punch_submissions`.execute(db);
}
