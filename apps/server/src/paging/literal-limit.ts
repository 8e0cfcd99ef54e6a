import { sql } from 'kysely';

// A page's LIMIT written into the statement instead of bound as a parameter. Reads keep generic
// plans (db/tenant.ts): a plan made for "LIMIT $n" cannot know a page is 51 rows, so PostgreSQL may
// plan for thousands. On punches and clock logs, partitioned by month, that plan read and sorted
// all of an organization's rows instead of walking the newest months' indexes: 209 ms against
// 4.5 ms for the first page of 100,000 punches (docs/benchmarks.md). Page sizes are few, so few
// plans are kept per connection.

/** A row count for LIMIT, as a literal the planner sees. */
export function literalLimit(rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.lit(rows);
}
