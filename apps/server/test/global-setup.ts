import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

export const TEMPLATE_DB = `punchline_test_template_${process.pid}`;

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    dbPrefix: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Starts (or connects to) PostgreSQL once for the run and migrates a template database. */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'punchline-test-pg-'));
    chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach the folder
    const embedded = await startEmbeddedPostgres(dataDir, () => {}, 'postgres');
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const db = createDb(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await migrateToLatest(db);
  await db.destroy();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('dbPrefix', `pl_t_${process.pid}`);

  return async () => {
    // Drop what this run made, so a shared server (DATABASE_URL) is left as it was found.
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'pl_t_${process.pid}_%'`);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
