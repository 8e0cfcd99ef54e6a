import { PAY_LINE_KINDS, PAY_RUN_STATES } from '@punchline/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { workerWorld } from './worker-test-world';

// The payroll reports' small world with known answers (docs/payroll.md, Payroll reports). The
// pay run service fills pay runs from the time cards; here the rows are written directly, as
// that service stores them, so every report's numbers are known by hand:
// - Ana Alves (Dept A, Unit A, hourly): a bonus, a uniform deduction, mileage;
// - Ben Bauer (Dept B, Unit B, hourly): vacation in the first run, overtime in the second;
// - Cleo Costa (Dept A, Unit B, salaried): 52,000 a year, 62,400 from 2026-02-15;
// - run 1, 2026-02-01 to 02-14, finalized; run 2, 02-15 to 02-28, calculated; run 3, March,
//   a draft (never in a report); a finalized run of another organization on the same days.
// Statutory: SS 6.2 % and MED 1.45 % of gross, employee and employer shares alike.
// Labour: run 1 Ana 40 h REG on Alpha, 40 h REG and 2 h OT on Beta, Ben 72 h REG on Alpha;
// run 2 Ana 76 h REG on Alpha, Ben 80 h REG and 4 h OT on Beta (salary and time off: no job).

export const H = 3600;

type Line = {
  kind: (typeof PAY_LINE_KINDS)[number];
  code: string;
  name: string;
  seconds?: number | null;
  rate?: string | null;
  base?: string | null;
  amount: string;
};
type Totals = { paidSeconds: number; gross: string; deductions: string; net: string; employerCost: string };
type Labor = { job: number | null; payCode: string; seconds: number; amount: string };

const reg = (hours: number, rate: string, amount: string): Line => ({
  kind: 'hours',
  code: 'REG',
  name: 'Regular',
  seconds: hours * H,
  rate,
  amount,
});
const ot = (hours: number, rate: string, amount: string): Line => ({
  kind: 'hours',
  code: 'OT',
  name: 'Overtime',
  seconds: hours * H,
  rate,
  amount,
});
/** The employee's and employer's shares of SS and MED on a base. */
const statutory = (base: string, ss: string, med: string): Line[] => [
  { kind: 'statutory', code: 'SS', name: 'Social Security', rate: '6.2', base, amount: `-${ss}` },
  { kind: 'statutory', code: 'MED', name: 'Medicare', rate: '1.45', base, amount: `-${med}` },
  { kind: 'employer', code: 'SS', name: 'Social Security', rate: '6.2', base, amount: ss },
  { kind: 'employer', code: 'MED', name: 'Medicare', rate: '1.45', base, amount: med },
];

