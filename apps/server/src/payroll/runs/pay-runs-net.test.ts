import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollWorld } from '../../../test/kits/payroll-world';

// Net pay in pay runs (issue 33): a salaried worker's salary, adjustments in force (the code's
// figures or the worker's own), statutory deductions with a year-to-date base taken from a
// FINALIZED earlier run of the same year, and a negative net refusing the calculation.

type World = Awaited<ReturnType<typeof payrollWorld>>;

describe('pay runs with net pay', () => {
  let w: World;
  let sal: { id: number };
  let ana: { id: number };
  let payDate = '';
  beforeAll(async () => {
    w = await payrollWorld();
    // 52,000 a year on weekly periods: 1,000.00 a week.
    sal = await w.salaried('Sal', 'Stone', 52_000);
    ana = await w.hourly('Ana', 'Alvarez', 20);
    await w.punchWeek(ana.id, w.week.sunday, [[1, 8]]);
    payDate = `${w.week.sunday.slice(0, 4)}-12-31`;
    // Social security 6.2 % with a tiny wage base, so the second week crosses it; Medicare without.
    await sql`insert into statutory_deductions (org_id, code, name, sequence, calculation, employee_percent, employer_percent, annual_wage_base)
      values (${w.org}, 'SS', 'Social Security', 1, 'percent', 6.2, 6.2, 1500), (${w.org}, 'MED', 'Medicare', 2, 'percent', 1.45, 1.45, null)`.execute(
      w.db,
    );
    const { rows } = await sql<{ id: number }>`insert into netpay_adjustment_codes (org_id, code, name, kind, taxable, calculation, amount)
      values (${w.org}, 'BONUS', 'Bonus', 'earning', true, 'fixed', 100) returning id`.execute(w.db);
    // Sal's own figure overrides the code's 100.
    await sql`insert into netpay_adjustments (org_id, employee_id, code_id, amount, start_date)
      values (${w.org}, ${sal.id}, ${rows[0]!.id}, 150, '2000-01-01')`.execute(w.db);
  }, 120_000);

  it("pays the salary, the worker's adjustment and the statutory shares; YTD from a finalized run caps the wage base", async () => {
    let first = await w.createRun({ kind: 'regular', periodStart: w.weekStart(2), payDate, selection: { employeeIds: [sal.id] } });
    const [firstRow] = await w.summaries(first.id);
    const firstLines = (await w.summary(first.id, firstRow!.id)).lines;
    expect(firstLines.map((l) => [l.kind, l.code, l.amount, l.base ?? null])).toEqual([
      ['salary', 'SALARY', '1000.00', null],
      ['earning', 'BONUS', '150.00', null],
      ['statutory', 'SS', '-71.30', '1150.00'],
      ['statutory', 'MED', '-16.68', '1150.00'],
      ['employer', 'SS', '71.30', '1150.00'],
      ['employer', 'MED', '16.68', '1150.00'],
    ]);
    expect([firstRow!.gross, firstRow!.deductions, firstRow!.net]).toEqual(['1150.00', '87.98', '1062.02']);
    first = await w.transition(first, 'approve');
    await w.transition(first, 'finalize');

    const second = await w.createRun({ kind: 'regular', periodStart: w.week.sunday, payDate, selection: { employeeIds: [sal.id] } });
    const [row] = await w.summaries(second.id);
    const ss = (await w.summary(second.id, row!.id)).lines.find((l) => l.kind === 'statutory' && l.code === 'SS')!;
    // 1,150 of the 1,500 wage base were taxed by the finalized run: only 350 is left.
    expect([ss.base, ss.amount]).toEqual(['350.00', '-21.70']);
  });

  it('lists an adjustment changed since the calculation as a stale change', async () => {
    const [run] = (await w.send<{ results: { id: number; state: string }[] }>('owner', 'GET', '?state=calculated')).results;
    await sql`update netpay_adjustments set amount = 175 where employee_id = ${sal.id}`.execute(w.db);
    const stale = await w.stale(run!.id);
    // Only what changed: the statutory rules, read back from jsonb with their keys reordered, are not changes.
    expect(stale[0]!.changes).toEqual([{ part: 'adjustments', label: 'Adjustment BONUS', before: '150.0000', after: '175.0000' }]);
  });

  it('refuses a calculation whose net would be negative, naming the worker, and changes nothing', async () => {
    const { rows } = await sql<{ id: number }>`insert into netpay_adjustment_codes (org_id, code, name, kind, taxable, calculation, amount)
      values (${w.org}, 'LOAN', 'Loan', 'deduction', true, 'fixed', 5000) returning id`.execute(w.db);
    await sql`insert into netpay_adjustments (org_id, employee_id, code_id, start_date)
      values (${w.org}, ${ana.id}, ${rows[0]!.id}, '2000-01-01')`.execute(w.db);
    const before = await sql<{ n: number }>`select count(*)::int as n from pay_runs where org_id = ${w.org}`.execute(w.db);
    const refusal = await w.refused('owner', 'POST', '', {
      kind: 'off_cycle',
      periodStart: w.week.monday,
      selection: { employeeIds: [ana.id] },
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body.detail).toMatch(/^The pay run cannot be calculated: Ana Alvarez: Net pay would be negative \(-/);
    const after = await sql<{ n: number }>`select count(*)::int as n from pay_runs where org_id = ${w.org}`.execute(w.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('takes no recurring deduction from a worker the run pays nothing (no hours, no salary)', async () => {
    // Ana still has the 5,000 LOAN of the test above, and no punch three weeks back.
    const run = await w.createRun({ kind: 'regular', periodStart: w.weekStart(3), selection: { employeeIds: [ana.id] } });
    const [row] = await w.summaries(run.id);
    expect((await w.summary(run.id, row!.id)).lines.map((l) => l.code)).not.toContain('LOAN');
    expect([row!.gross, row!.net]).toEqual(['0.00', '0.00']);
  });
});
