import { Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/**
 * Names for the statements this process runs again and again, so PostgreSQL parses and plans each
 * once per connection instead of on every request (a list page under row-level security spends
 * more time planning than reading; see apps/server/bench/list.bench.ts). A text is named only once
 * it has been seen `admitAfter` times, so one-off texts (an IN list of a new length) never are, and
 * at most `maxNamed` texts are, which bounds what each connection keeps prepared on the server.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly maxNamed = 200,
    private readonly admitAfter = 3,
    private readonly maxCounted = 10_000,
  ) {}

  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.maxNamed) return name;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.admitAfter) {
      if (this.seen.size >= this.maxCounted) this.seen.clear(); // forget the long tail, start counting anew
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const named = `punchline_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  get size(): number {
    return this.names.size;
  }
}

const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
const bound = new WeakMap<pg.PoolClient, Kysely<Database>>();

/** The pg client as Kysely sees it, except that a query with parameters runs as a named (prepared)
 * statement once `names` admits its text. */
export function kyselyClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  let wrapped = wrappers.get(client);
  if (!wrapped) {
    const run = async (text: string, parameters: readonly unknown[]) => {
      const values = parameters as unknown[];
      const name = values.length > 0 ? names.nameFor(text) : undefined;
      return name ? client.query({ name, text, values }) : client.query(text, values);
    };
    wrapped = {
      // A cursor (Kysely's stream) goes to pg untouched.
      query: ((textOrCursor: string | object, parameters: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? run(textOrCursor, parameters)
          : client.query(textOrCursor as never)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
    wrappers.set(client, wrapped);
  }
  return wrapped;
}

/**
 * A Kysely that runs every query on this one client and never releases it (whoever checked the
 * client out does), made once per pooled client, through Kysely's documented pool interface.
 * Unlike Kysely's own transaction, which waits for each query before sending the next, queries
 * made at once here reach pg at once, and pg's pipeline mode sends them together (bulk import).
 */
export function kyselyOn(client: pg.PoolClient, names: StatementNames): Kysely<Database> {
  let db = bound.get(client);
  if (!db) {
    const pinned: PostgresPoolClient = { query: kyselyClient(client, names).query, release: () => {} };
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: async () => pinned, end: async () => {} } }) });
    bound.set(client, db);
  }
  return db;
}
