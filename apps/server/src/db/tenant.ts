import { CompiledQuery, type Kysely } from 'kysely';
import { checkout, runGroup, type Checkout, type Db } from './database';
import type { Database } from './schema';
import { queryNow } from './pool-client';
import { GroupStatementFailed } from './sync-group';

/** A connection inside a tenant transaction: query with it, never start another transaction. */
export type TenantTx = Kysely<Database>;

/** A statement with its own $1, $2... parameters. */
export type Statement = { text: string; parameters: unknown[] };

export type TenantOptions = {
  /**
   * Only reads: the transaction is READ ONLY, and its answer is handed back as soon as fn is done,
   * while COMMIT (which can change nothing a read returned) follows before the connection goes
   * back to the pool.
   */
  readOnly?: boolean;
  /**
   * A query sent with BEGIN and run as the tenant (row-level security applies to it), whose rows
   * fn gets before it runs: the caller's access row.
   */
  alongside?: Statement;
  /**
   * A boolean SQL expression that must be true for fn's work to count, over parameters $2, $3...
   * ($1 is the organization). It is checked in the statement that enters the tenant, and fn starts
   * without waiting for it, so fn's first query travels in the same round trip (pg's pipeline
   * mode). When it is not true the transaction aborts before fn's queries run, and withTenant
   * fails with GUARD_FAILED, never with fn's error.
   */
  guard?: Statement;
  /**
   * A read whose fn sends all its queries before awaiting any of them (a list page: one
   * statement): COMMIT is queued right behind them and leaves in the same write, so the read
   * costs one round trip and leaves no work behind. A query fn sends later fails (AFTER_COMMIT)
   * rather than run outside the transaction. Needs readOnly. (A read whose statements are known
   * up front goes without BEGIN or COMMIT at all: readInOneGroup.)
   */
  oneStatement?: boolean;
};

/** The SQLSTATE of a failed guard (migration 0032, punchline_guard). */
export const GUARD_FAILED = 'PLGRD';

const ENTER = `select set_config('role', 'punchline_tenant', true), set_config('app.org_id', $1, true)`;
// A read keeps each prepared statement's generic plan. Under row-level security PostgreSQL's own
// choice ('auto') never settles on it: the generic plan of a list page looks costlier than a custom
// one (the policy's filter and the LIMIT skew the estimate), so every execution was planned anew,
// 0.14 ms of a 0.6 ms list page in PostgreSQL (bench/list.bench.ts). The reads here select by
// organization through indexes that lead with org_id, where one plan fits every value, and an
// ANALYZE (autovacuum) replaces a plan made while a table was small.
const BEGIN_READ = 'begin transaction read only; set local plan_cache_mode = force_generic_plan';
// A write may grow a table within its own transaction (a bulk import of 5,000 rows into an empty
// one), where no ANALYZE can run: a prepared statement's generic plan, made while the table was
// small, would scan it whole for every row. Writes plan each execution for the values and sizes
// at hand (still skipping the parse); reads keep one generic plan (BEGIN_READ).
const ENTER_FOR_WRITES = `${ENTER}, set_config('plan_cache_mode', 'force_custom_plan', true)`;
// A read sent as one group (readInOneGroup) has no BEGIN to say READ ONLY and set the plan mode:
// the statement that enters the tenant does both, for the rest of the implicit transaction.
const ENTER_GROUP = `${ENTER}, set_config('transaction_read_only', 'on', true), set_config('plan_cache_mode', 'force_generic_plan', true)`;

type Entry = 'read' | 'write' | 'group';

function assertOrgId(orgId: number): void {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error(`not an organization id: ${orgId}`);
}

function enterStatement(orgId: number, entry: Entry, guard: Statement | undefined): Statement {
  const parameters = [String(orgId), ...(guard?.parameters ?? [])];
  const enter = { read: ENTER, write: ENTER_FOR_WRITES, group: ENTER_GROUP }[entry];
  return { text: guard ? `${enter}, punchline_guard(${guard.text})` : enter, parameters };
}

/**
 * BEGIN, entering the tenant (and its guard) and the alongside query, queued on the connection at
 * once and in this order, so nothing queued after them runs outside the tenant; alongside's rows.
 */
function enter<A>(conn: Checkout, orgId: number, options: TenantOptions): Promise<A[]> {
  const begun = conn.send(options.readOnly ? BEGIN_READ : 'begin');
  const entering = enterStatement(orgId, options.readOnly ? 'read' : 'write', options.guard);
  const entered = conn.send(entering.text, entering.parameters);
  const answered = options.alongside ? conn.send<A>(options.alongside.text, options.alongside.parameters) : undefined;
  return Promise.all([begun, entered, answered]).then(([, , answer]) => answer?.rows ?? []);
}

type Batch<T> = {
  work: Promise<T>;
  /** Settles once the held-back writes left (and a oneStatement read's COMMIT was queued). */
  flushed?: Promise<void>;
  committed?: Promise<unknown>;
};

/**
 * Runs start with the socket held back until its queries are built (Kysely hands them to pg
 * within the same turn of the event loop), so they leave in one write; a oneStatement read
 * queues its COMMIT behind them.
 */
function startBatched<T>(conn: Checkout, options: TenantOptions, start: () => Promise<T>): Batch<T> {
  conn.socket?.cork();
  const work = (async () => start())(); // a throw before the first await is a rejection like any other
  let flush!: () => void;
  const batch: Batch<T> = { work, flushed: new Promise<void>((resolve) => (flush = resolve)) };
  setImmediate(() => {
    if (options.oneStatement) batch.committed = conn.seal();
    conn.socket?.uncork();
    flush();
  });
  return batch;
}

