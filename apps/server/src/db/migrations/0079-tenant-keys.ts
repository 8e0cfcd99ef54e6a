import { sql, type Kysely } from 'kysely';

// Every tenant key leads with org_id (issue 37, docs/scaling.md "Growing past one machine"), so
// the tables can one day be distributed by organization (Citus, distribution column org_id):
// there a primary or unique key must hold the distribution column, and a foreign key between two
// distributed tables must too, or the row it points at may live on another machine.
//
// A tenant table is a table of the public schema whose org_id is NOT NULL: the organization owns
// each row. Two tables carry a nullable org_id and stay global (tenant-keys.test.ts lists them):
// billing_events (Stripe's events, keyed by Stripe's own id, arrive before we know whose they are)
// and feedback (a user may send it from outside any organization). Users, organizations,
// distributors, plans, sessions, mail and throttles have no org_id and stay global.
//
// The migration reads the catalog instead of listing some 90 tables and 160 foreign keys, so none
// is missed; names stay as they were (the error mapping of resources/db-errors.ts reads unique
// keys' names). On the schema of 0078 it:
// - widens every primary key, unique constraint and unique index that lacks org_id to lead with it
//   (most primary keys are (id): they become (org_id, id));
// - turns every foreign key between tenant tables into (org_id, x_id) references t (org_id, id),
//   keeping its ON DELETE; SET NULL names its column (PostgreSQL 15), so org_id is never nulled.
// No table without org_id references a tenant table, so no table gains an org_id.
//
// Under the tenant role row-level security adds org_id = <the organization> to every query, which
// the (org_id, ...) keys serve; the server's other queries of tenant tables name org_id too. Plain
// (not unique) indexes keep the lookups that cannot: a clock's token, a pairing code and an API
// key are looked up before anyone knows the organization (their randomness keeps them apart across
// organizations). Punches and clock logs get no index on id alone: every query names org_id, and
// each index more is paid at every clock-in (issue 37's ingestion).
const LOOKUPS = [
  { table: 'device_tokens', column: 'token_hash' },
  { table: 'device_pairing_codes', column: 'code_hash' },
  { table: 'api_key_credentials', column: 'public_id' },
];

// The keys widened here besides the primary keys on (id) (read from the catalog of 0078), for down.
const WIDENED = [
  'api_key_credentials_pkey',
  'api_key_credentials_key_id_key',
  'api_keys_public_id_key',
  'billing_invoices_provider_invoice_id_key',
  'device_identify_throttle_pkey',
  'device_pairing_codes_pkey',
  'device_tokens_pkey',
  'employee_avatars_pkey',
  'messaging_recipients_admin',
  'messaging_recipients_worker',
  'open_shift_claims_pending_key',
  'pay_summaries_pay_run_id_employee_id_key',
  'push_devices_pkey',
  'report_file_chunks_pkey',
  'schedule_seen_pkey',
  'shift_publications_pkey',
  'time_off_assignments_key',
  'webhook_events_event_key',
];

const TENANT_TABLES = sql`
  select c.oid from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id' and a.attnotnull
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`;

type ForeignKey = { table: string; name: string; column: string; target: string; targetColumn: string; onDelete: string };

/** Foreign keys from a tenant table to a tenant table, with their one column (or org_id and it). */
async function tenantForeignKeys(db: Kysely<unknown>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey & { columns: string[]; targetColumns: string[]; simple: boolean }>`
    select k.conrelid::regclass::text as "table", quote_ident(k.conname) as name, k.confdeltype as "onDelete",
      k.confrelid::regclass::text as target,
      array(select quote_ident(attname) from unnest(k.conkey) with ordinality u(n, i) join pg_attribute on attrelid = k.conrelid and attnum = n order by i) as columns,
      array(select quote_ident(attname) from unnest(k.confkey) with ordinality u(n, i) join pg_attribute on attrelid = k.confrelid and attnum = n order by i) as "targetColumns",
      (k.confupdtype = 'a' and not k.condeferrable and k.confmatchtype = 's') as simple
    from pg_constraint k
    where k.contype = 'f' and k.conrelid in (${TENANT_TABLES}) and k.confrelid in (${TENANT_TABLES})
    order by 1, 2`.execute(db);
  return rows.map((r) => {
    const columns = r.columns.filter((c) => c !== 'org_id');
    const targetColumns = r.targetColumns.filter((c) => c !== 'org_id');
    // Nothing else exists on 0078's schema; refuse rather than guess what another shape means.
    if (!r.simple || columns.length !== 1 || targetColumns.length !== 1 || !'acnr'.includes(r.onDelete)) {
      throw new Error(`0079-tenant-keys: unexpected foreign key ${r.name} on ${r.table}`);
    }
    return { ...r, column: columns[0]!, targetColumn: targetColumns[0]! };
  });
}

