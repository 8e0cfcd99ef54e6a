import type { ReportResult } from '@punchline/contracts';
import { addDaysIso, epochFromLocal, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { reportKit, rowsOf } from '../../test/kits/report-test-kit';
import type { Method } from '../../test/kits/worker-test-world';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { bearer, runQueuedJobs } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, readOnlyUrl } from '../db/database';
import { readTenant, writeTenant } from '../db/tenant';
import type { App } from '../http/context';
import { seedPunches } from '../punches/punch-store';

// REPORTS_DATABASE_URL (docs/scaling.md, "A read replica for reports"), tested as CI can: the
// "replica" is the same database through connections that are read only from the start. One app on
// the test's database reads its reports there, another is the server without the setting. The
// reports must answer the same rows, read on the replica's connections only, keep their runs on
// the primary, and cache no time card through the replica.

const READ_ONLY = 'default_transaction_read_only';

describe('reports on a read replica', async () => {
  const w = await timecardWorld();
  const { db, org, other, tokens, refs } = w;
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!.name}`;
  const replica = createDb(url.toString(), 3, () => {}, { readOnly: true });
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', REPORTS_DATABASE_URL: url.toString(), NODE_ENV: 'test' });
  const onReplica = await buildApp({ db, reportsDb: replica, config, logger: false });
  const onPrimary = await buildApp({ db, config: loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' }), logger: false });
  afterAll(async () => {
    await onReplica.close();
    await onPrimary.close();
    await replica.destroy();
  });
  afterEach(() => vi.restoreAllMocks());

  const lastWeek = w.weekStart(1);
  const week = { from: lastWeek, to: addDaysIso(lastWeek, 6), groupBy: 'none' };
  const maria = await w.worker({ firstName: 'Maria', lastName: 'Alves', departmentId: refs.deptA });
  const ned = await w.worker({ firstName: 'Ned', lastName: 'Brown', departmentId: refs.deptB });
  for (const person of [maria, ned])
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${person.id}, '2000-01-01', 20)`.execute(
      db,
    );
  await w.punchWeek(maria.id, lastWeek);
  await w.punchWeek(ned.id, lastWeek, [[1, 6]]);
  await w.worker({ firstName: 'Olga', lastName: 'Other' }, other);
  await w.member('limited', [...PERMISSIONS]);
  await w.restrict('limited', { departmentIds: [refs.deptA] });
  // Whatever the set-up queued (a recompute after saving the pay rule) runs now, not in a test below.
  await runQueuedJobs(onPrimary);

  const callOn = (app: App) => (who: string, method: Method, path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${path}`,
      headers: bearer(tokens[who]!),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const viaReplica = reportKit(callOn(onReplica), org);
  const viaPrimary = reportKit(callOn(onPrimary), org);

  const cachedCards = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from timecard_cache where org_id = ${org}`.execute(db)).rows[0]!.n);

  /**
   * Every query this process sends while fn runs, split by the pool its connection came from: the
   * replica's (its connection string sets default_transaction_read_only) or any other.
   */
  async function queriesOf<T>(fn: () => Promise<T>) {
    const checkouts = vi.spyOn(pg.Pool.prototype, 'connect');
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const value = await fn();
    const replicaClients = new Set<unknown>();
    for (const [i, pool] of checkouts.mock.contexts.entries()) {
      if (!String((pool as pg.Pool).options.connectionString).includes(READ_ONLY)) continue;
      replicaClients.add(await (checkouts.mock.results[i]!.value as Promise<pg.PoolClient>));
    }
    const text = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: string }).text ?? ''));
    const sent = queries.mock.calls.map(([arg], i) => ({ replica: replicaClients.has(queries.mock.contexts[i]), text: text(arg) }));
    vi.restoreAllMocks();
    return {
      value,
      replica: sent.filter((q) => q.replica).map((q) => q.text),
      primary: sent.filter((q) => !q.replica).map((q) => q.text),
    };
  }

  /** The workers a result has rows of (totals: a row per pay code). */
  const workersOf = (result: ReportResult) => [...new Set(rowsOf(result).map((r) => r.employeeId))];
  const reads = (texts: string[], table: string) => texts.filter((t) => new RegExp(`\\b${table}\\b`).test(t) && /\bselect\b/i.test(t));
  const writes = (texts: string[]) => texts.filter((t) => /^\s*(insert|update|delete)\b/i.test(t));

  it("answers the primary's rows, reading on the replica only and caching no card; keeps the run on the primary", async () => {
    expect(await cachedCards()).toBe(0);
    const totals = await queriesOf(() => viaReplica.run('owner', 'totals', week));
    const cards = await queriesOf(() => viaReplica.run('owner', 'timecards', week));
    for (const q of [totals, cards]) {
      // The report's data (punches, workers) was read on the replica's connections, never on the primary's.
      expect(reads(q.replica, 'punches').length).toBeGreaterThan(0);
      expect(reads(q.replica, 'employees').length).toBeGreaterThan(0);
      expect(reads(q.primary, 'punches')).toEqual([]);
      expect(reads(q.primary, 'timecard_cache')).toEqual([]);
      // Nothing was written through the replica; the run was kept on the primary.
      expect(writes(q.replica)).toEqual([]);
      expect(writes(q.primary).some((t) => /insert into "report_runs"/.test(t))).toBe(true);
    }
    // The cards were computed from the replica's reads and used from memory: none was cached.
    expect(await cachedCards()).toBe(0);

    // The same rows as without the setting, which brings the cards up to date in the cache as before.
    const primaryTotals = await viaPrimary.run('owner', 'totals', week);
    const primaryCards = await viaPrimary.run('owner', 'timecards', week);
    expect(await cachedCards()).toBe(2);
    expect(rowsOf(totals.value)).toEqual(rowsOf(primaryTotals));
    expect(totals.value.total).toEqual(primaryTotals.total);
    expect(rowsOf(cards.value)).toEqual(rowsOf(primaryCards));
    expect(workersOf(totals.value)).toEqual([maria.id, ned.id]);

    // The run record is on the primary, done, with the result answered.
    const kept = await sql<{ state: string; run_by: number; result: ReportResult }>`select state, run_by, result from report_runs
      where org_id = ${org} and id = ${totals.value.runId}`.execute(db);
    expect(kept.rows[0]).toMatchObject({ state: 'done', run_by: w.userIds.owner, result: { runId: totals.value.runId } });
    // And reopened from the primary, as the console does after a run.
    const reopened = await callOn(onReplica)('owner', 'GET', `/orgs/${org}/reports/runs/${totals.value.runId}`);
    expect(reopened.json()).toEqual(totals.value);
  });

  it('says the data is as of the instant it was read (a replica not replaying is as of now)', async () => {
    const before = Date.now();
    const result = await viaReplica.run('owner', 'totals', week);
    const cutoff = Date.parse(result.cutoff);
    expect(cutoff).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(cutoff).toBeLessThanOrEqual(Date.now());
  });

  it("applies the tenant's row-level security and the caller's restrictions on the replica", async () => {
    const limited = await queriesOf(() => viaReplica.run('limited', 'totals', week));
    expect(reads(limited.replica, 'punches').length).toBeGreaterThan(0);
    expect(workersOf(limited.value)).toEqual([maria.id]);
    expect(rowsOf(limited.value)).toEqual(rowsOf(await viaPrimary.run('limited', 'totals', week)));
    // A query that names no organization still sees only the tenant's rows there.
    const seen = await readTenant(replica, org, (trx) => trx.selectFrom('employees').select('org_id').distinct().execute());
    expect(seen).toEqual([{ org_id: org }]);
    const theirs = await readTenant(replica, other, (trx) => trx.selectFrom('employees').select('org_id').distinct().execute());
    expect(theirs).toEqual([{ org_id: other }]);
    // Someone who is no member of the organization gets the same refusal as on the primary.
    const outsider = await callOn(onReplica)('outsider', 'POST', `/orgs/${org}/reports/totals`, week);
    expect(outsider.statusCode).toBe(403);
  });

  it('refuses every write through the replica pool', async () => {
    const readOnly = /cannot execute (UPDATE|INSERT|DELETE) in a read-only transaction/;
    await expect(
      writeTenant(replica, org, (trx) => trx.updateTable('report_runs').set({ progress: 0 }).where('org_id', '=', org).execute()),
    ).rejects.toThrow(readOnly);
    await expect(sql`delete from timecard_cache where org_id = ${org}`.execute(replica)).rejects.toThrow(readOnly);
    await expect(
      replica
        .transaction()
        .execute((trx) => sql`insert into report_file_chunks (org_id, run_id, seq, bytes) values (${org}, 0, 0, '')`.execute(trx)),
    ).rejects.toThrow(readOnly);
  });

  it('runs async and file reports from the job queue on the replica, keeping runs and files on the primary', async () => {
    const call = callOn(onReplica);
    const start = await call('owner', 'POST', `/orgs/${org}/reports/totals/async`, week);
    expect(start.statusCode, start.body).toBe(200);
    const { reportKey } = start.json<{ reportKey: string }>();
    const job = await queriesOf(() => runQueuedJobs(onReplica));
    expect(job.value).toBe(1);
    expect(reads(job.replica, 'punches').length).toBeGreaterThan(0);
    expect(reads(job.primary, 'punches')).toEqual([]);
    const done = await call('owner', 'GET', `/orgs/${org}/reports/totals/async/${reportKey}/poll`);
    expect(done.statusCode, done.body).toBe(200);
    expect(rowsOf(done.json<ReportResult>())).toEqual(rowsOf(await viaPrimary.run('owner', 'totals', week)));

    const exported = await call('owner', 'POST', `/orgs/${org}/reports/punches/export?format=csv`, {
      ...week,
      columns: ['worker', 'date', 'time', 'type'],
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const fileJob = await queriesOf(() => runQueuedJobs(onReplica));
    expect(reads(fileJob.replica, 'punches').length).toBeGreaterThan(0);
    expect(reads(fileJob.primary, 'punches')).toEqual([]);
    expect(writes(fileJob.primary).some((t) => /insert into "report_file_chunks"/.test(t))).toBe(true);
    const key = exported.json<{ reportKey: string }>().reportKey;
    const result = (await call('owner', 'GET', `/orgs/${org}/reports/punches/async/${key}/poll`)).json<ReportResult>();
    const file = await call('owner', 'GET', `/orgs/${org}/reports/runs/${result.runId}/file`);
    expect(file.statusCode).toBe(200);
    // A header line and one line per punch: Maria's six days and Ned's one, in and out.
    expect(file.body.trim().split('\n')).toHaveLength(1 + 2 * 7);
  });

  it('without the setting reads and keeps on the primary, as before', async () => {
    const run = await queriesOf(() => viaPrimary.run('owner', 'totals', week));
    expect(run.replica).toEqual([]);
    expect(reads(run.primary, 'punches').length).toBeGreaterThan(0);
    expect(workersOf(run.value)).toEqual([maria.id, ned.id]);
  });

  it("judges an approval by the card's fingerprint as computed on the replica, not by the cache's", async () => {
    for (const person of [maria, ned]) {
      const approved = await callOn(onPrimary)('owner', 'POST', `/orgs/${org}/timecards/${person.id}/approve`, { date: lastWeek });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    // Maria's card changes after its approval, by a punch no card in the cache has seen yet.
    const print = async () =>
      (
        await sql<{
          fingerprint: string;
        }>`select fingerprint from timecard_cache where org_id = ${org} and employee_id = ${maria.id}`.execute(db)
      ).rows[0]?.fingerprint;
    const cachedPrint = await print();
    await seedPunches(db, [
      { orgId: org, employeeId: maria.id, at: new Date(epochFromLocal(`${lastWeek}T08:00`, ZONE) * 1000), type: 'in' },
    ]);
    const approvalOf = (result: ReportResult) =>
      Object.fromEntries(rowsOf(result).map((r) => [r.employeeId, r.approval]) as [number, unknown][]);
    const onReplicaCards = await viaReplica.run('owner', 'timecards', week);
    expect(approvalOf(onReplicaCards)).toEqual({ [maria.id]: 'Changed since approved', [ned.id]: 'Approved' });
    expect(await print()).toBe(cachedPrint);
    expect(rowsOf(onReplicaCards)).toEqual(rowsOf(await viaPrimary.run('owner', 'timecards', week)));
    expect(await print()).not.toBe(cachedPrint);
  });

  it('keeps the options a REPORTS_DATABASE_URL already has', () => {
    const made = new URL(readOnlyUrl('postgres://reader@replica:5432/punchline?options=-c%20search_path%3Dpublic&sslmode=require'));
    expect(made.searchParams.get('options')).toBe(`-c search_path=public -c ${READ_ONLY}=on`);
    expect(made.searchParams.get('sslmode')).toBe('require');
    expect(new URL(readOnlyUrl('postgres://reader@replica/punchline')).searchParams.get('options')).toBe(`-c ${READ_ONLY}=on`);
  });
});
