import type { ReportResult } from '@punchline/contracts';
import { addDaysIso, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reportKit, rowsOf } from '../../test/kits/report-test-kit';
import { timecardWorld, type Card } from '../../test/kits/timecard-world';
import { RANGE_BACKWARDS, RANGE_TOO_LONG } from './report-range';

// The report framework through the API, on the totals report: its numbers are the time cards'
// exactly; pay columns and workers follow the caller's access; bad parameters are refused with a
// 400 before anything is kept.

describe('report framework: totals', async () => {
  const w = await timecardWorld();
  const { db, org, call, card, member, weekStart, punchWeek } = w;
  const { run, post } = reportKit(call, org);
  const lastWeek = weekStart(1);
  const twoWeeksAgo = weekStart(2);
  const week = { from: lastWeek, to: addDaysIso(lastWeek, 6) };

  const maria = await w.worker({ firstName: 'Maria', lastName: 'Alves', orgUnitId: w.refs.unitA, departmentId: w.refs.deptA });
  const ned = await w.worker({ firstName: 'Ned', lastName: 'Brown', orgUnitId: w.refs.unitB, departmentId: w.refs.deptB });
  for (const [person, rate] of [
    [maria, '20.25'],
    [ned, '15.10'],
  ] as const) {
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${person.id}, '2000-01-01', ${rate})`.execute(
      db,
    );
  }
  await punchWeek(maria.id, lastWeek);
  await punchWeek(maria.id, twoWeeksAgo);
  await punchWeek(ned.id, lastWeek, [
    [1, 9],
    [2, 7.5],
  ]);

  const without = (...gone: string[]) => PERMISSIONS.filter((p) => !gone.includes(p));
  await member('nopay', without('manage_payroll'));
  await member('nosensitive', without('access_employee_sensitive'));
  await member('noreports', without('view_reports'));
  await member('unitA', [...PERMISSIONS]);
  await w.restrict('unitA', { orgUnitIds: [w.refs.unitA] });

  const { rows: codes } = await sql<{ code: string; name: string }>`select code, name from pay_codes where org_id = ${org}`.execute(db);
  const nameOf = new Map(codes.map((c) => [c.code, c.name || c.code]));
  /** What the report must say of a worker: their cards' pay code lines added up, by code name. */
  const fromCards = (cards: Card[]) => {
    const sums = new Map<string, { seconds: number; cents: number }>();
    for (const c of cards)
      for (const line of c.payCodes) {
        const sum = sums.get(nameOf.get(line.code) ?? line.code) ?? { seconds: 0, cents: 0 };
        sum.seconds += line.seconds;
        sum.cents += Math.round(Number(line.amount) * 100);
        sums.set(nameOf.get(line.code) ?? line.code, sum);
      }
    return Object.fromEntries([...sums].map(([name, s]) => [name, [s.seconds, (s.cents / 100).toFixed(2)]]));
  };
  const ofWorker = (result: ReportResult, employeeId: number) =>
    Object.fromEntries(
      rowsOf(result)
        .filter((r) => r.employeeId === employeeId)
        .map((r) => [r.payCode, [r.seconds, r.amount]]),
    );
  const runCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from report_runs where org_id = ${org}`.execute(db)).rows[0]!.n);

  it('equals the time cards exactly: per worker and code, over one pay period and over two', async () => {
    const result = await run('owner', 'totals', week);
    const mariaCard = await card(maria.id, lastWeek);
    const nedCard = await card(ned.id, lastWeek);
    expect(ofWorker(result, maria.id)).toEqual(fromCards([mariaCard]));
    expect(ofWorker(result, ned.id)).toEqual(fromCards([nedCard]));
    // A known answer besides: Maria's California week is 40 h regular, 14 overtime, 1 double time.
    expect(ofWorker(result, maria.id)[nameOf.get('OT')!]).toEqual([14 * 3600, '425.25']);
    const cents = (a: string) => Math.round(Number(a) * 100);
    expect(cents(result.total.amount as string)).toBe(cents(mariaCard.totals.amount) + cents(nedCard.totals.amount));
    expect(result.total.seconds).toBe([mariaCard, nedCard].flatMap((c) => c.payCodes).reduce((n, l) => n + l.seconds, 0));
    // Grouped by department (the default), each group's subtotal is its rows' sum.
    expect(result.groupBy).toBe('department');
    expect(result.groups.map((g) => g.label)).toEqual(['Dept A', 'Dept B']);

    const two = await run('owner', 'totals', { from: twoWeeksAgo, to: week.to, employeeIds: [maria.id] });
    expect(ofWorker(two, maria.id)).toEqual(fromCards([await card(maria.id, twoWeeksAgo), mariaCard]));
    expect(two.notes[0]).toMatch(/^2 pay periods/);
  });

  it('sends no amount to a caller without pay access (no manage_payroll, or no access_employee_sensitive)', async () => {
    for (const who of ['nopay', 'nosensitive']) {
      for (const params of [week, { ...week, columns: ['worker', 'payCode', 'seconds', 'amount'] }]) {
        const result = await run(who, 'totals', params);
        expect(result.columns.map((c) => c.key)).not.toContain('amount');
        // No amount key in any row, subtotal or total (the params echo only the name asked for).
        expect(JSON.stringify([result.columns, result.groups, result.total])).not.toMatch(/"amount"/);
        expect(ofWorker(result, maria.id)[nameOf.get('OT')!]).toEqual([14 * 3600, undefined]);
      }
    }
    expect((await run('owner', 'totals', week)).columns.map((c) => c.key)).toContain('amount');
  });

  it('gives a restricted administrator only the workers of their org units, totals included', async () => {
    const all = await run('owner', 'totals', week);
    const result = await run('unitA', 'totals', week);
    expect(new Set(rowsOf(result).map((r) => r.employeeId))).toEqual(new Set([maria.id]));
    expect(ofWorker(result, maria.id)).toEqual(ofWorker(all, maria.id));
    expect(result.total.amount).toBe(all.groups.find((g) => g.label === 'Dept A')!.subtotal.amount);
    // Naming a worker out of reach does not bring them in.
    expect(rowsOf(await run('unitA', 'totals', { ...week, employeeIds: [ned.id] }))).toEqual([]);
  });

  it('refuses a caller without view_reports (403), now and async', async () => {
    const before = await runCount();
    expect((await post('noreports', 'totals', week)).statusCode).toBe(403);
    expect((await call('noreports', 'POST', `/orgs/${org}/reports/totals/async`, week)).statusCode).toBe(403);
    expect((await call('noreports', 'GET', `/orgs/${org}/reports/runs`)).statusCode).toBe(403);
    expect(await runCount()).toBe(before);
  });

  it('refuses bad parameters with a 400 in the error shape and keeps nothing, now or async', async () => {
    const bad: [Record<string, unknown>, unknown][] = [
      [{ ...week, columns: ['worker', 'salary'] }, { detail: "Totals has no column 'salary'." }],
      [
        { ...week, groupBy: 'shoeSize' },
        { detail: "Totals cannot be grouped by 'shoeSize'. Choose one of: Worker, Department, Org Unit, Pay Class, Pay Code, Job." },
      ],
      [{ from: week.to, to: week.from }, { to: [RANGE_BACKWARDS] }],
      [{ from: '2024-01-01', to: '2026-01-01' }, { to: [RANGE_TOO_LONG] }],
    ];
    const before = await runCount();
    for (const [params, body] of bad) {
      const now = await post('owner', 'totals', params);
      expect([now.statusCode, now.json()], JSON.stringify(params)).toEqual([400, body]);
      const later = await call('owner', 'POST', `/orgs/${org}/reports/totals/async`, params);
      expect([later.statusCode, later.json()], JSON.stringify(params)).toEqual([400, body]);
    }
    // Exactly the longest range is allowed: 731 days.
    expect((await post('owner', 'totals', { from: '2024-01-01', to: '2025-12-31', employeeIds: [ned.id] })).statusCode).toBe(200);
    // A parameter no report knows is refused by the contract.
    expect((await post('owner', 'totals', { ...week, shoeSize: 42 })).statusCode).toBe(400);
    expect(await runCount()).toBe(before + 1);
  });
});
