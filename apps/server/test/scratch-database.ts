// An empty database of its own on the PostgreSQL server at adminUrl, for work that must see a
// schema from the very start (a migration's own test, generating the database types) rather than
// a clone of the migrated template. drop() removes it, connections and all.
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db/database';
import type { Database } from '../src/db/schema';

export type ScratchDatabase = { db: Kysely<Database>; drop: () => Promise<void> };

export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 1);
  const drop = async () => {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { db, drop };
}
