import type { ReportKey, ReportParams, ReportResult, ReportRunSummary, ReportSchedule } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { writeTenant, type TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../mail/mailer';
import { formatPrefs } from '../../punches/punches.list';
import { reportFile } from '../files/report-file';
import { retentionDays, runReportNow, type ReportDbs } from '../report-runs.service';
import { RUN_SUMMARY_COLUMNS, runSummary } from '../run-summaries';
import { scheduleNextRun, type TemplateRow } from './templates.service';

// Sending a memorized report (docs/reports.md): run it as its owner through the framework
// (trigger 'schedule', kept like any run), write the file in the organization's formats, and mail
// it to the owner and the schedule's recipients. The mails wait in mail_outbox and the mail queue
// delivers and retries them; a run that could not be made or sent is kept failed with the reason,
// so the template's lastRun shows what went wrong.

export const OWNER_GONE = 'Its owner is no longer an administrator of this organization. Save it again as another administrator.';

export type SendOutcome = { runId: number; mailedTo: string[]; error: string | null };

async function runRow(trx: TenantTx, orgId: number, runId: number): Promise<ReportRunSummary> {
  const row = await trx
    .selectFrom('report_runs as r')
    .leftJoin('users as u', 'u.id', 'r.run_by')
    .select(RUN_SUMMARY_COLUMNS)
    .where('r.org_id', '=', orgId)
    .where('r.id', '=', runId)
    .executeTakeFirstOrThrow();
  return runSummary(row);
}

/** The run as the template's lastRun shows it. */
export const runOf = (db: Db, orgId: number, runId: number) => writeTenant(db, orgId, (trx) => runRow(trx, orgId, runId));

/** A run that never got to its query (the owner lost access): kept failed, with why. */
async function keepFailedRun(db: Db, template: TemplateRow, message: string, now: number): Promise<number> {
  return writeTenant(db, template.org_id, async (trx) => {
    const row = await trx
      .insertInto('report_runs')
      .values({
        org_id: template.org_id,
        report: template.report,
        params: JSON.stringify(template.params),
        run_by: template.owner_id,
        template_id: template.id,
        trigger: 'schedule',
        state: 'failed',
        error: message.slice(0, 1000),
        keep_until: new Date((now + (await retentionDays(trx, template.org_id)) * 86_400) * 1000),
        finished_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A run that was made but whose file could not be sent (too big): failed, with what to do. */
const failRun = (db: Db, orgId: number, runId: number, message: string) =>
  writeTenant(db, orgId, (trx) =>
    trx
      .updateTable('report_runs')
      .set({ state: 'failed', error: message.slice(0, 1000) })
      .where('org_id', '=', orgId)
      .where('id', '=', runId)
      .execute(),
  );

function mailText(template: TemplateRow, result: ReportResult, filename: string): string {
  return [
    `${template.name} (${result.title}), run ${result.cutoff.slice(0, 16).replace('T', ' ')} UTC for ${result.ranBy.name}.`,
    ...result.notes,
    `${result.rowCount} rows; the file ${filename} is attached.`,
    '',
    'You receive this because the report is scheduled in Punchline (Reports → Memorized). Its owner can change or stop the schedule there.',
  ].join('\n');
}

/** Runs the template as its owner and mails its file to the owner and the recipients. */
export async function sendTemplate(dbs: ReportDbs, mailer: Mailer, template: TemplateRow, now: number): Promise<SendOutcome> {
  const { db } = dbs;
  const orgId = template.org_id;
  const schedule = template.schedule as ReportSchedule;
  const owner =
    template.owner_id === null
      ? undefined
      : await db.selectFrom('users').select(['id', 'email']).where('id', '=', template.owner_id).executeTakeFirst();
  if (!owner) return { runId: await keepFailedRun(db, template, OWNER_GONE, now), mailedTo: [], error: OWNER_GONE };
  let result: ReportResult;
  try {
    result = await runReportNow(
      dbs,
      { userId: owner.id, kind: 'identity' },
      orgId,
      { report: template.report as ReportKey, params: template.params as ReportParams, trigger: 'schedule', templateId: template.id },
      now,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { runId: await keepFailedRun(db, template, error.message, now), mailedTo: [], error: error.message };
  }
  const formats = await writeTenant(db, orgId, async (trx) => ({
    prefs: await formatPrefs(trx, orgId),
    timeZone:
      (await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow()).timezone || 'UTC',
  }));
  const file = await reportFile(result, schedule.format, formats);
  const mailedTo = [...new Set([owner.email, ...schedule.recipients])];
  try {
    // One transaction: every recipient's mail, or none (a refused file sends nothing to anyone).
    await db.transaction().execute(async (trx) => {
      for (const to of mailedTo)
        await mailer.send(trx, {
          to,
          subject: `${template.name}: ${result.title}`,
          text: mailText(template, result, file.filename),
          attachments: [file],
        });
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failRun(db, orgId, result.runId, message);
    return { runId: result.runId, mailedTo: [], error: message };
  }
  return { runId: result.runId, mailedTo, error: null };
}

type Log = { error: (object: object, message: string) => void };

/** At most this many templates per pass: the next pass (5 minutes later) takes the rest. */
const BATCH = 200;

/**
 * The cron job: every template due now is claimed by moving its next_run_at on (only one server
 * instance wins the update from the old value), then sent. A server that was down sends each
 * template once, not once per missed time.
 */
export async function sendDueTemplates(dbs: ReportDbs, mailer: Mailer, now: number, log: Log): Promise<number> {
  const { db } = dbs;
  const due = await db
    .selectFrom('report_templates')
    .select(['id', 'org_id', 'next_run_at'])
    .where('next_run_at', '<=', new Date(now * 1000))
    .orderBy('next_run_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const { id, org_id: orgId, next_run_at: old } of due) {
    const claimed = await writeTenant(db, orgId, async (trx) => {
      const row = await trx.selectFrom('report_templates').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
      if (!row || row.next_run_at === null) return undefined;
      const next = await scheduleNextRun(trx, orgId, row.schedule as ReportSchedule | null, now);
      const won = await trx
        .updateTable('report_templates')
        .set({ next_run_at: next })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .where('next_run_at', '=', old)
        .returningAll()
        .executeTakeFirst();
      return won;
    });
    if (!claimed || claimed.schedule === null) continue;
    try {
      const outcome = await sendTemplate(dbs, mailer, claimed, now);
      if (outcome.error) log.error({ templateId: id, runId: outcome.runId, err: outcome.error }, 'scheduled report not sent');
      else sent += 1;
    } catch (error) {
      // One template's failure holds back no other; its run (if any) shows the state.
      log.error({ templateId: id, err: error instanceof Error ? error.message : String(error) }, 'scheduled report failed');
    }
  }
  return sent;
}

/** The nightly cron job: kept runs past their keep_until are deleted (their retention is a setting). */
export async function expireReportRuns(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('report_runs')
    .where('keep_until', '<', new Date(now * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
