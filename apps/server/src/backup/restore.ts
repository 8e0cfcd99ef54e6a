import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDb } from '../db/database';
import { migrateTablesTo } from '../db/database';
import { migrateToLatest } from '../migrate';
import { tablesOf, quoted } from './catalogue';
import { FORMAT, MANIFEST, type Manifest } from './dump';

// Puts a backup (dump.ts) into an empty database: the schema as it was when the backup was made
// (the same migrations), then every table's rows in one transaction, the id sequences moved past
// the highest id, then the migrations this version has that the backup had not, so an older
// backup comes up to date. Refuses, changing nothing, a database that already holds tables.

export class RestoreError extends Error {}

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(`${dir} is not a Punchline backup: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== FORMAT) throw new RestoreError(`${dir} is a backup of another format (${String(manifest.format)}).`);
  return manifest;
}

export type RestoreProgress = (table: string, done: number, total: number) => void;

export async function restoreDatabase(url: string, dir: string, progress: RestoreProgress = () => {}): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    if (rows[0]!.n > 0) throw new RestoreError('The database is not empty. Restore into a new, empty database.');

    const db = createDb(url, 1);
    try {
      await migrateTablesTo(db, manifest.migrations);
      await copyRows(client, dir, manifest, progress);
      // Whatever this version adds after the backup's schema, and the job queue's own schema.
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return manifest;
  } finally {
    await client.end();
  }
}

async function copyRows(client: pg.Client, dir: string, manifest: Manifest, progress: RestoreProgress): Promise<void> {
  const here = new Map((await tablesOf(client)).map((t) => [t.table, t.columns]));
  for (const { table, columns } of manifest.tables) {
    const mine = here.get(table);
    const missing = columns.filter((c) => !mine?.includes(c));
    if (missing.length > 0) throw new RestoreError(`The backup's table ${table} does not match this version's (${missing.join(', ')}).`);
  }
  await client.query('begin');
  try {
    // Rows the migrations seeded give way to the backup's; foreign keys and triggers stay quiet
    // while the tables fill in any order (they were consistent when read, in one snapshot).
    await client.query(`truncate ${quoted(client, [...here.keys()])} cascade`);
    await client.query('set local session_replication_role = replica');
    for (const [index, { table, columns, file }] of manifest.tables.entries()) {
      const copy = client.query(copyFrom(`copy ${client.escapeIdentifier(table)} (${quoted(client, columns)}) from stdin`));
      await pipeline(createReadStream(path.join(dir, file)), createGunzip(), copy);
      progress(table, index + 1, manifest.tables.length);
    }
    await moveSequencesPastRows(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Each serial or identity column's sequence goes past the highest value restored. */
async function moveSequencesPastRows(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select c.relname as table, a.attname as column, pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`,
  );
  for (const { table, column, sequence } of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${client.escapeIdentifier(column)}) from ${client.escapeIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
