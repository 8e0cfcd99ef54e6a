// Where a request's time goes, counted two ways in the bench's own run:
// - statements, on the server: pg_stat_statements in the bench's embedded PostgreSQL (the shared
//   server at 127.0.0.1:5432 has it installed but not in shared_preload_libraries, and restarting
//   a server others use is not a bench's to do). Every statement PostgreSQL ran, BEGIN and COMMIT
//   included, with its execution and planning time.
// - round trips, in the client: every pg query, and how many of them the client had to wait for
//   alone. pg's pipeline mode sends a query made while another is in flight at once (db/tenant.ts
//   sends BEGIN and the tenant entry together): such a query shares the first one's round trip.
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/** Adds pg_stat_statements to a cluster that does not preload it yet (takes effect on restart). */
export async function preloadStatementStats(db: Db): Promise<void> {
  await sql`alter system set shared_preload_libraries = 'pg_stat_statements'`.execute(db);
  await sql`alter system set pg_stat_statements.max = 10000`.execute(db);
}

/** Creates the extension in this database (after the restart) and starts counting from zero. */
export async function resetStatementStats(db: Db, trackPlanning: boolean): Promise<void> {
  await sql`create extension if not exists pg_stat_statements`.execute(db);
  // Planning time is what force_custom_plan costs; tracked only while sampling (it takes a lock per plan).
  await sql.raw(`alter system set pg_stat_statements.track_planning = ${trackPlanning ? 'on' : 'off'}`).execute(db);
  await sql`select pg_reload_conf()`.execute(db);
  await sql`select pg_stat_statements_reset()`.execute(db);
}

export type StatementRow = { query: string; calls: number; plans: number; execMs: number; planMs: number };

/** What the server ran since the reset, busiest first, without the bench's own reads of the stats. */
export async function statementStats(db: Db): Promise<StatementRow[]> {
  const { rows } = await sql<StatementRow>`select query, calls::int as calls, plans::int as plans, total_exec_time as "execMs",
      total_plan_time as "planMs"
    from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      and query not like '%pg_stat_statements%' and query not like '%pg_reload_conf%'
    order by total_exec_time + total_plan_time desc`.execute(db);
  return rows;
}

export type RoundTrips = { queries: number; roundTrips: number; stop: () => void };

/**
 * Counts every pg query of this process from now until stop(): `queries` in all, and `roundTrips`,
 * the queries sent while their connection had nothing else in flight (each one a wait for the server).
 */
export function countRoundTrips(): RoundTrips {
  const original = pg.Client.prototype.query;
  const inFlight = new WeakMap<object, number>();
  const counts: RoundTrips = {
    queries: 0,
    roundTrips: 0,
    stop: () => {
      pg.Client.prototype.query = original;
    },
  };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const pending = inFlight.get(this) ?? 0;
    counts.queries += 1;
    if (pending === 0) counts.roundTrips += 1;
    const result: unknown = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      inFlight.set(this, pending + 1);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  } as typeof original;
  return counts;
}

/**
 * The statement list of a sample of `units` (punches), per unit: executions, plans, and the
 * milliseconds spent executing and planning. A row with no execution is a plan made for a
 * statement pg_stat_statements counted under another entry (pg's pipeline sends BEGIN with it).
 */
export function statementLines(stats: StatementRow[], units: number, width = 100): string[] {
  const flat = (q: string) => q.replace(/\s+/g, ' ').trim();
  const n = (value: number, digits: number, pad: number) => (value / units).toFixed(digits).padStart(pad);
  return [
    '    runs  plans  exec ms  plan ms  statement (per punch)',
    ...stats.map((s) => {
      const text = flat(s.query);
      return `    ${n(s.calls, 2, 4)}  ${n(s.plans, 2, 5)}  ${n(s.execMs, 3, 7)}  ${n(s.planMs, 3, 7)}  ${text.length > width ? `${text.slice(0, width - 1)}…` : text}`;
    }),
  ];
}
