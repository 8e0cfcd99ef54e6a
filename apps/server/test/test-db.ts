import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../src/db/database';

/** A fresh database for one test file, cloned from the migrated template; dropped afterwards. */
export async function createTestDb(): Promise<{ db: Db; url: string }> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 5);
  afterAll(async () => {
    await db.destroy();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return { db, url: url.toString() };
}
