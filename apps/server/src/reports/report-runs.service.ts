import {
  reportResultSchema,
  reportSpec,
  type ReportComparison,
  type ReportKey,
  type ReportParams,
  type ReportResult,
  type ReportRunSummary,
} from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { JobQueue } from '../jobs/queue';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { formatPrefs } from '../punches/punches.list';
import { showsPay } from '../timecards/pay-visibility';
import type { ReportRun } from './report-definition';
import { readChunks } from './big-export/chunk-store';
import { CONTENT_TYPES, reportFilename } from './files/report-file';
import { exportReport, type FileFormat } from './big-export/export-run';
import { compareRuns } from './report-compare';
import { serverReport } from './report-registry';
import { RUN_SUMMARY_COLUMNS, runSummary } from './run-summaries';
import { checkRange } from './report-range';
import { groupingOf, shapeReport, shownColumns } from './report-shape';

// Every report runs through here (docs/reports.md): at once (POST {path}) or on the job queue
// (POST {path}/async, then GET {path}/async/{key}/poll). Either way the run is kept: its
// parameters, who ran it, the instant its data was read and its answer.
// A run reads in one transaction on ReportDbs.reads (the replica, when there is one) and is kept in
// another on the primary: nothing of it is written through the reads' transaction.

export const NEEDS_AUDIT = 'The audit reports need the View Audit permission.';
export const RUN_NOT_FOUND = 'This report run does not exist, or it has been deleted after its retention period.';
/** How long a kept run stays, unless the organization's report settings say otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;

export type RunTrigger = 'console' | 'api' | 'schedule';
type Start = { report: ReportKey; params: ReportParams; trigger?: RunTrigger; templateId?: number | null; file?: FileFormat | null };

/** The permission check every report entry makes: view_reports, and view_audit for the audit reports. */
function checkPermission(access: OrgAccess, report: ReportKey): void {
  if (reportSpec(report)?.permission === 'view_audit' && !hasPermission(access.permissions, 'view_audit'))
    throw ApiError.forbidden(NEEDS_AUDIT);
}

/**
 * Where reports run (docs/scaling.md, "A read replica for reports"): `reads` answers a report's
 * queries: the replica at REPORTS_DATABASE_URL when set, else the primary itself. `db`, the primary,
 * keeps the runs (records, results, files, progress) and answers every other call about them, so a
 * run is found the moment it is kept whatever the replica's lag.
 */
export type ReportDbs = { db: Db; reads: Db };

/** The checks of every report entry (access, permissions, the report's gate), then fn in the organization's transaction. */
const enterOn = <T>(
  db: Db,
  mode: 'read' | 'write',
  identity: Identity,
  orgId: number,
  report: ReportKey,
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
) =>
  withOrg(db, identity, orgId, { mode, permission: 'view_reports' }, async (trx, access) => {
    checkPermission(access, report);
    await serverReport(report).gate?.({ trx, orgId, access });
    return fn(trx, access);
  });

/** On the primary, to keep a run: checked there again, whatever the replica's copy of the caller's access said. */
const enter = <T>(db: Db, identity: Identity, orgId: number, report: ReportKey, fn: (trx: TenantTx, access: OrgAccess) => Promise<T>) =>
  enterOn(db, 'write', identity, orgId, report, fn);

/**
 * To read a report's data. On the replica a READ ONLY transaction (its connections are read only
 * besides, db/database.ts): the time cards it brings up to date are used from memory, not cached.
 * Without a replica a writing transaction on the primary, as before: the cards it brings up to
 * date are cached for the next run and the time card screen.
 */
const enterReads = <T>(
  dbs: ReportDbs,
  identity: Identity,
  orgId: number,
  report: ReportKey,
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
) => enterOn(dbs.reads, dbs.reads === dbs.db ? 'write' : 'read', identity, orgId, report, fn);

/**
 * The instant the data a transaction reads is as of, at least: the run's instant, except on a
 * streaming replica that has not replayed all the changes it has received, where it is the commit
 * instant of the last transaction it replayed (a report there misses what was committed after).
 * A replica that has replayed all it received is as of now, less what is still on its way to it
 * (docs/scaling.md).
 */