export async function payReportWorld() {
  const w = await workerWorld();
  const { db, org, other, call } = w;
  await sql`update organizations set features = features || array['payroll', 'pay_run', 'netpay']::text[] where id in (${org}, ${other})`.execute(
    db,
  );
  /** Payroll defaults' switches (PUT payroll/defaults as the owner). */
  const setPayroll = async (values: { enabled?: boolean; enablePayRun?: boolean; enableNetPay?: boolean }) => {
    const response = await call('owner', 'PUT', `/orgs/${org}/payroll/defaults`, values);
    expect(response.statusCode, response.body).toBe(200);
  };
  await setPayroll({ enabled: true, enablePayRun: true, enableNetPay: true });

  const { deptA, deptB, unitA, unitB } = w.refs;
  const ana = await w.worker({ firstName: 'Ana', lastName: 'Alves', departmentId: deptA, orgUnitId: unitA });
  const ben = await w.worker({ firstName: 'Ben', lastName: 'Bauer', departmentId: deptB, orgUnitId: unitB });
  const cleo = await w.worker({ firstName: 'Cleo', lastName: 'Costa', departmentId: deptA, orgUnitId: unitB, payType: 'salaried' });
  const stranger = await w.worker({ firstName: 'Sam', lastName: 'Stranger' }, other);
  await db
    .insertInto('employee_pay_rates')
    .values([
      { org_id: org, employee_id: cleo.id, effective_from: '2025-01-01', rate: '52000' },
      { org_id: org, employee_id: cleo.id, effective_from: '2026-02-15', rate: '62400' },
      { org_id: org, employee_id: ana.id, effective_from: '2025-01-01', rate: '20' },
    ])
    .execute();
  const alpha = (await db.insertInto('jobs').values({ org_id: org, name: 'Alpha' }).returning('id').executeTakeFirstOrThrow()).id;
  const beta = (await db.insertInto('jobs').values({ org_id: org, name: 'Beta' }).returning('id').executeTakeFirstOrThrow()).id;

  const payRun = async (orgId: number, name: string, periodStart: string, periodEnd: string, state: (typeof PAY_RUN_STATES)[number]) =>
    (
      await db
        .insertInto('pay_runs')
        .values({ org_id: orgId, name, kind: 'regular', period_start: periodStart, period_end: periodEnd, state, pay_date: periodEnd })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** A worker's summary on a run with its lines (in order) and labour lines. */
  const summary = async (orgId: number, runId: number, employeeId: number, totals: Totals, lines: Line[], labor: Labor[] = []) => {
    const { id } = await db
      .insertInto('pay_summaries')
      .values({
        org_id: orgId,
        pay_run_id: runId,
        employee_id: employeeId,
        paid_seconds: totals.paidSeconds,
        gross: totals.gross,
        taxable_gross: totals.gross,
        deductions: totals.deductions,
        net: totals.net,
        employer_cost: totals.employerCost,
        fingerprint: `test-${runId}-${employeeId}`,
        inputs: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pay_summary_lines')
      .values(
        lines.map((l, position) => ({
          org_id: orgId,
          pay_summary_id: id,
          pay_run_id: runId,
          employee_id: employeeId,
          position,
          kind: l.kind,
          code: l.code,
          name: l.name,
          seconds: l.seconds ?? null,
          rate: l.rate ?? null,
          base: l.base ?? null,
          amount: l.amount,
        })),
      )
      .execute();
    if (labor.length > 0)
      await db
        .insertInto('pay_labor_lines')
        .values(
          labor.map((l) => ({
            org_id: orgId,
            pay_summary_id: id,
            pay_run_id: runId,
            employee_id: employeeId,
            job_id: l.job,
            pay_code: l.payCode,
            seconds: l.seconds,
            amount: l.amount,
          })),
        )
        .execute();
  };

  const run1 = await payRun(org, 'Feb 1 – 14', '2026-02-01', '2026-02-14', 'finalized');
  const run2 = await payRun(org, 'Feb 15 – 28', '2026-02-15', '2026-02-28', 'calculated');
  const run3 = await payRun(org, 'Mar 1 – 14', '2026-03-01', '2026-03-14', 'draft');
  const foreign = await payRun(other, 'Theirs', '2026-02-01', '2026-02-14', 'finalized');

  // Run 1. Ana: 1600 + 60 + bonus 100 = gross 1760; net 1760 − 25 − 109.12 − 25.52 + 40 = 1640.36.
  await summary(
    org,
    run1,
    ana.id,
    { paidSeconds: 82 * H, gross: '1760.00', deductions: '159.64', net: '1640.36', employerCost: '1934.64' },
    [
      reg(80, '20', '1600.00'),
      ot(2, '30', '60.00'),
      { kind: 'earning', code: 'BONUS', name: 'Bonus', amount: '100.00' },
      { kind: 'deduction', code: 'UNIF', name: 'Uniform', amount: '-25.00' },
      ...statutory('1760.00', '109.12', '25.52'),
      { kind: 'reimbursement', code: 'MILE', name: 'Mileage', amount: '40.00' },
    ],
    [
      { job: alpha, payCode: 'REG', seconds: 40 * H, amount: '800.00' },
      { job: beta, payCode: 'REG', seconds: 40 * H, amount: '800.00' },
      { job: beta, payCode: 'OT', seconds: 2 * H, amount: '60.00' },
    ],
  );
  // Ben: 1296 + vacation 144 = 1440; net 1440 − 89.28 − 20.88 = 1329.84.
  await summary(
    org,
    run1,
    ben.id,
    { paidSeconds: 80 * H, gross: '1440.00', deductions: '110.16', net: '1329.84', employerCost: '1550.16' },
    [
      reg(72, '18', '1296.00'),
      { kind: 'time_off', code: 'VAC', name: 'Vacation', seconds: 8 * H, rate: '18', amount: '144.00' },
      ...statutory('1440.00', '89.28', '20.88'),
    ],
    [{ job: alpha, payCode: 'REG', seconds: 72 * H, amount: '1296.00' }],
  );
  // Cleo: 52000 / 26 = 2000; net 2000 − 124 − 29 = 1847.
  await summary(
    org,
    run1,
    cleo.id,
    { paidSeconds: 80 * H, gross: '2000.00', deductions: '153.00', net: '1847.00', employerCost: '2153.00' },
    [
      { kind: 'salary', code: 'SAL', name: 'Salary', seconds: 80 * H, rate: '52000', amount: '2000.00' },
      ...statutory('2000.00', '124.00', '29.00'),
    ],
  );

  // Run 2. Ana: 1520 + holiday 160 = 1680; net 1680 − 104.16 − 24.36 = 1551.48.
  await summary(
    org,
    run2,
    ana.id,
    { paidSeconds: 84 * H, gross: '1680.00', deductions: '128.52', net: '1551.48', employerCost: '1808.52' },
    [
      reg(76, '20', '1520.00'),
      { kind: 'holiday', code: 'HOL', name: 'Holiday', seconds: 8 * H, rate: '20', amount: '160.00' },
      ...statutory('1680.00', '104.16', '24.36'),
    ],
    [{ job: alpha, payCode: 'REG', seconds: 76 * H, amount: '1520.00' }],
  );
  // Ben: 1440 + 108 = 1548; net 1548 − 95.98 − 22.45 = 1429.57.
  await summary(
    org,
    run2,
    ben.id,
    { paidSeconds: 84 * H, gross: '1548.00', deductions: '118.43', net: '1429.57', employerCost: '1666.43' },
    [reg(80, '18', '1440.00'), ot(4, '27', '108.00'), ...statutory('1548.00', '95.98', '22.45')],
    [
      { job: beta, payCode: 'REG', seconds: 80 * H, amount: '1440.00' },
      { job: beta, payCode: 'OT', seconds: 4 * H, amount: '108.00' },
    ],
  );
  // Cleo: 62400 / 26 = 2400; net 2400 − 148.80 − 34.80 = 2216.40.
  await summary(
    org,
    run2,
    cleo.id,
    { paidSeconds: 80 * H, gross: '2400.00', deductions: '183.60', net: '2216.40', employerCost: '2583.60' },
    [
      { kind: 'salary', code: 'SAL', name: 'Salary', seconds: 80 * H, rate: '62400', amount: '2400.00' },
      ...statutory('2400.00', '148.80', '34.80'),
    ],
  );
  // A draft has no business in a report, even with a summary; nor has another organization's run.
  await summary(org, run3, ana.id, { paidSeconds: H, gross: '9999.00', deductions: '0', net: '9999.00', employerCost: '9999.00' }, [
    reg(1, '9999', '9999.00'),
  ]);
  await summary(
    other,
    foreign,
    stranger.id,
    { paidSeconds: H, gross: '7777.00', deductions: '0', net: '7777.00', employerCost: '7777.00' },
    [reg(1, '7777', '7777.00')],
  );

  return { ...w, setPayroll, ana, ben, cleo, alpha, beta, run1, run2, run3, feb: { from: '2026-02-01', to: '2026-02-28' } };
}
