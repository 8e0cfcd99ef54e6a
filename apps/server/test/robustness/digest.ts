import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * Columns that legitimately move while a request is refused or only reads, left out of the digest:
 * - sign_in_attempts (all): every sign-in attempt is written down, refused or not; it is the
 *   throttle's memory (auth/sign-in.service.ts);
 * - org_users.last_accessed_at: reading an organization stamps the caller's last access;
 * - pairing_throttle and device_identify_throttle (all): a refused pairing code or identification
 *   is counted, the throttles' memory (devices/pair-limiter.ts, devices/identify-throttle.ts);
 * - kysely_migration / kysely_migration_lock: the schema's own bookkeeping.
 */
export const DIGEST_EXCLUSIONS: Record<string, readonly string[] | 'table'> = {
  sign_in_attempts: 'table',
  pairing_throttle: 'table',
  device_identify_throttle: 'table',
  org_users: ['last_accessed_at'],
  kysely_migration: 'table',
  kysely_migration_lock: 'table',
};

export type Digest = Record<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const statements = new WeakMap<Db, Promise<string>>();

/** The digest statement over every table and column of the schema (read once per database). */
async function digestStatement(db: Db): Promise<string> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    const excluded = DIGEST_EXCLUSIONS[table_name];
    if (excluded === 'table' || excluded?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const parts = [...byTable].map(
    ([table, cols]) =>
      `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from (select ${cols.map(quote).join(', ')} from ${quote(table)}) r) as ${quote(table)}`,
  );
  return `select ${parts.join(',\n')}`;
}

/** A digest of every row of every table (bar the exclusions), one md5 per table, in one statement. */
export async function digestDatabase(db: Db): Promise<Digest> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = digestStatement(db)));
  const { rows } = await sql<Digest>`${sql.raw(await statement)}`.execute(db);
  return rows[0]!;
}

/** The tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