async function dataAsOf(trx: TenantTx, now: number): Promise<number> {
  const { rows } = await sql<{ replayed: Date | null }>`select case when pg_is_in_recovery()
      and pg_last_wal_receive_lsn() is distinct from pg_last_wal_replay_lsn() then pg_last_xact_replay_timestamp() end as replayed`.execute(
    trx,
  );
  const replayed = rows[0]?.replayed;
  return replayed ? Math.min(now, Math.floor(replayed.getTime() / 1000)) : now;
}

export async function retentionDays(trx: TenantTx, orgId: number): Promise<number> {
  const row = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirst();
  const days = Number((row?.settings as Record<string, unknown> | null)?.reportRetentionDays);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** How many runs of a report that refreshes itself (roll call, every minute) a person keeps. */
export const REFRESHED_RUNS_KEPT = 10;

/** Before a new run of a self-refreshing report: only the caller's latest few are kept, not one a minute. */
async function keepLatestRefreshes(trx: TenantTx, orgId: number, userId: number, report: ReportKey): Promise<void> {
  await trx
    .deleteFrom('report_runs')
    .where('org_id', '=', orgId)
    .where('run_by', '=', userId)
    .where('report', '=', report)
    .where('template_id', 'is', null)
    .where(
      'id',
      'not in',
      trx
        .selectFrom('report_runs')
        .select('id')
        .where('org_id', '=', orgId)
        .where('run_by', '=', userId)
        .where('report', '=', report)
        .orderBy('id', 'desc')
        .limit(REFRESHED_RUNS_KEPT - 1),
    )
    .execute();
}

async function insertRun(
  trx: TenantTx,
  orgId: number,
  userId: number,
  start: Start,
  state: 'queued' | 'running',
  now: number,
): Promise<number> {
  const days = await retentionDays(trx, orgId);
  if (reportSpec(start.report)?.refreshSeconds) await keepLatestRefreshes(trx, orgId, userId, start.report);
  const row = await trx
    .insertInto('report_runs')
    .values({
      org_id: orgId,
      report: start.report,
      params: JSON.stringify(start.params),
      run_by: userId,
      template_id: start.templateId ?? null,
      trigger: start.trigger ?? 'console',
      state,
      file_format: start.file ?? null,
      keep_until: new Date((now + days * 86_400) * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a report's query runs with: the caller's transaction and access, the run's instant, the organization's formats. */
export async function runContext(
  trx: TenantTx,
  orgId: number,
  access: OrgAccess,
  params: ReportParams,
  now: number,
  progress: ReportRun['progress'],
) {
  const [prefs, org, who] = await Promise.all([
    formatPrefs(trx, orgId),
    trx.selectFrom('organizations').select(['timezone', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow(),
    trx.selectFrom('users').select('name').where('id', '=', access.userId).executeTakeFirst(),
  ]);
  const weekStartsOn = Number((org.settings as Record<string, unknown> | null)?.weekStartsOn);
  const run: ReportRun = { trx, orgId, access, params, now, prefs, timeZone: org.timezone || 'UTC', weekStartsOn, progress };
  return { run, ranBy: { id: access.userId, name: who?.name ?? '' } };
}

/** A run's answer before it is kept: everything but its run id. */
type Answer = Omit<ReportResult, 'runId'>;

/**
 * Reads the report on dbs.reads and shapes its answer for the caller (their pay access and
 * restrictions); a file run (start.file) is written to runId's file on the primary as it is read.
 */
function readReport(
  dbs: ReportDbs,
  identity: Identity,
  orgId: number,
  start: Start,
  now: number,
  progress: ReportRun['progress'],
  runId?: number,
): Promise<Answer> {
  return enterReads(dbs, identity, orgId, start.report, async (trx, access) => {
    checkParams(start, access);
    const report = serverReport(start.report);
    const asOf = dbs.reads === dbs.db ? now : await dataAsOf(trx, now);
    const { run, ranBy } = await runContext(trx, orgId, access, start.params, now, progress);
    const base = {
      report: start.report,
      title: report.spec.title,
      params: start.params,
      cutoff: new Date(asOf * 1000).toISOString(),
      ranBy,
      templateId: start.templateId ?? null,
    };
    if (start.file) {
      if (runId === undefined) throw new Error('a file run is kept before it is read');
      return exportReport(dbs.db, runId, run, start.file, base);
    }
    const answer = await report.run(run);
    return { ...base, notes: answer.notes ?? [], ...shapeReport(report.spec, start.params, answer.rows, showsPay(access)) };
  });
}

/** Keeps the answer as run runId's result (on the primary), done. */
async function finishRun(trx: TenantTx, orgId: number, runId: number, answer: Answer): Promise<ReportResult> {
  const result: ReportResult = { runId, ...answer };
  await trx
    .updateTable('report_runs')
    .set({
      state: 'done',
      progress: 1,
      cutoff: new Date(result.cutoff),
      row_count: result.rowCount,
      file_bytes: result.file?.bytes ?? null,
      result: JSON.stringify(result),
      finished_at: sql<Date>`now()`,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .execute();
  return result;
}

/**
 * Refuses bad parameters (a column or grouping the report does not have, a backwards or too long
 * range) with a 400 before a run is kept: an async start must not answer a key whose job can only fail.
 */
function checkParams(start: Start, access: OrgAccess): void {
  const { spec } = serverReport(start.report);
  shownColumns(spec, start.params, showsPay(access));
  groupingOf(spec, start.params);
  checkRange(start.params);
}

/** POST {path}: runs the report now and keeps the run (a run that fails is not kept). */
export async function runReportNow(dbs: ReportDbs, identity: Identity, orgId: number, start: Start, now: number): Promise<ReportResult> {
  const answer = await readReport(dbs, identity, orgId, start, now, () => {});
  return enter(dbs.db, identity, orgId, start.report, async (trx, access) => {
    const runId = await insertRun(trx, orgId, access.userId, start, 'running', now);
    // Pay columns as the primary's copy of the caller's access allows (the replica's may lag).
    return forViewer(await finishRun(trx, orgId, runId, answer), access);
  });
}

/** The job's data: the run and who asked for it, whose access the run uses when it starts. */
type RunJob = { orgId: number; runId: number; identity: Identity };

/** POST {path}/async: keeps a queued run and sends its job with it; the run's id is the key to poll. */
export async function startReport(db: Db, jobs: JobQueue, identity: Identity, orgId: number, start: Start, now: number): Promise<string> {
  return enter(db, identity, orgId, start.report, async (trx, access) => {
    checkParams(start, access);
    const runId = await insertRun(trx, orgId, access.userId, start, 'queued', now);
    const data: RunJob = { orgId, runId, identity };
    await jobs.send(trx, 'report-run', data);
    return String(runId);
  });
}

const PROGRESS_EVERY_MS = 1_000;

/**
 * The job: the run's query with the access of who started it as it is now (a permission taken
 * away meanwhile fails the run). Progress is written in its own short transactions, at most once
 * a second, so the console's poll sees it move while the run's own transaction is open.
 */
export async function runReportJob(dbs: ReportDbs, data: unknown, now: number): Promise<void> {
  const { db } = dbs;
  const { orgId, runId, identity } = data as RunJob;
  const runs = (trx: TenantTx) => trx.updateTable('report_runs').where('org_id', '=', orgId).where('id', '=', runId);
  const row = await writeTenant(db, orgId, (trx) =>
    trx
      .selectFrom('report_runs')
      .select(['report', 'params', 'template_id', 'trigger', 'state', 'file_format'])
      .where('org_id', '=', orgId)
      .where('id', '=', runId)
      .executeTakeFirst(),
  );
  if (!row || row.state === 'done') return;
  await writeTenant(db, orgId, (trx) => runs(trx).set({ state: 'running' }).execute());
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const progress = (fraction: number) => {
    // A rate limit of progress writes, not a time any data depends on.
    const at = performance.now();
    if (at - last < PROGRESS_EVERY_MS) return;
    last = at;
    const value = Math.max(0, Math.min(0.99, fraction));
    pending = pending.then(() => writeTenant(db, orgId, (trx) => runs(trx).set({ progress: value }).execute())).catch(() => undefined);
  };
  const start: Start = {
    report: row.report as ReportKey,
    params: row.params as ReportParams,
    trigger: row.trigger as RunTrigger,
    templateId: row.template_id,
    file: row.file_format as FileFormat | null,
  };
  try {
    const answer = await readReport(dbs, identity, orgId, start, now, progress, runId);
    await enter(db, identity, orgId, start.report, (trx) => finishRun(trx, orgId, runId, answer));
  } catch (error) {
    const message =
      error instanceof ApiError
        ? refusalText(error)
        : 'The report could not be run. Try again; if it fails again, tell support the report key.';
    await pending;
    await writeTenant(db, orgId, (trx) =>
      runs(trx)
        .set({ state: 'failed', error: message.slice(0, 1000), finished_at: sql<Date>`now()` })
        .execute(),
    );
    if (!(error instanceof ApiError)) throw error;
  }
  await pending;
}

/** A refusal in words for a failed run's row: its detail, or each field's messages ('to: Choose at most 731 days.'). */
function refusalText(error: ApiError): string {
  const { detail, nonFieldErrors, ...fields } = error.body as Record<string, unknown> & { detail?: string; nonFieldErrors?: string[] };
  if (detail) return detail;
  const lines = [
    ...(nonFieldErrors ?? []),
    ...Object.entries(fields).map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`),
  ];
  return lines.join(' ') || error.message;
}

/** A kept result as the caller may see it now: pay columns dropped when they lost pay access. */
function forViewer(result: ReportResult, access: OrgAccess): ReportResult {
  if (showsPay(access)) return result;
  const spec = reportSpec(result.report);
  const pay = new Set(spec?.columns.filter((c) => c.pay).map((c) => c.key) ?? []);
  const strip = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !pay.has(k))) as ReportResult['total'];
  return {
    ...result,
    columns: result.columns.filter((c) => !pay.has(c.key)),
    groups: result.groups.map((g) => ({ ...g, rows: g.rows.map(strip), subtotal: strip(g.subtotal) })),
    total: strip(result.total),
  };
}

export type PollAnswer = { done: true; result: ReportResult } | { done: false; state: 'queued' | 'running'; progress: number };

/** GET {path}/async/{key}/poll: the caller's own run of this report. */
export async function pollReport(db: Db, identity: Identity, orgId: number, report: ReportKey, runId: number): Promise<PollAnswer> {
  return withOrg(db, identity, orgId, { mode: 'read', permission: 'view_reports' }, async (trx, access) => {
    checkPermission(access, report);
    const row = await ownRun(trx, orgId, access, runId);
    if (row.report !== report) throw ApiError.notFound(RUN_NOT_FOUND);
    if (row.state === 'failed') throw ApiError.nonField(row.error ?? 'The report failed. Run it again.', 422);
    if (row.state !== 'done') return { done: false, state: row.state, progress: row.progress };
    return { done: true, result: forViewer(reportResultSchema.parse(row.result), access) };
  });
}

/** A run of the caller's: kept runs are private to who ran them (their rows follow that person's restrictions). */
async function ownRun(trx: TenantTx, orgId: number, access: OrgAccess, runId: number) {
  const row = await trx
    .selectFrom('report_runs')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('run_by', '=', access.userId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound(RUN_NOT_FOUND);
  return row;
}

/** GET reports/runs/{runId}: a kept run exactly as it was. */
export async function keptRun(db: Db, identity: Identity, orgId: number, runId: number): Promise<ReportResult> {
  return withOrg(db, identity, orgId, { mode: 'read', permission: 'view_reports' }, async (trx, access) => {
    const row = await ownRun(trx, orgId, access, runId);
    checkPermission(access, row.report as ReportKey);
    if (row.state !== 'done')
      throw ApiError.conflict(row.state === 'failed' ? (row.error ?? 'This run failed.') : 'This run has not finished yet.');
    return forViewer(reportResultSchema.parse(row.result), access);
  });
}

/** GET reports/runs: the caller's kept runs, newest first, without their rows. */
export async function listRuns(
  db: Db,
  identity: Identity,
  orgId: number,
  q: { report?: ReportKey; templateId?: number; limit: number },
): Promise<ReportRunSummary[]> {
  return withOrg(db, identity, orgId, { mode: 'read', permission: 'view_reports' }, async (trx, access) => {
    let query = trx
      .selectFrom('report_runs as r')
      .leftJoin('users as u', 'u.id', 'r.run_by')
      .select(RUN_SUMMARY_COLUMNS)
      .where('r.org_id', '=', orgId)
      .where('r.run_by', '=', access.userId);
    if (q.report) query = query.where('r.report', '=', q.report);
    if (q.templateId) query = query.where('r.template_id', '=', q.templateId);
    const rows = await query.orderBy('r.id', 'desc').limit(q.limit).execute();
    return rows
      .filter((r) => reportSpec(r.report as ReportKey)?.permission !== 'view_audit' || hasPermission(access.permissions, 'view_audit'))
      .map((r) => runSummary(r));
  });
}

/** DELETE reports/runs/{runId}: forgets one of the caller's kept runs. */
export async function deleteRun(db: Db, identity: Identity, orgId: number, runId: number): Promise<void> {
  await withOrg(db, identity, orgId, { mode: 'write', permission: 'view_reports' }, async (trx, access) => {
    await ownRun(trx, orgId, access, runId);
    await trx.deleteFrom('report_runs').where('org_id', '=', orgId).where('id', '=', runId).execute();
  });
}

/** POST reports/runs/{runId}/compare: the same report with the same parameters now, against the kept run. */
export async function compareRun(dbs: ReportDbs, identity: Identity, orgId: number, runId: number, now: number): Promise<ReportComparison> {
  const before = await withOrg(dbs.db, identity, orgId, { mode: 'read', permission: 'view_reports' }, async (trx, access) => {
    const row = await trx
      .selectFrom('report_runs as r')
      .leftJoin('users as u', 'u.id', 'r.run_by')
      .select(RUN_SUMMARY_COLUMNS)
      .select('r.result')
      .where('r.org_id', '=', orgId)
      .where('r.id', '=', runId)
      .where('r.run_by', '=', access.userId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound(RUN_NOT_FOUND);
    if (row.state !== 'done') throw ApiError.conflict('Only a finished run can be compared.');
    return { summary: runSummary(row), result: forViewer(reportResultSchema.parse(row.result), access) };
  });
  const after = await runReportNow(
    dbs,
    identity,
    orgId,
    { report: before.summary.report, params: before.summary.params, templateId: before.summary.templateId },
    now,
  );
  return { before: before.summary, after, changes: compareRuns(reportSpec(after.report)!, before.result, after) };
}

/** GET reports/runs/{runId}/file: the caller's run delivered as a file, read a chunk at a time. */
export async function runFile(db: Db, identity: Identity, orgId: number, runId: number) {
  const row = await withOrg(db, identity, orgId, { mode: 'read', permission: 'view_reports' }, async (trx, access) => {
    const run = await ownRun(trx, orgId, access, runId);
    checkPermission(access, run.report as ReportKey);
    return run;
  });
  if (row.state !== 'done' || !row.file_format) throw ApiError.notFound('This run has no file: run the report as a file first.');
  const format = row.file_format as FileFormat;
  return {
    filename: reportFilename(reportResultSchema.parse(row.result), format),
    contentType: CONTENT_TYPES[format],
    bytes: row.file_bytes ?? 0,
    chunks: readChunks(db, orgId, runId),
  };
}
