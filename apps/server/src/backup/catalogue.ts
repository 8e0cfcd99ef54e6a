import type pg from 'pg';

// What a backup holds: every table of our own schema (public), with the columns a COPY can write
// back (generated columns are computed again), and nothing of Kysely's migration bookkeeping,
// which the restore writes itself by running the same migrations. pg-boss's schema is left out:
// its jobs are work in flight, its schedules are made again at start (docs/backup.md).

export type TableColumns = { table: string; columns: string[] };

const BOOKKEEPING = ['kysely_migration', 'kysely_migration_lock'];

export async function tablesOf(client: pg.Client): Promise<TableColumns[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> all($1)
      group by c.relname
      order by c.relname`,
    [BOOKKEEPING],
  );
  return rows;
}

export async function migrationsOf(client: pg.Client): Promise<string[]> {
  const { rows: exists } = await client.query(`select to_regclass('public.kysely_migration') is not null as present`);
  if (!exists[0]?.present) return [];
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((r) => r.name);
}

export const quoted = (client: pg.Client, names: string[]) => names.map((n) => client.escapeIdentifier(n)).join(', ');
