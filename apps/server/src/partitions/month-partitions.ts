import { sql } from 'kysely';
import type { Db } from '../db/database';

// Punches and clock logs live in one partition per calendar month (UTC) of their instant, with a
// default partition for any month that has none (migration 0081, docs/scaling.md). The months
// ahead are made before anyone punches in them: each night (QUEUES.makeMonthPartitions) and at
// start, so the first of a month never waits on a CREATE TABLE. A month made late, or a backfill
// years back, goes to the default partition, which is read with every query that may need it.

/** The partitioned tables: each is partitioned by month on `at`. */
export const MONTH_PARTITIONED = ['punches', 'clock_logs'] as const;

/** How many months ahead of the current one exist at all times. */
export const MONTHS_AHEAD = 3;

/**
 * Makes the partitions of the current month and the MONTHS_AHEAD after it that do not exist yet,
 * for every partitioned table; answers how many were made. As the database's owner (the tenant
 * role cannot create tables); two instances running it at once take turns (an advisory lock in
 * punchline_month_partitions).
 */
export async function makeMonthPartitions(db: Db, now: Date): Promise<number> {
  const first = now.toISOString().slice(0, 10);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1)).toISOString().slice(0, 10);
  let made = 0;
  for (const table of MONTH_PARTITIONED) {
    const { rows } = await sql<{
      made: number;
    }>`select punchline_month_partitions(${table}::regclass, ${first}::date, ${last}::date) as made`.execute(db);
    made += Number(rows[0]!.made);
  }
  return made;
}

/**
 * Statistics of the partitioned tables as wholes: autovacuum analyzes each month's partition as it
 * fills, never the partitioned table above them, whose statistics estimate joins and the months
 * read together (PostgreSQL's documentation, "Routine Vacuuming"). Run each night with the months.
 */
export async function analyzePartitioned(db: Db): Promise<void> {
  for (const table of MONTH_PARTITIONED) await sql.raw(`analyze ${table}`).execute(db);
}
