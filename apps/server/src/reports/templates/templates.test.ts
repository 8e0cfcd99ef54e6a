import type { ReportTemplate, ReportTemplateSendAnswer } from '@punchline/contracts';
import { dayFromIso, isoFromDay, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { HOUR, timecardWorld, ZONE } from '../../../test/kits/timecard-world';
import { loadConfig } from '../../config';
import { jobQueueOf } from '../../jobs/queue';
import { createMailer } from '../../mail/mailer';
import { nextRunAt } from './next-run';
import { expireReportRuns, sendDueTemplates } from './send-template';
import { OWNER_ONLY, TEMPLATE_NOT_FOUND } from './templates.service';
import { NOT_ADMINISTRATORS, WEEKDAY_NEEDED } from './template-rules';

// Memorized and scheduled reports on the time card world (Los Angeles, weekly periods from
// Sunday): Ann in Dept A works the six-day week (55 h), Bob in Dept B works Monday 9 h.

describe('memorized and scheduled reports', async () => {
  const w = await timecardWorld();
  const { call, org, db } = w;
  await w.member('manager', ['view_reports']);
  await w.member('clerk', ['edit_punches']);
  const sunday = w.weekStart(1);
  const saturday = isoFromDay(dayFromIso(sunday) + 6);
  const ann = await w.worker({ firstName: 'Ann', lastName: 'Lee', departmentId: w.refs.deptA });
  const bob = await w.worker({ firstName: 'Bob', lastName: 'Ray', departmentId: w.refs.deptB });
  await w.punchWeek(ann.id, sunday);
  await w.punchWeek(bob.id, sunday, [[1, 9]]);
  const base = `/orgs/${org}/reports/templates`;
  const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }).mail, jobQueueOf(w.app));
  const log = { errors: [] as object[], error: (object: object) => log.errors.push(object) };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const body = (over: Record<string, unknown> = {}) => ({
    report: 'totals',
    name: 'Weekly totals by department',
    params: { from: sunday, to: saturday, groupBy: 'department' },
    sharedWith: [],
    schedule: { frequency: 'weekly', weekday: 2, time: '07:00', format: 'xlsx', recipients: ['payroll@example.com'], active: true },
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}, who = 'owner') => {
    const response = await call(who, 'POST', base, body(over));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ result: ReportTemplate }>().result;
  };
  const list = async (who: string) => {
    const response = await call(who, 'GET', base);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: ReportTemplate[] }>().results;
  };
  const audits = (id: number) =>
    db
      .selectFrom('audit_events')
      .select(['action', 'kind'])
      .where('org_id', '=', org)
      .where('kind', '=', 'reportTemplate')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
  const outbox = (to: string) =>
    db
      .selectFrom('mail_outbox as m')
      .leftJoin('mail_attachments as a', 'a.mail_id', 'm.id')
      .select(['m.id', 'm.subject', 'a.filename', 'a.content', 'a.size'])
      .where('m.to_address', '=', to)
      .orderBy('m.id')
      .execute();

  it('memorizes a report with its schedule: next run on the weekday in the zone, audited', async () => {
    const before = nowSeconds();
    const t = await create();
    expect(t).toMatchObject({ report: 'totals', title: 'Totals', mine: true, version: 1, lastRun: null, sharedWith: [] });
    expect(t.owner).toEqual({ id: w.userIds.owner, name: 'owner' });
    // The next Monday 07:00 in Los Angeles after now.
    const expected = nextRunAt({ frequency: 'weekly', weekday: 2, time: '07:00' }, before, ZONE, {
      payPeriodType: 'week',
      payPeriodStarts: 1,
    });
    expect(t.nextRunAt).toBe(new Date(expected * 1000).toISOString());
    expect(localFromEpoch(Date.parse(t.nextRunAt!) / 1000, ZONE)).toMatch(/T07:00$/);
    expect(await audits(t.id)).toEqual([{ action: 'create', kind: 'reportTemplate' }]);
    // Without a schedule, or with it paused, nothing is due.
    expect((await create({ name: 'Kept private', schedule: null })).nextRunAt).toBeNull();
  });

  it("checks the parameters with the report's own rules, the sharing, the schedule and the recipient limit", async () => {
    const refused = async (over: Record<string, unknown>) => {
      const response = await call('owner', 'POST', base, body(over));
      expect(response.statusCode, response.body).toBe(400);
      return response.json<Record<string, string[] | undefined>>();
    };
    expect((await refused({ params: { columns: ['worker', 'shoeSize'] } })).params).toEqual(["Totals has no column 'shoeSize'."]);
    expect((await refused({ params: { groupBy: 'planet' } })).params![0]).toMatch(/^Totals cannot be grouped by 'planet'/);
    expect((await refused({ sharedWith: [w.userIds.outsider] })).sharedWith).toEqual([NOT_ADMINISTRATORS]);
    const schedule = body().schedule;
    expect((await refused({ schedule: { ...schedule, weekday: undefined } })).weekday).toEqual([WEEKDAY_NEEDED]);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`);
    expect((await refused({ schedule: { ...schedule, recipients: six } })).recipients).toEqual([
      'no more than 5 additional recipients; the owner always receives it.',
    ]);
    await create({ schedule: { ...schedule, recipients: six.slice(0, 5) } });
    // The organization's own limit (its session settings).
    await sql`update organizations set settings = settings || '{"scheduledReportMaxAdditionalRecipients": 2}'::jsonb where id = ${org}`.execute(
      db,
    );
    expect((await refused({ schedule: { ...schedule, recipients: six.slice(0, 3) } })).recipients).toEqual([
      'no more than 2 additional recipients; the owner always receives it.',
    ]);
    await sql`update organizations set settings = settings - 'scheduledReportMaxAdditionalRecipients' where id = ${org}`.execute(db);
  });

  it('shows a template to its owner and those it is shared with; only the owner changes or deletes it', async () => {
    const t = await create({ name: 'Shared later' });
    expect((await list('manager')).map((x) => x.id)).not.toContain(t.id);
    expect((await call('manager', 'GET', `${base}/${t.id}`)).json()).toMatchObject({ detail: TEMPLATE_NOT_FOUND });
    const shared = await call(
      'owner',
      'PUT',
      `${base}/${t.id}`,
      body({ name: 'Shared later', sharedWith: [w.userIds.manager], version: 1 }),
    );
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<{ result: ReportTemplate }>().result).toMatchObject({ version: 2, sharedWith: [w.userIds.manager] });
    const seen = (await list('manager')).find((x) => x.id === t.id);
    expect(seen).toMatchObject({ mine: false, owner: { id: w.userIds.owner } });
    const theirs = await call('manager', 'PUT', `${base}/${t.id}`, body({ name: 'Mine now' }));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ detail: OWNER_ONLY });
    expect((await call('manager', 'DELETE', `${base}/${t.id}`)).statusCode).toBe(403);
    expect((await call('manager', 'POST', `${base}/${t.id}/send`)).statusCode).toBe(403);
    // view_reports is needed to see any.
    expect((await call('clerk', 'GET', base)).statusCode).toBe(403);
    // A save over a newer version answers 409 and changes nothing.
    const stale = await call('owner', 'PUT', `${base}/${t.id}`, body({ name: 'Stale', version: 1 }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await call('owner', 'DELETE', `${base}/${t.id}?version=1`)).statusCode).toBe(409);
    expect((await call('owner', 'DELETE', `${base}/${t.id}?version=2`)).statusCode).toBe(204);
    expect((await call('owner', 'GET', `${base}/${t.id}`)).statusCode).toBe(404);
    expect((await audits(t.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('sends now as its owner: a kept run with trigger schedule, one mail per address with the XLSX attached', async () => {
    const t = await create({ name: 'Try me', schedule: { ...body().schedule, recipients: ['try@example.com'] } });
    const response = await call('owner', 'POST', `${base}/${t.id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<ReportTemplateSendAnswer>();
    expect(sent.mailedTo).toEqual(['owner@example.com', 'try@example.com']);
    expect(sent.run).toMatchObject({ state: 'done', trigger: 'schedule', templateId: t.id, ranBy: { id: w.userIds.owner } });
    const [mail] = await outbox('try@example.com');
    expect(mail).toMatchObject({ subject: 'Try me: Totals', filename: `Totals ${sunday} to ${saturday}.xlsx` });
    expect(mail!.size).toBe(mail!.content!.length);
    // The file read back: Dept A's Ann with her 55 hours, Dept B's Bob with 9, 64 in all.
    const rows = (await readSheet(mail!.content!)).map((row) => row.map((c) => (c === null ? '' : String(c))));
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['Dept A', 'Dept B', 'Subtotal Dept A', 'Total']));
    expect(rows.find((r) => r[0] === 'Total')).toContain('64:00');
    expect(rows.find((r) => r[0] === 'Subtotal Dept A')).toContain('55:00');
    expect((await outbox('owner@example.com')).some((m) => m.subject === 'Try me: Totals')).toBe(true);
    const again = await call('owner', 'GET', `${base}/${t.id}`);
    expect(again.json<{ result: ReportTemplate }>().result.lastRun).toMatchObject({ id: sent.run.id, state: 'done' });
    // A template without a schedule has nothing to send.
    const plain = await create({ name: 'No schedule', schedule: null });
    expect((await call('owner', 'POST', `${base}/${plain.id}/send`)).statusCode).toBe(409);
  });

  it('keeps a relative range: a schedule sends the last pay period as seen on the day it runs', async () => {
    const t = await create({ name: 'Last period', params: { range: 'lastPayPeriod', groupBy: 'department' } });
    const response = await call('owner', 'POST', `${base}/${t.id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    const kept = await call('owner', 'GET', `/orgs/${org}/reports/runs/${response.json<ReportTemplateSendAnswer>().run.id}`);
    const result = kept.json<{ total: { seconds: number }; params: Record<string, unknown> }>();
    // Last week is the last weekly pay period: Ann's 55 hours and Bob's 9.
    expect(result.total.seconds).toBe(64 * HOUR);
    expect(result.params).toEqual({ range: 'lastPayPeriod', groupBy: 'department' });
  });

  it('sends due templates once, even when two servers look at the same time, and moves next_run_at on', async () => {
    const t = await create({ name: 'Due', schedule: { ...body().schedule, recipients: ['due@example.com'] } });
    await db
      .updateTable('report_templates')
      .set({ next_run_at: new Date((nowSeconds() - 60) * 1000) })
      .where('id', '=', t.id)
      .execute();
    const now = nowSeconds();
    const [one, two] = await Promise.all([
      sendDueTemplates({ db, reads: db }, mailer, now, log),
      sendDueTemplates({ db, reads: db }, mailer, now, log),
    ]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await outbox('due@example.com')).toHaveLength(1);
    const after = await call('owner', 'GET', `${base}/${t.id}`);
    const result = after.json<{ result: ReportTemplate }>().result;
    expect(Date.parse(result.nextRunAt!) / 1000).toBe(
      nextRunAt({ frequency: 'weekly', weekday: 2, time: '07:00' }, now, ZONE, { payPeriodType: 'week', payPeriodStarts: 1 }),
    );
    expect(result.lastRun).toMatchObject({ state: 'done', trigger: 'schedule' });
    expect(await sendDueTemplates({ db, reads: db }, mailer, now, log)).toBe(0);
  });

  it('keeps a failed scheduled run with the reason when its owner lost access, and sends nothing', async () => {
    await w.member('leaver', ['view_reports']);
    const t = await create({ name: 'Leaver', schedule: { ...body().schedule, recipients: ['left@example.com'] } }, 'leaver');
    await db.deleteFrom('org_users').where('org_id', '=', org).where('user_id', '=', w.userIds.leaver!).execute();
    await db
      .updateTable('report_templates')
      .set({ next_run_at: new Date((nowSeconds() - 60) * 1000) })
      .where('id', '=', t.id)
      .execute();
    expect(await sendDueTemplates({ db, reads: db }, mailer, nowSeconds(), log)).toBe(0);
    expect(await outbox('left@example.com')).toEqual([]);
    const run = await db.selectFrom('report_runs').selectAll().where('template_id', '=', t.id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ state: 'failed', trigger: 'schedule', run_by: w.userIds.leaver });
    expect(run.error).toMatch(/permission/);
    expect(log.errors).toContainEqual(expect.objectContaining({ templateId: t.id, runId: run.id }));
  });

  it('deletes kept runs past their keep_until, and only those', async () => {
    const response = await call('owner', 'POST', `/orgs/${org}/reports/totals`, { from: sunday, to: saturday });
    expect(response.statusCode, response.body).toBe(200);
    const { runId } = response.json<{ runId: number }>();
    const old = await db
      .insertInto('report_runs')
      .values({ org_id: org, report: 'totals', run_by: w.userIds.owner, state: 'done', keep_until: new Date((nowSeconds() - HOUR) * 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await expireReportRuns(db, nowSeconds())).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('report_runs').select('id').where('id', 'in', [runId, old.id]).execute();
    expect(left.map((r) => r.id)).toEqual([runId]);
  });

  it('keeps runs for the retention days an administrator sets in the organization defaults', async () => {
    const defaults = await call('owner', 'GET', `/orgs/${org}/org/defaults`);
    expect(defaults.statusCode, defaults.body).toBe(200);
    const current = defaults.json<{ result: Record<string, unknown> & { version: number } }>().result;
    expect(current.reportRetentionDays).toBe(90);
    const saved = await call('owner', 'PUT', `/orgs/${org}/org/defaults`, { ...current, reportRetentionDays: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    const { version } = saved.json<{ result: { version: number } }>().result;
    const zero = await call('owner', 'PUT', `/orgs/${org}/org/defaults`, { ...current, version, reportRetentionDays: 0 });
    expect(zero.statusCode, zero.body).toBe(400);
    const now = nowSeconds();
    const response = await call('owner', 'POST', `/orgs/${org}/reports/totals`, { from: sunday, to: saturday });
    const run = await db
      .selectFrom('report_runs')
      .select('keep_until')
      .where('id', '=', response.json<{ runId: number }>().runId)
      .executeTakeFirstOrThrow();
    expect(Math.abs(run.keep_until!.getTime() / 1000 - (now + 7 * 86_400))).toBeLessThan(120);
  });
});
