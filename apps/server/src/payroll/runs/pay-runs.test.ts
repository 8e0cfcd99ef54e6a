import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_CLOSED } from '../../punches/punch-periods';
import { payrollWorld } from '../../../test/kits/payroll-world';
import { WITHOUT_SENSITIVE } from '../../../test/kits/worker-test-world';
import { PAY_RUNS_OFF } from './pay-run-gate';
import { FINALIZED_PERIOD } from './pay-runs.service';
import { RUN_FINALIZED } from './run-record';

// Pay runs through the API on real PostgreSQL (issue 33): a run pays what the time cards say, knows
// when they changed, moves calculated → approved → finalized and locks its pay period.

type World = Awaited<ReturnType<typeof payrollWorld>>;
const HOUR = 3600;

describe('pay runs', () => {
  let w: World;
  let ana: { id: number };
  let ben: { id: number };
  beforeAll(async () => {
    w = await payrollWorld();
    ana = await w.hourly('Ana', 'Alvarez', 20);
    ben = await w.hourly('Ben', 'Brown', 25);
    await sql`update employees set department_id = ${w.refs.deptA} where id = ${ana.id}`.execute(w.db);
    await sql`update employees set department_id = ${w.refs.deptB} where id = ${ben.id}`.execute(w.db);
    await w.punchWeek(ana.id, w.week.sunday);
    await w.punchWeek(ben.id, w.week.sunday, [
      [1, 8],
      [2, 8],
      [3, 8],
    ]);
  }, 120_000);

  it('previews the period: its days, workers and the cards not approved, by name', async () => {
    const { result } = await w.send<{
      result: { periodStart: string; periodEnd: string; workers: number; unapproved: { name: string }[] };
    }>('owner', 'POST', '/preview', { kind: 'regular', periodStart: w.week.wednesday });
    expect([result.periodStart, result.workers]).toEqual([w.week.sunday, 2]);
    expect(result.unapproved.map((u) => u.name).sort()).toEqual(['Ana Alvarez', 'Ben Brown']);
  });

  let runId = 0;
  it('creates a regular run whose summaries equal the time cards, marked unapproved', async () => {
    const run = await w.createRun({ kind: 'regular', periodStart: w.week.monday, unapproved: 'include' });
    runId = run.id;
    expect([run.state, run.periodStart, run.workers, run.staleWorkers]).toEqual(['calculated', w.week.sunday, 2, 0]);
    const rows = await w.summaries(run.id);
    expect(rows.map((r) => [r.name, r.unapproved, r.stale])).toEqual([
      ['Ana Alvarez', true, false],
      ['Ben Brown', true, false],
    ]);
    const card = await w.card(ana.id, w.week.monday);
    const anaRow = rows.find((r) => r.employeeId === ana.id)!;
    const detail = await w.summary(run.id, anaRow.id);
    const hours = detail.lines.filter((l) => l.kind === 'hours');
    const paid = card.payCodes.filter((c) => c.seconds > 0);
    expect(hours.map((l) => [l.code, l.seconds, l.amount])).toEqual(paid.map((c) => [c.code, c.seconds, c.amount]));
    expect(detail.gross).toBe(card.totals.amount);
    expect(detail.paidSeconds).toBe(card.totals.workedSeconds);
    // Labour lines share out the same hours and money exactly.
    expect(detail.labor.reduce((s, l) => s + l.seconds, 0)).toBe(detail.paidSeconds);
    expect(run.gross).toBe((Number(card.totals.amount) + 24 * 25).toFixed(2));
  });

  it('shows a card changed since as stale with the diff, refuses to approve, recalculates only that worker', async () => {
    const at = (time: string) => new Date(w.at(w.week.saturday, time) * 1000).toISOString();
    for (const [type, time] of [
      ['in', '09:00'],
      ['out', '11:00'],
    ] as const) {
      const added = await w.call('owner', 'POST', `/orgs/${w.org}/punches`, { employeeId: ben.id, type, at: at(time) });
      expect(added.statusCode, added.body).toBe(201);
    }
    const stale = await w.stale(runId);
    expect(stale.map((s) => s.name)).toEqual(['Ben Brown']);
    expect(stale[0]!.changes).toContainEqual({ part: 'card', label: 'REG hours', before: '24:00', after: '26:00' });
    expect(stale[0]!.changes).toContainEqual({ part: 'card', label: 'REG amount', before: '600.00', after: '650.00' });
    let run = await w.getRun(runId);
    expect(run.staleWorkers).toBe(1);
    const refusal = await w.refused('owner', 'POST', `/${runId}/approve`, { version: run.version });
    expect(refusal.status).toBe(409);
    expect(refusal.body.detail).toMatch(/^1 worker's pay is stale/);
    const before = (await w.summaries(runId)).find((r) => r.employeeId === ana.id)!;
    run = await w.transition(run, 'recalculate');
    expect(run.staleWorkers).toBe(0);
    const after = await w.summaries(runId);
    // Only Ben was calculated again.
    expect(after.find((r) => r.employeeId === ana.id)!.calculatedAt).toBe(before.calculatedAt);
    expect(after.find((r) => r.employeeId === ben.id)!.gross).toBe('650.00');
  });

  it('refuses a transition at an old version (409), audits each', async () => {
    const run = await w.getRun(runId);
    const stale = await w.refused('owner', 'POST', `/${runId}/approve`, { version: run.version - 1 });
    expect(stale.status).toBe(409);
    const { rows } = await sql<{
      action: string;
    }>`select action from audit_events where kind = 'pay_run' and record_id = ${runId} order by id`.execute(w.db);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('hides money from a payroll manager without pay access; refuses one without manage_payroll', async () => {
    await w.member('clerk', WITHOUT_SENSITIVE);
    await w.member(
      'stranger',
      PERMISSIONS.filter((p) => p !== 'manage_payroll'),
    );
    const rows = await w.summaries(runId, 'clerk');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.gross === undefined && r.net === undefined)).toBe(true);
    const detail = await w.summary(runId, rows[0]!.id, 'clerk');
    expect(detail.lines.every((l) => l.amount === undefined && l.rate === undefined)).toBe(true);
    expect((await w.getRun(runId, 'clerk')).gross).toBeUndefined();
    expect((await w.refused('stranger', 'GET', `/${runId}`)).status).toBe(403);
  });

  it("shows a restricted administrator only their workers' summaries", async () => {
    await w.member('deptA', [...PERMISSIONS]);
    await w.restrict('deptA', { departmentIds: [w.refs.deptA] });
    const rows = await w.summaries(runId, 'deptA');
    expect(rows.map((r) => r.name)).toEqual(['Ana Alvarez']);
    expect((await w.getRun(runId, 'deptA')).workers).toBe(1);
  });

  it('approves, finalizes (the period is finalized: a punch into it is refused), then refuses everything', async () => {
    let run = await w.getRun(runId);
    run = await w.transition(run, 'approve');
    run = await w.transition(run, 'reopen');
    expect(run.state).toBe('calculated');
    run = await w.transition(run, 'approve');
    run = await w.transition(run, 'finalize');
    expect([run.state, run.finalizedBy]).toEqual(['finalized', 'owner']);
    const punch = await w.call('owner', 'POST', `/orgs/${w.org}/punches`, {
      employeeId: ana.id,
      type: 'in',
      at: new Date(w.at(w.week.saturday, '20:00') * 1000).toISOString(),
    });
    expect(punch.statusCode).toBe(400);
    expect(punch.json<{ detail: string }>().detail).toBe(PERIOD_CLOSED);
    for (const action of ['reopen', 'calculate', 'approve']) {
      const refusal = await w.refused('owner', 'POST', `/${runId}/${action}`, { version: run.version });
      expect([refusal.status, refusal.body.detail]).toEqual([400, RUN_FINALIZED]);
    }
    const deletion = await w.call('owner', 'DELETE', `${w.runs}/${runId}?version=${run.version}`);
    expect(deletion.statusCode).toBe(400);
  });

  it('refuses a second regular run of a finalized period; an off-cycle run over part of it pays those days', async () => {
    const second = await w.refused('owner', 'POST', '', { kind: 'regular', periodStart: w.week.sunday });
    expect([second.status, second.body.detail]).toEqual([400, FINALIZED_PERIOD]);
    const run = await w.createRun({
      kind: 'off_cycle',
      periodStart: w.week.monday,
      periodEnd: w.week.tuesday,
      selection: { employeeIds: [ana.id] },
    });
    expect([run.periodStart, run.periodEnd, run.workers]).toEqual([w.week.monday, w.week.tuesday, 1]);
    // Monday 10 h (8 REG, 2 OT) and Tuesday 8 h.
    const [row] = await w.summaries(run.id);
    const detail = await w.summary(run.id, row!.id);
    expect(Object.fromEntries(detail.lines.map((l) => [l.code, (l.seconds ?? 0) / HOUR]))).toEqual({ REG: 16, OT: 2 });
  });

  it('leaves out or approves the cards not approved, as asked', async () => {
    const sunday = w.weekStart(2);
    await w.punchWeek(ana.id, sunday, [[1, 8]]);
    await w.punchWeek(ben.id, sunday, [[2, 8]]);
    const approved = await w.call('owner', 'POST', `/orgs/${w.org}/timecards/${ana.id}/approve`, { date: sunday });
    expect(approved.statusCode, approved.body).toBe(200);
    const excluding = await w.createRun({ kind: 'regular', periodStart: sunday, unapproved: 'exclude' });
    expect((await w.summaries(excluding.id)).map((r) => r.name)).toEqual(['Ana Alvarez']);
    await w.send('owner', 'DELETE', `/${excluding.id}?version=${excluding.version}`, undefined, 204);
    const approving = await w.createRun({ kind: 'regular', periodStart: sunday, unapproved: 'approve' });
    expect((await w.summaries(approving.id)).map((r) => [r.name, r.unapproved])).toEqual([
      ['Ana Alvarez', false],
      ['Ben Brown', false],
    ]);
    const card = await w.call('owner', 'GET', `/orgs/${w.org}/timecards/${ben.id}?date=${sunday}`);
    expect(card.json<{ result: { approved: boolean } }>().result.approved).toBe(true);
  });

  it('is refused where pay runs are not switched on', async () => {
    const refusal = await w.call('outsider', 'GET', `/orgs/${w.other}/payroll/runs`);
    expect([refusal.statusCode, refusal.json<{ detail: string }>().detail]).toEqual([403, PAY_RUNS_OFF]);
  });
});
