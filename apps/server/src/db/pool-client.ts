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

/** A query sent through kyselyOn(client) while the client gathers them, waiting for its result. */
export type Gathered = {
  text: string;
  values: unknown[];
  resolve: (result: pg.QueryResult) => void;
  reject: (error: Error) => void;
};

/**
 * What queries through kyselyOn(client) do besides running: gather (kept, to be sent later as
 * one group), or refuse (the transaction's COMMIT is already on its way).
 */
const diverted = new WeakMap<pg.PoolClient, Gathered[] | 'sealed'>();

export const AFTER_COMMIT = 'a query was sent after its read committed (withTenant oneStatement)';

/** From now on until unsealed, queries through kyselyOn(client) fail instead of running outside the transaction. */
export function setSealed(client: pg.PoolClient, on: boolean): void {
  if (on) diverted.set(client, 'sealed');
  else diverted.delete(client);
}

/** From now on until sealed, queries through kyselyOn(client) are kept in the list returned, unsent. */
export function gather(client: pg.PoolClient): Gathered[] {
  const gathered: Gathered[] = [];
  diverted.set(client, gathered);
  return gathered;
}

function divert(client: pg.PoolClient, text: unknown, parameters: readonly unknown[]): Promise<pg.QueryResult> | undefined {
  const to = diverted.get(client);
  if (to === undefined) return undefined;
  if (to === 'sealed') return Promise.reject(new Error(AFTER_COMMIT));
  if (typeof text !== 'string') return Promise.reject(new Error('a cursor (stream) cannot be part of a read sent as one group'));
  return new Promise((resolve, reject) => to.push({ text, values: [...parameters], resolve, reject }));
}

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
 * client out does), made once per pooled client. db/tenant.ts uses it to hold the raw client
 * beside Kysely, so it can write BEGIN and the first query together (pg's pipeline mode), which
 * Kysely's own single-connection API cannot: it waits for each query before sending the next.
 */
export function kyselyOn(client: pg.PoolClient, names: StatementNames): Kysely<Database> {
  let db = bound.get(client);
  if (!db) {
    const wrapped = kyselyClient(client, names);
    const query = ((...args: Parameters<PostgresPoolClient['query']>) =>
      divert(client, args[0], ((args as unknown[])[1] ?? []) as readonly unknown[]) ??
      wrapped.query(...args)) as PostgresPoolClient['query'];
    const pinned: PostgresPoolClient = { query, release: () => {} };
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: async () => pinned, end: async () => {} } }) });
    bound.set(client, db);
  }
  return db;
}
