import { migrateTables, type Db } from './db/database';
import { installJobQueue } from './jobs/queue';

/**
 * Brings the whole schema to the newest version: our tables, then pg-boss's own schema (its
 * versioned plans) and our queues, which the job queue builds on the database (so the database
 * layer does not know the job queue). Throws, and changes nothing more, on failure.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const applied = await migrateTables(db);
  await installJobQueue(db);
  return applied;
}
