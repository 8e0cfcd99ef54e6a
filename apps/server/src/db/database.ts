import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { kyselyClient, kyselyOn, StatementNames } from './pool-client';

// bigint ids and counts fit in a JS number for any realistic tenant size; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates (no time) stay as 'YYYY-MM-DD' strings: they are calendar days, not instants.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

type Connections = { pool: pg.Pool; names: StatementNames; readOnly: boolean };
const connections = new WeakMap<Db, Connections>();
/** The transactions (one Kysely per pooled connection, db/pool-client.ts) of read-only pools. */
const readOnlyTrx = new WeakSet<Kysely<Database>>();

/**
 * A connection string whose sessions start with default_transaction_read_only on (PostgreSQL's
 * `options` startup parameter, added to any the URL already has): every transaction on them is
 * read only, whichever way it was begun, so a write sent through them fails.
 */
export function readOnlyUrl(url: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', [own, '-c default_transaction_read_only=on'].filter(Boolean).join(' '));
  return parsed.toString();
}

/**
 * A pool on url. `readOnly`: a pool that only reads (the reports' replica, REPORTS_DATABASE_URL):
 * its connections are read only from the start (readOnlyUrl), and isReadOnlyTx knows their
 * transactions.
 */
export function createDb(
  url: string,
  max = 10,
  onConnectionError: (error: Error) => void = () => {},
  { readOnly = false }: { readOnly?: boolean } = {},
): Db {
  // pg's pipeline mode sends a query as soon as it is made, without waiting for the one before:
  // queries made one after another (Kysely's way) run as before, and db/tenant.ts sends BEGIN, the
  // tenant entry and the access row in one round trip, bulk import its rows' statements together.
  const pool = new pg.Pool({ connectionString: readOnly ? readOnlyUrl(url) : url, max, pipeline: true });
  // A connection dropped by the server (restart, Ctrl+C reaching PostgreSQL first) must not crash
  // the process. pg emits 'error' on the client, which pg-pool hears only while the client is idle:
  // checked out, the event would go unheard and end the process. So every client has a listener of
  // its own, the one that reports; its queries fail by themselves, and whoever checked it out gives
  // it back broken.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const names = new StatementNames();
  const kyselyPool = { connect: async () => kyselyClient(await pool.connect(), names), end: () => pool.end() };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool }) });
  connections.set(db, { pool, names, readOnly });
  return db;
}

/**
 * Whether trx is a transaction of a read-only pool (createDb's readOnly: the reports' replica).
 * What is computed through it cannot be kept there: the time card cache is written only through
 * the primary (timecards/recompute-batch.ts), and a report on the replica uses its cards from memory.
 */
export function isReadOnlyTx(trx: Kysely<Database>): boolean {
  return readOnlyTrx.has(trx);
}

/**
 * A connection of db's pool held for one transaction: a Kysely bound to it (queries made at once
 * leave together), `send` to put a raw statement on it, and `release` to give it back (broken when
 * given the error that broke it).
 */
export type Checkout = {
  trx: Kysely<Database>;
  send: <R>(text: string, parameters?: unknown[]) => Promise<{ rows: R[] }>;
  release: (error?: Error) => void;
};

export async function checkout(db: Db): Promise<Checkout> {
  const own = connections.get(db);
  if (!own) throw new Error('checkout needs a database made by createDb');
  const client = await own.pool.connect();
  const { query } = kyselyClient(client, own.names);
  const trx = kyselyOn(client, own.names);
  if (own.readOnly) readOnlyTrx.add(trx);
  return {
    trx,
    send: (text, parameters = []) => query(text, parameters) as never,
    release: (error) => client.release(error),
  };
}

/**
 * Settles once every connection of db's pool is back in it: a read answers before its COMMIT is
 * done (db/tenant.ts), and a bench must not time that COMMIT as part of what it runs next.
 */
export async function whenIdle(db: Db): Promise<void> {
  const own = connections.get(db);
  if (!own) throw new Error('whenIdle needs a database made by createDb');
  while (own.pool.idleCount < own.pool.totalCount || own.pool.waitingCount > 0) await new Promise((resolve) => setImmediate(resolve));
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings our own tables to the newest version; throws (and changes nothing more) on failure.
 * The whole schema, pg-boss's included, is migrate.ts's migrateToLatest.
 */
export async function migrateTables(db: Db): Promise<string[]> {
  // Issues land migrations in numbered ranges, so a newer file may sort before one already run.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Brings an empty database to exactly the schema of `names` (a backup's migrations, backup/restore.ts):
 * refuses when this version lacks one of them or would run others before the last of them.
 */
export async function migrateTablesTo(db: Db, names: string[]): Promise<void> {
  const known = Object.keys(migrations).sort();
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new Error(`This backup was made by a newer version of Punchline (migrations ${unknown.join(', ')}).`);
  const last = [...names].sort().at(-1);
  if (!last) return;
  const extra = known.filter((n) => n <= last && !names.includes(n));
  if (extra.length > 0) throw new Error(`This version's schema differs from the backup's before ${last} (${extra.join(', ')}).`);
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