/** BEGIN, the guard and fn's first queries in one write; fails with the guard's error when it fails. */
function runGuarded<T>(conn: Checkout, orgId: number, options: TenantOptions, fn: (trx: TenantTx, alongside: never[]) => Promise<T>) {
  return startBatched(conn, options, () => {
    const guarded = enter(conn, orgId, options);
    const work = (async () => fn(conn.trx, []))();
    return Promise.allSettled([guarded, work]).then(([guardOutcome, outcome]) => {
      if (guardOutcome.status === 'rejected') throw guardOutcome.reason;
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
  });
}

/** fn once the tenant is entered and the alongside rows are in. */
async function runEntered<T, A>(conn: Checkout, orgId: number, options: TenantOptions, fn: (trx: TenantTx, alongside: A[]) => Promise<T>) {
  const alongside = await enter<A>(conn, orgId, options);
  return options.oneStatement ? startBatched(conn, options, () => fn(conn.trx, alongside)) : { work: fn(conn.trx, alongside) };
}

/** The rows of each statement of a read, in order. */
export type Rows = Record<string, unknown>[];

/**
 * A read that knows every statement it will send before it sends any (a list page, a record):
 * its statements, and what to make of their rows. As data rather than a function that queries,
 * it can leave in one write with its tenant entry and guard (readInOneGroup), and nothing can
 * query after it on a connection that has moved on.
 */
export type OneRead<T> = { statements: Statement[]; finish: (rows: Rows[]) => T };

/**
 * Runs a read's statements in organization orgId's tenant, read only, as one group that
 * PostgreSQL runs as one implicit transaction (db/sync-group.ts): entering the tenant with its
 * guard, then the statements, with one Sync; no BEGIN or COMMIT statements. When the guard is not
 * true PostgreSQL skips the statements, and this fails with the guard's error (GUARD_FAILED).
 * The rows are handed back as soon as the last statement is complete (the guard ran before it,
 * and a read loses nothing to the commit that follows); the connection goes back once the group
 * is over. No statements at all still checks the guard (a refusal decided from a remembered
 * access row stands only while that row is current).
 */
export async function readInOneGroup(db: Db, orgId: number, guard: Statement, statements: Statement[]): Promise<Rows[]> {
  assertOrgId(orgId);
  const group = [enterStatement(orgId, 'group', guard), ...statements].map(({ text, parameters }) => ({ text, values: parameters }));
  const rows: Rows[] = [];
  return new Promise<Rows[]>((answer, fail) => {
    const ran = runGroup(db, group, (index, result) => {
      if (index > 0) rows.push(result.rows);
      if (index === statements.length) answer(rows);
    });
    // Too late to matter once the rows were handed back.
    ran.catch((failure: Error) => fail(failure instanceof GroupStatementFailed ? failure.error : failure));
  });
}

/** A read's statements in a tenant transaction, all sent at once (one round trip); finish's answer. */
export async function runRead<T>(trx: TenantTx, read: OneRead<T>): Promise<T> {
  const results = await Promise.all(
    read.statements.map(({ text, parameters }) => queryNow<Record<string, unknown>>(trx, text, parameters)),
  );
  return read.finish(results.map((result) => result.rows));
}

/**
 * Runs fn in one transaction that can see and write only organization orgId's rows of the
 * tenant tables: PostgreSQL row-level security enforces it under the role punchline_tenant,
 * so a query that forgets its `where org_id` still cannot read or write another organization.
 * Queries still filter by org_id themselves (the first wall, and what makes indexes apply).
 */
export async function withTenant<T, A = unknown>(
  db: Db,
  orgId: number,
  fn: (trx: TenantTx, alongside: A[]) => Promise<T>,
  options: TenantOptions = {},
): Promise<T> {
  const { readOnly, guard } = options;
  assertOrgId(orgId);
  if (options.oneStatement && !readOnly) throw new Error('only a read may commit behind its one statement');
  const conn = await checkout(db);
  let batch: Batch<T> | undefined;
  let result: T;
  try {
    batch = guard ? runGuarded(conn, orgId, options, fn) : await runEntered(conn, orgId, options, fn);
    result = await batch.work;
  } catch (error) {
    // A queued COMMIT ends the (aborted) transaction by itself; otherwise roll back. A connection
    // that cannot even do that is broken: the pool replaces it.
    await batch?.flushed;
    const ended = batch?.committed ?? conn.send('rollback');
    conn.release(
      await ended.then(
        () => undefined,
        (endError: Error) => endError,
      ),
    );
    throw error;
  }
  if (readOnly) {
    // Nothing written to lose: the answer leaves first; the connection goes back once COMMIT is
    // done (already on its way for a oneStatement read, sent after the answer otherwise).
    const releaseAfter = (commit: Promise<unknown>) =>
      commit.then(
        () => conn.release(),
        (error: Error) => conn.release(error),
      );
    if (batch.committed) void releaseAfter(batch.committed);
    else setImmediate(() => void releaseAfter(conn.send('commit')));
    return result;
  }
  try {
    await conn.send('commit');
  } catch (error) {
    conn.release(error as Error);
    throw error;
  }
  conn.release();
  return result;
}

/** Switches an open transaction to organization orgId's tenant view until it ends. */
export async function enterTenant(trx: TenantTx, orgId: number): Promise<void> {
  await trx.executeQuery(CompiledQuery.raw(ENTER, [String(orgId)]));
}