const onDelete = (fk: ForeignKey, withOrg: boolean): string =>
  ({ a: '', r: 'on delete restrict', c: 'on delete cascade', n: withOrg ? `on delete set null (${fk.column})` : 'on delete set null' })[
    fk.onDelete
  ]!;

async function addForeignKey(db: Kysely<unknown>, fk: ForeignKey, withOrg: boolean): Promise<void> {
  const org = withOrg ? 'org_id, ' : '';
  await sql
    .raw(
      `alter table ${fk.table} add constraint ${fk.name} foreign key (${org}${fk.column})
        references ${fk.target} (${org}${fk.targetColumn}) ${onDelete(fk, withOrg)}`,
    )
    .execute(db);
}

type UniqueKey = { table: string; name: string; constraintDef: string | null; indexDef: string };

/** Primary keys, unique constraints and unique indexes of tenant tables, with or without org_id. */
async function uniqueKeys(db: Kysely<unknown>, withOrg: boolean): Promise<UniqueKey[]> {
  const { rows } = await sql<UniqueKey>`
    select i.indrelid::regclass::text as "table", quote_ident(ic.relname) as name,
      pg_get_constraintdef(k.oid) as "constraintDef", pg_get_indexdef(i.indexrelid) as "indexDef"
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    left join pg_constraint k on k.conindid = i.indexrelid and k.contype in ('p', 'u')
    where i.indisunique and i.indrelid in (${TENANT_TABLES})
      and ${withOrg ? sql`` : sql`not`} exists (
        select 1 from pg_attribute a where a.attrelid = i.indrelid and a.attname = 'org_id' and a.attnum = any(i.indkey))
    order by 1, 2`.execute(db);
  return rows;
}

/**
 * Rebuilds a key under its own name with `org_id, ` added before its first column (or removed).
 * A constraint's definition reads `PRIMARY KEY (id)`, `UNIQUE (pay_run_id, employee_id)`; an
 * index's `CREATE UNIQUE INDEX name ON public.t USING btree (a, b) WHERE ...`.
 */
async function rebuildKey(db: Kysely<unknown>, key: UniqueKey, withOrg: boolean): Promise<void> {
  const widen = (def: string, open: string) => (withOrg ? def.replace(open, `${open}org_id, `) : def.replace(`${open}org_id, `, open));
  if (key.constraintDef) {
    await sql.raw(`alter table ${key.table} drop constraint ${key.name}`).execute(db);
    await sql.raw(`alter table ${key.table} add constraint ${key.name} ${widen(key.constraintDef, '(')}`).execute(db);
  } else {
    await sql.raw(`drop index ${key.name}`).execute(db);
    await sql.raw(widen(key.indexDef, ' USING btree (')).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Foreign keys hang on their target's primary key: drop them, rebuild the keys, add them back.
  const foreignKeys = await tenantForeignKeys(db);
  for (const fk of foreignKeys) await sql.raw(`alter table ${fk.table} drop constraint ${fk.name}`).execute(db);
  for (const key of await uniqueKeys(db, false)) await rebuildKey(db, key, true);
  for (const fk of foreignKeys) await addForeignKey(db, fk, true);
  for (const { table, column } of LOOKUPS) await sql.raw(`create index ${table}_${column}_idx on ${table} (${column})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of LOOKUPS) await sql.raw(`drop index ${table}_${column}_idx`).execute(db);
  const foreignKeys = await tenantForeignKeys(db);
  for (const fk of foreignKeys) await sql.raw(`alter table ${fk.table} drop constraint ${fk.name}`).execute(db);
  const narrowed = (await uniqueKeys(db, true)).filter(
    (key) => WIDENED.includes(key.name) || key.constraintDef === 'PRIMARY KEY (org_id, id)',
  );
  for (const key of narrowed) await rebuildKey(db, key, false);
  for (const fk of foreignKeys) await addForeignKey(db, fk, false);
}
