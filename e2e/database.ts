import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// The server under test's embedded PostgreSQL (its credentials file and postmaster.pid in the
// e2e data folder), for what a test sets up or checks behind the console's back.

export const DEMO_ORG = 'Riverside Bakery (demo)';

export function database(): pg.Client {
  const dir = process.env.E2E_DATA_DIR ?? path.resolve('.e2e-data');
  const { user, password } = JSON.parse(readFileSync(path.join(dir, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return new pg.Client({ host: '127.0.0.1', port, user, password, database: 'punchline' });
}

/** Runs `work` with a connected client. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = database();
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

export async function demoOrgId(db: pg.Client): Promise<number> {
  return Number((await db.query<{ id: string }>(`select id from organizations where name = $1`, [DEMO_ORG])).rows[0]!.id);
}
