import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';

// bigint ids and counts fit in a JS number for any realistic tenant size; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates (no time) stay as 'YYYY-MM-DD' strings: they are calendar days, not instants.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

export function createDb(url: string, max = 10, onIdleError: (error: Error) => void = () => {}): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, Ctrl+C reaching PostgreSQL first) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
