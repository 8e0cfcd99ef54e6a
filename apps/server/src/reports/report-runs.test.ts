import type { ReportComparison, ReportResult } from '@punchline/contracts';
import { addDaysIso, epochFromLocal, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reportKit, rowsOf } from '../../test/kits/report-test-kit';
import { HOUR, timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { runQueuedJobs } from '../../test/test-app';
import { seedPunches } from '../punches/punch-store';
import { RUN_NOT_FOUND } from './report-runs.service';

// Runs of the totals report through the framework's service: async on the job queue (a key,
// 202 until the job has run, then the result; private to who started it), kept outputs reopened
// exactly after the data changed, and the comparison with a re-run naming what changed.

describe('report runs', async () => {
  const w = await timecardWorld();
  const { app, db, org, call, member, orgUserIds, weekStart, punchWeek } = w;
  const { run } = reportKit(call, org);
  const lastWeek = weekStart(1);
  const week = { from: lastWeek, to: addDaysIso(lastWeek, 6), groupBy: 'none' };
  const maria = await w.worker({ firstName: 'Maria', lastName: 'Alves' });
  const ned = await w.worker({ firstName: 'Ned', lastName: 'Brown' });
  for (const person of [maria, ned])
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${person.id}, '2000-01-01', 20)`.execute(
      db,
    );
  await punchWeek(maria.id, lastWeek);
  await punchWeek(ned.id, lastWeek, [[1, 6]]);
  await member('colleague', [...PERMISSIONS]);
  await member('payer', [...PERMISSIONS]);
  const reports = `/orgs/${org}/reports`;

  it('async: a key at once, 202 until the job runs, then 200 with the result; 404 to anyone else', async () => {
    const start = await call('owner', 'POST', `${reports}/totals/async`, week);
    expect(start.statusCode, start.body).toBe(200);
    const { reportKey } = start.json<{ reportKey: string }>();
    expect(reportKey).toMatch(/^\d+$/);
    const poll = (who = 'owner', report = 'totals') => call(who, 'GET', `${reports}/${report}/async/${reportKey}/poll`);
    const waiting = await poll();
    expect([waiting.statusCode, waiting.json()]).toEqual([202, { reportKey, state: 'queued', progress: 0 }]);
    expect((await poll('colleague')).statusCode).toBe(404);

    expect(await runQueuedJobs(app)).toBe(1);
    const done = await poll();
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<ReportResult>();
    expect(result.runId).toBe(Number(reportKey));
    // The same answer as a run now.
    const now = await run('owner', 'totals', week);
    expect(result.groups).toEqual(now.groups);
    expect(result.total).toEqual(now.total);
    expect(rowsOf(result).filter((r) => r.employeeId === ned.id)).toHaveLength(1);

    const other = await poll('colleague');
    expect([other.statusCode, other.json()]).toEqual([404, { detail: RUN_NOT_FOUND }]);
    expect((await poll('owner', 'timeoff')).statusCode).toBe(404);
    expect((await call('colleague', 'GET', `${reports}/runs/${reportKey}`)).statusCode).toBe(404);
  });

  it('keeps the output: reopened unchanged after a punch, and the comparison names the worker whose totals changed', async () => {
    const kept = await run('owner', 'totals', week);
    // Maria also worked two hours on the Sunday that starts the week.
    const sunday = epochFromLocal(`${lastWeek}T08:00`, ZONE);
    await seedPunches(db, [
      { orgId: org, employeeId: maria.id, at: new Date(sunday * 1000), type: 'in' },
      { orgId: org, employeeId: maria.id, at: new Date((sunday + 2 * HOUR) * 1000), type: 'out' },
    ]);
    const reopened = await call('owner', 'GET', `${reports}/runs/${kept.runId}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual(kept);

    const compared = await call('owner', 'POST', `${reports}/runs/${kept.runId}/compare`);
    expect(compared.statusCode, compared.body).toBe(200);
    const { before, after, changes } = compared.json<ReportComparison>();
    expect(before.id).toBe(kept.runId);
    expect(after.runId).not.toBe(kept.runId);
    expect(after.total.seconds).toBe((kept.total.seconds as number) + 2 * HOUR);
    expect(changes.length).toBeGreaterThan(0);
    for (const c of changes) {
      expect(c.change).toBe('changed');
      expect(c.key.startsWith(`${maria.id}|`)).toBe(true);
      expect(c.label).toMatch(/^Maria Alves, /);
    }
    // The two hours more, spread over her pay codes (the week's overtime moves), in the columns before/after.
    const seconds = changes.flatMap((c) => c.columns.filter((col) => col.key === 'seconds'));
    expect(seconds.reduce((n, col) => n + (col.after as number) - (col.before as number), 0)).toBe(2 * HOUR);
    const amount = changes.flatMap((c) => c.columns.filter((col) => col.key === 'amount'));
    expect(amount.length).toBeGreaterThan(0);
    // The kept run is still as it was.
    expect((await call('owner', 'GET', `${reports}/runs/${kept.runId}`)).json()).toEqual(kept);
  });

  it('a kept run loses its amounts for someone who has lost pay access since', async () => {
    const kept = await run('payer', 'totals', week);
    expect(kept.total.amount).toMatch(/^\d+\.\d\d$/);
    await sql`update org_users set permissions = array_remove(permissions, 'manage_payroll') where id = ${orgUserIds.payer}`.execute(db);
    const reopened = await call('payer', 'GET', `${reports}/runs/${kept.runId}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const result = reopened.json<ReportResult>();
    expect(result.groups).toEqual(
      kept.groups.map((g) => ({ ...g, rows: g.rows.map(({ amount: _a, ...r }) => r), subtotal: { seconds: g.subtotal.seconds } })),
    );
    expect(JSON.stringify([result.columns, result.groups, result.total])).not.toMatch(/"amount"/);
  });

  it("lists the caller's own kept runs, newest first, and forgets one on delete", async () => {
    const mine = await call('owner', 'GET', `${reports}/runs?report=totals`);
    const ids = mine.json<{ results: { id: number; state: string }[] }>().results.map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await call('colleague', 'GET', `${reports}/runs`)).json().results).toEqual([]);
    expect((await call('owner', 'DELETE', `${reports}/runs/${ids[0]}`)).statusCode).toBe(204);
    expect((await call('owner', 'GET', `${reports}/runs/${ids[0]}`)).statusCode).toBe(404);
  });
});
