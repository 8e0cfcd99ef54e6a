// What the server benches share: a throwaway embedded PostgreSQL, migrated, with one organization,
// an administrator holding edit_settings and a token for them, and the whole app (app.inject).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { issueIdentityToken } from '../src/auth/identity';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import type { App } from '../src/http/context';
import { serverSecret } from '../src/system/server-secrets';
import { preloadStatementStats } from './bench-statements';

/**
 * url: the bench database's connection string, for a bench that opens connections of its own;
 * pgDir: its PostgreSQL data directory (postmaster.pid names the server's process).
 */
/** buildApp's reportsDb: where the app's reports read (a read-only pool, as with REPORTS_DATABASE_URL); db itself by default. */
export type BenchWorld = { db: Db; url: string; pgDir: string; orgId: number; token: string; buildApp: (reportsDb?: Db) => Promise<App> };

/** statementStats: PostgreSQL started with pg_stat_statements loaded (bench-statements.ts). */
export type BenchWorldOptions = { statementStats?: boolean };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A copy of items in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Runs fn against a fresh database, then removes it whatever happens. */
export async function inBenchWorld(fn: (world: BenchWorld) => Promise<void>, options: BenchWorldOptions = {}): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'punchline-bench-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  let pg = await startEmbeddedPostgres(dir, () => {}, 'punchline_bench');
  if (options.statementStats) {
    // A preloaded library needs a restart: the cluster is new, so it costs a second or two.
    const setup = createDb(pg.url, 1);
    await preloadStatementStats(setup);
    await setup.destroy();
    await pg.stop();
    pg = await startEmbeddedPostgres(dir, () => {}, 'punchline_bench');
  }
  const db = createDb(pg.url, 10);
  try {
    await migrateToLatest(db);
    const org = await db.insertInto('organizations').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email: 'bench@example.com', name: 'Bench', email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('org_users')
      .values({ org_id: org.id, user_id: user.id, permissions: ['edit_settings'], accepted: true })
      .execute();
    const { token } = issueIdentityToken(await serverSecret(db, 'token-signing-key'), user.id);
    const config = loadConfig({ DATABASE_URL: pg.url, NODE_ENV: 'test' });
    await fn({
      db,
      url: pg.url,
      pgDir: path.join(dir, 'pg'),
      orgId: org.id,
      token,
      // The app loads only for benches that use it: the others measure services alone.
      buildApp: async (reportsDb = db) => (await import('../src/app')).buildApp({ db, reportsDb, config, logger: false }),
    });
  } finally {
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Adds `count` labels named 'Label 000001'... (from `from`), alternately of type user and work. */
export async function seedLabels(db: Db, orgId: number, count: number, from = 1): Promise<void> {
  const seeded = performance.now();
  await sql`insert into labels (org_id, name, type, active)
    select ${orgId}, 'Label ' || lpad(g::text, 6, '0'), case when g % 2 = 0 then 'user' else 'work' end, g % 10 <> 0
    from generate_series(${from}::int, ${from + count - 1}::int) g`.execute(db);
  await sql`analyze labels`.execute(db);
  console.log(`seeded ${count} labels in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
}
