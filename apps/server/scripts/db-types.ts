// npm run db:types: migrates a fresh database with the server's own migrator and writes the Kysely
// types of every table (db-types-codegen.ts). The database is a temporary one on the server at
// DATABASE_URL when set, else an embedded PostgreSQL in a temporary folder; either is gone after.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '../src/migrate';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { createScratchDatabase } from '../test/scratch-database';
import { GENERATED_FILE, generateDatabaseTypes } from './db-types-codegen';

const root = path.resolve(import.meta.dirname, '../../..');

async function withServer<T>(run: (adminUrl: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return run(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'punchline-db-types-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach the folder
  const embedded = await startEmbeddedPostgres(dataDir, () => {}, 'postgres');
  try {
    return await run(embedded.url);
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const file = path.join(root, GENERATED_FILE);
  const code = await withServer(async (adminUrl) => {
    const { db, drop } = await createScratchDatabase(adminUrl, `punchline_db_types_${process.pid}`);
    try {
      await migrateToLatest(db);
      return await generateDatabaseTypes(db, file);
    } finally {
      await drop();
    }
  });
  writeFileSync(file, code);
  console.log(`wrote ${GENERATED_FILE}`);
}

await main();
