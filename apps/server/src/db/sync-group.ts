import pg from 'pg';
import type { StatementNames } from './pool-client';

// PostgreSQL runs every statement sent before a Sync message in one implicit transaction: it
// commits at the Sync, or rolls back and skips the rest at the first error. pg sends a Sync after
// each query, so a transaction of several statements otherwise costs BEGIN and COMMIT, more
// statements for PostgreSQL to run and pg to read back on every read. A group sends its
// statements with one Sync: with 8 list requests in flight, 10-20% more pages per second
// (docs/resources.md, apps/server/bench/list-throughput.bench.ts).
//
// Both classes below are queries as pg's pipeline mode accepts them (subclasses of pg.Query), and
// write pg's protocol messages themselves, the way pg.Query does. They keep pg's own record of the
// statements prepared on a connection (parsedStatements), which the client's other queries rely on.

type QueryResult = pg.QueryResult<Record<string, unknown>>;
type Callback<R> = (error: Error | null, result?: R) => void;

/** pg's protocol writer of a connection, as pg.Query uses it. */
type Wire = {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
};

const prepareValue = (pg as unknown as { utils: { prepareValue: unknown } }).utils.prepareValue;

/** pg's query class: not in its type declarations, though exported as pg.Query. */
const PgQuery = (pg as unknown as { Query: new (config: object, values: undefined, callback: Callback<unknown>) => object }).Query;

/** The methods of pg.Query a group relies on (pg's client calls them as messages arrive). */
type QueryBase = {
  name?: string;
  text: string;
  _result: QueryResult;
  _results: QueryResult | QueryResult[];
  handleCommandComplete(message: unknown, wire: Wire): void;
  handleError(error: Error, wire: Wire): void;
};
const Base = PgQuery as unknown as new (config: object, values: undefined, callback: Callback<unknown>) => QueryBase;

/** One statement of a group. */
export type GroupStatement = { text: string; values: unknown[] };
/** With the name it is prepared under on the connection, once StatementNames admits its text. */
type NamedStatement = GroupStatement & { name: string | undefined };

/**
 * Parse only, with its own Sync: prepares a named statement before the group that uses it. On
 * its own, so pg's client records the name as prepared exactly when PostgreSQL reports it parsed
 * (ParseComplete), and forgets it when the parse fails.
 */
class Prepare extends Base {
  constructor(name: string, text: string, callback: Callback<unknown>) {
    super({ name, text }, undefined, callback);
  }

  submit(wire: Wire): null {
    wire.stream.cork?.();
    wire.parse({ text: this.text, name: this.name! });
    wire.submittedNamedStatements[this.name!] = this.text;
    wire.sync();
    wire.stream.uncork?.();
    return null;
  }
}

/** A statement of a group failed: PostgreSQL skipped the ones after it and rolled the group back. */
export class GroupStatementFailed extends Error {
  constructor(
    /** Which statement, counting from 0. */
    readonly index: number,
    /** PostgreSQL's error (pg.DatabaseError: code, detail...). */
    readonly error: Error,
  ) {
    super(error.message);
  }

  /** PostgreSQL is closing the connection after this error (an administrator's terminate, a shutdown). */
  get endsSession(): boolean {
    const { severity } = this.error as { severity?: string };
    return severity === 'FATAL' || severity === 'PANIC';
  }
}

class Group extends Base {
  private completed = 0;

  constructor(
    private readonly statements: NamedStatement[],
    private readonly onStatement: (index: number, result: QueryResult) => void,
    callback: Callback<unknown>,
  ) {
    super({ text: statements.map((s) => s.text).join(';\n') }, undefined, callback);
  }

  submit(wire: Wire): null {
    wire.stream.cork?.();
    for (const { text, values, name = '' } of this.statements) {
      // Named statements were prepared by a Prepare queued ahead; the unnamed one is parsed anew.
      if (!name) wire.parse({ text, name });
      wire.bind({ portal: '', statement: name, values, valueMapper: prepareValue });
      wire.describe({ type: 'P', name: '' });
      wire.execute({ portal: '' });
    }
    wire.sync();
    wire.stream.uncork?.();
    return null;
  }

  override handleCommandComplete(message: unknown, wire: Wire): void {
    super.handleCommandComplete(message, wire);
    this.onStatement(this.completed, this._result);
    this.completed += 1;
  }

  override handleError(error: Error, wire: Wire): void {
    // A statement's error names the statement; a broken connection's stays as it is.
    super.handleError(error instanceof pg.DatabaseError ? new GroupStatementFailed(this.completed, error) : error, wire);
  }

  get results(): QueryResult[] {
    return Array.isArray(this._results) ? this._results : [this._results];
  }
}

/**
 * Runs statements on client as one implicit transaction (one Sync), queued behind whatever the
 * client already has in its pipeline; their results in order, once the transaction is over.
 * onStatement hands each statement's result on as soon as it is complete, before the ones after
 * it have run and before the commit. Each text is prepared the way pg's own queries are once
 * `names` admits it (db/pool-client.ts). Fails with GroupStatementFailed when a statement failed
 * (the connection is fine), with pg's error when the connection broke.
 */
export function sendGroup(
  client: pg.PoolClient,
  names: StatementNames,
  statements: GroupStatement[],
  onStatement: (index: number, result: QueryResult) => void = () => {},
): Promise<QueryResult[]> {
  const wire = (client as unknown as { connection: Wire }).connection;
  const prepared: Promise<unknown>[] = [];
  const named = statements.map((statement, index): NamedStatement => {
    const name = statement.values.length > 0 ? names.nameFor(statement.text) : undefined;
    if (name && wire.parsedStatements[name] === undefined && wire.submittedNamedStatements[name] === undefined) {
      prepared.push(
        new Promise((resolve, reject) =>
          client.query(
            new Prepare(name, statement.text, (error) =>
              error ? reject(error instanceof pg.DatabaseError ? new GroupStatementFailed(index, error) : error) : resolve(null),
            ) as never,
          ),
        ),
      );
    }
    return { ...statement, name };
  });
  const ran = new Promise<QueryResult[]>((resolve, reject) => {
    const group: Group = new Group(named, onStatement, (error) => (error ? reject(error) : resolve(group.results)));
    client.query(group as never);
  });
  // A statement that failed to prepare fails the group too ("prepared statement does not exist"):
  // the parse error is the one that says why.
  return Promise.allSettled([...prepared, ran]).then((outcomes) => {
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) throw failed.reason;
    return ran;
  });
}
