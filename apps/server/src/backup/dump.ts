import { createWriteStream } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { migrationsOf, quoted, tablesOf, type TableColumns } from './catalogue';

// A logical backup of the whole database, as pg_dump's data would be, with nothing but a
// PostgreSQL connection: the embedded PostgreSQL ships no pg_dump, and the server's may be older
// than it. One folder: manifest.json (the schema's migrations, each table's columns and rows)
// and one gzipped COPY file per table, all read in one snapshot, so the backup is consistent
// while the product runs. Being COPY text, it restores into a newer or an older PostgreSQL.

export const MANIFEST = 'manifest.json';
export const FORMAT = 'punchline-backup-1';

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  postgres: string;
  migrations: string[];
  tables: (TableColumns & { rows: number; file: string })[];
};

export type DumpProgress = (table: string, done: number, total: number) => void;

/** Writes a backup of the database at `url` into the new folder `dir`, made `now`; its manifest comes last. */
export async function dumpDatabase(url: string, dir: string, now: Date, progress: DumpProgress = () => {}): Promise<Manifest> {
  // Written beside its final name and renamed when whole: a folder named like a backup is one.
  const partial = `${dir}.partial`;
  await mkdir(partial, { recursive: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every table, as pg_dump takes: the rows agree with each other.
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesOf(client);
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      postgres: (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v,
      migrations: await migrationsOf(client),
      tables: [],
    };
    for (const [index, { table, columns }] of tables.entries()) {
      const file = `${table}.copy.gz`;
      const copy = client.query(copyTo(`copy (select ${quoted(client, columns)} from ${client.escapeIdentifier(table)}) to stdout`));
      await pipeline(copy, createGzip(), createWriteStream(path.join(partial, file)));
      manifest.tables.push({ table, columns, rows: copy.rowCount ?? 0, file });
      progress(table, index + 1, tables.length);
    }
    await client.query('commit');
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return manifest;
  } finally {
    await client.end();
  }
}
