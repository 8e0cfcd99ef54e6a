import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { kyselyClient, kyselyOn, setSealed, StatementNames } from './pool-client';
import { GroupStatementFailed, sendGroup, type GroupStatement } from './sync-group';

// bigint ids and counts fit in a JS number for any realistic tenant size; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates (no time) stay as 'YYYY-MM-DD' strings: they are calendar days, not instants.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

type Connections = { pool: pg.Pool; names: StatementNames };
const connections = new WeakMap<Db, Connections>();

export function createDb(url: string, max = 10, onConnectionError: (error: Error) => void = () => {}): Db {
  // Pipeline mode changes nothing for queries sent one after another (Kysely's way); it lets
  // db/tenant.ts send BEGIN and a read's first query without waiting in between.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true });
  // A connection dropped by the server (restart, Ctrl+C reaching PostgreSQL first) must not crash
  // the process. pg emits 'error' on the client, which pg-pool hears only while the client is idle
  // (it discards it, and tells the pool's own 'error' listeners): checked out, the event would go
  // unheard and end the process. So every client has a listener of its own, the one that reports;
  // its queries fail by themselves, and whoever checked it out gives it back broken.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const names = new StatementNames();
  const kyselyPool = { connect: async () => kyselyClient(await pool.connect(), names), end: () => pool.end() };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool }) });
  connections.set(db, { pool, names });
  return db;
}

/**
 * A connection of db's pool held for one transaction: a Kysely bound to it, `send` to put a
 * statement on it at once (pg queues it the moment it is called, before anything sent later;
 * prepared like Kysely's once seen often), and its socket, to batch writes.
 */
export type Checkout = {
  trx: Kysely<Database>;
  send: <R>(text: string, parameters?: unknown[]) => Promise<{ rows: R[] }>;
  socket: Writable | undefined;
  /** Sends COMMIT now; from then on `trx` refuses queries (they would run outside the transaction). */
  seal: () => Promise<unknown>;
  release: (error?: Error) => void;
};

export async function checkout(db: Db): Promise<Checkout> {
  const own = connections.get(db);
  if (!own) throw new Error('checkout needs a database made by createDb');
  const client = await own.pool.connect();
  const { query } = kyselyClient(client, own.names);
  // pg keeps the socket on an undocumented property: without it, writes simply go one by one.
  const stream = (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;
  return {
    trx: kyselyOn(client, own.names),
    send: (text, parameters = []) => query(text, parameters) as never,
    socket: typeof stream?.cork === 'function' && typeof stream.uncork === 'function' ? (stream as Writable) : undefined,
    seal: () => {
      const committed = query('commit', []);
      setSealed(client, true);
      return committed;
    },
    release: (error) => {
      setSealed(client, false);
      client.release(error);
    },
  };
}

/**
 * Runs statements as one group, one implicit transaction (db/sync-group.ts), on a connection of
 * db's pool held for nothing else: for a read that hands out no transaction to query with
 * (db/tenant.ts readInOneGroup), so there is nothing to refuse afterwards. onStatement and the
 * outcome are sendGroup's. The connection goes back once the group is over: given up if it broke,
 * or if PostgreSQL ends the session (an administrator's terminate, a shutdown); a statement's
 * failure leaves it fine.
 */
export async function runGroup(db: Db, statements: GroupStatement[], onStatement?: Parameters<typeof sendGroup>[3]) {
  const own = connections.get(db);
  if (!own) throw new Error('runGroup needs a database made by createDb');
  const client = await own.pool.connect();
  try {
    const results = await sendGroup(client, own.names, statements, onStatement);
    client.release();
    return results;
  } catch (failure) {
    const failed = failure instanceof GroupStatementFailed ? failure : undefined;
    client.release(!failed || failed.endsSession ? (failure as Error) : undefined);
    throw failure;
  }
}

/**
 * Settles once every connection of db's pool is back in it: a read hands its answer back before its
 * COMMIT is done (db/tenant.ts), and a bench must not time that COMMIT as part of what it runs next.
 */
export async function whenIdle(db: Db): Promise<void> {
  const own = connections.get(db);
  if (!own) throw new Error('whenIdle needs a database made by createDb');
  while (own.pool.idleCount < own.pool.totalCount || own.pool.waitingCount > 0) await new Promise((resolve) => setImmediate(resolve));
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest version; throws (and changes nothing more) on failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Issues land migrations in numbered ranges, so a newer file may sort before one already run.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
