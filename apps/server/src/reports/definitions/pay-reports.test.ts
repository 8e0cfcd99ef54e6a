import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { H, payReportWorld } from '../../../test/kits/pay-report-world';
import { fields, reportKit, rowsOf } from '../../../test/kits/report-test-kit';
import { NET_PAY_REPORTS_OFF, PAY_RUN_REPORTS_OFF, PAYROLL_REPORTS_OFF } from './pay-report-scope';
import { SALARY_NEEDS_PAY_ACCESS } from './salary';

// The six payroll reports through the API on the pay report world (test/kits/pay-report-world.ts:
// two runs in February, the first finalized, three workers, one salaried, adjustments, statutory
// shares and labour on two jobs), every number known by hand.

describe('payroll reports', async () => {
  const w = await payReportWorld();
  const { run, post } = reportKit(w.call, w.org);
  const { ana, ben, cleo, feb } = w;
  const both = { ...feb, includeUnfinalized: true };
  await w.member(
    'clerk',
    PERMISSIONS.filter((p) => p !== 'manage_payroll'),
  );
  await w.member('restricted', [...PERMISSIONS]);
  await w.restrict('restricted', { departmentIds: [w.refs.deptA] });

  it('payroll: per worker and pay code over the finalized runs, gross and net once per worker', async () => {
    const result = await run('owner', 'payroll', { ...feb, groupBy: 'worker' });
    expect(result.columns.map((c) => c.key)).toEqual(['worker', 'department', 'orgUnit', 'payCode', 'seconds', 'amount', 'gross', 'net']);
    expect(fields(rowsOf(result), ['employeeId', 'payCode', 'seconds', 'amount', 'gross', 'net'])).toEqual([
      [ana.id, 'OT', 2 * H, '60', '1760', '1640.36'],
      [ana.id, 'REG', 80 * H, '1600', null, null],
      [ben.id, 'REG', 72 * H, '1296', '1440', '1329.84'],
      [ben.id, 'VAC', 8 * H, '144', null, null],
      [cleo.id, 'SAL', 80 * H, '2000', '2000', '1847'],
    ]);
    // A worker's subtotal is their gross and net; the grand total the run's.
    expect(result.groups.map((g) => g.subtotal)).toEqual([
      { seconds: 82 * H, amount: '1660', gross: '1760', net: '1640.36' },
      { seconds: 80 * H, amount: '1440', gross: '1440', net: '1329.84' },
      { seconds: 80 * H, amount: '2000', gross: '2000', net: '1847' },
    ]);
    expect(result.total).toEqual({ seconds: 242 * H, amount: '5100', gross: '5200', net: '4817.20' });
    expect(result.notes[0]).toMatch(/finalized only/);
  });

  it('payroll: calculated runs on request, chosen runs whatever the range, never a draft', async () => {
    const result = await run('owner', 'payroll', {
      ...both,
      groupBy: 'none',
      columns: ['payCode', 'kind', 'seconds', 'amount', 'gross', 'net'],
    });
    expect(fields(rowsOf(result), ['employeeId', 'kind', 'payCode', 'seconds', 'amount', 'gross', 'net'])).toEqual([
      [ana.id, 'Hours', 'OT', 2 * H, '60', '3440', '3191.84'],
      [ana.id, 'Hours', 'REG', 156 * H, '3120', null, null],
      [ana.id, 'Holiday', 'HOL', 8 * H, '160', null, null],
      [ben.id, 'Hours', 'OT', 4 * H, '108', '2988', '2759.41'],
      [ben.id, 'Hours', 'REG', 152 * H, '2736', null, null],
      [ben.id, 'Time Off', 'VAC', 8 * H, '144', null, null],
      [cleo.id, 'Salary', 'SAL', 160 * H, '4400', '4400', '4063.4'],
    ]);
    const second = await run('owner', 'payroll', { payRunIds: [w.run2], includeUnfinalized: true, groupBy: 'none' });
    expect(second.total).toEqual({ seconds: 248 * H, amount: '5628', gross: '5628', net: '5197.45' });
    // Calculated is not finalized; a draft is never reported.
    expect(rowsOf(await run('owner', 'payroll', { payRunIds: [w.run2] }))).toEqual([]);
    expect(rowsOf(await run('owner', 'payroll', { payRunIds: [w.run3], includeUnfinalized: true }))).toEqual([]);
    expect(rowsOf(await run('owner', 'payroll', { from: '2026-03-01', to: '2026-03-31', includeUnfinalized: true }))).toEqual([]);
  });

  it('payroll: worker filters, label restrictions, and no money without pay access', async () => {
    const deptB = await run('owner', 'payroll', { ...feb, departmentIds: [w.refs.deptB], groupBy: 'none' });
    expect(fields(rowsOf(deptB), ['employeeId', 'payCode'])).toEqual([
      [ben.id, 'REG'],
      [ben.id, 'VAC'],
    ]);
    const restricted = await run('restricted', 'payroll', { ...feb, groupBy: 'none' });
    expect([...new Set(rowsOf(restricted).map((r) => r.employeeId))]).toEqual([ana.id, cleo.id]);
    expect(restricted.total).toEqual({ seconds: 162 * H, amount: '3660', gross: '3760', net: '3487.36' });
    const clerk = await run('clerk', 'payroll', { ...feb, groupBy: 'none' });
    expect(clerk.columns.map((c) => c.key)).toEqual(['worker', 'department', 'orgUnit', 'payCode', 'seconds']);
    expect(JSON.stringify(clerk)).not.toMatch(/1640\.36|"amount"|"gross"|"net"/);
    expect(clerk.total).toEqual({ seconds: 242 * H });
  });

  it('salary: salaried workers, the annual rate in force per period and the salary paid', async () => {
    const result = await run('owner', 'salary', {
      ...both,
      groupBy: 'none',
      columns: ['worker', 'run', 'periodEnd', 'annualRate', 'rateFrom', 'salary'],
    });
    expect(fields(rowsOf(result), ['employeeId', 'payRunId', 'periodEnd', 'annualRate', 'rateFrom', 'salary'])).toEqual([
      [cleo.id, w.run1, '2026-02-14', '52000', '2025-01-01', '2000'],
      [cleo.id, w.run2, '2026-02-28', '62400', '2026-02-15', '2400'],
    ]);
    expect(result.total).toEqual({ salary: '4400' });
    const finalized = await run('owner', 'salary', { ...feb, groupBy: 'none' });
    expect(fields(rowsOf(finalized), ['payRunId', 'salary'])).toEqual([[w.run1, '2000']]);
    // No run in the range: the worker and the rate in force at its end, nothing paid.
    const may = await run('owner', 'salary', { from: '2026-05-01', to: '2026-05-31', groupBy: 'none' });
    expect(fields(rowsOf(may), ['employeeId', 'run', 'annualRate', 'salary'])).toEqual([[cleo.id, null, '62400', null]]);
    // Who is salaried is pay information: without pay access, nobody.
    const clerk = await run('clerk', 'salary', { ...both, groupBy: 'none' });
    expect(clerk.columns.map((c) => c.key)).toEqual(['worker', 'department', 'orgUnit', 'run', 'periodEnd']);
    expect([clerk.rowCount, clerk.notes]).toEqual([0, [SALARY_NEEDS_PAY_ACCESS]]);
  });

  it('pay-run-analysis: one row per run, gross to net to employer cost', async () => {
    const result = await run('owner', 'pay-run-analysis', both);
    expect(result.columns.map((c) => c.key)).toEqual([
      'run',
      'periodEnd',
      'state',
      'headcount',
      'seconds',
      'gross',
      'deductions',
      'net',
      'employerCost',
    ]);
    expect(fields(rowsOf(result), ['payRunId', 'state', 'headcount', 'seconds', 'gross', 'deductions', 'net', 'employerCost'])).toEqual([
      [w.run1, 'Finalized', 3, 242 * H, '5200', '422.8', '4817.2', '5637.8'],
      [w.run2, 'Calculated', 3, 248 * H, '5628', '430.55', '5197.45', '6058.55'],
    ]);
    expect(result.total).toEqual({ seconds: 490 * H, gross: '10828', deductions: '853.35', net: '10014.65', employerCost: '11696.35' });
    const restricted = await run('restricted', 'pay-run-analysis', both);
    expect(fields(rowsOf(restricted), ['headcount', 'gross', 'net'])).toEqual([
      [2, '3760', '3487.36'],
      [2, '4080', '3767.88'],
    ]);
  });

  it('pay-run-code-analysis: each pay code per run, workers, hours and amount', async () => {
    const result = await run('owner', 'pay-run-code-analysis', { ...both, groupBy: 'none' });
    expect(fields(rowsOf(result), ['payRunId', 'payCode', 'workers', 'seconds', 'amount'])).toEqual([
      [w.run1, 'OT', 1, 2 * H, '60'],
      [w.run1, 'REG', 2, 152 * H, '2896'],
      [w.run1, 'SAL', 1, 80 * H, '2000'],
      [w.run1, 'VAC', 1, 8 * H, '144'],
      [w.run2, 'OT', 1, 4 * H, '108'],
      [w.run2, 'REG', 2, 156 * H, '2960'],
      [w.run2, 'SAL', 1, 80 * H, '2400'],
      [w.run2, 'HOL', 1, 8 * H, '160'],
    ]);
    expect(result.total).toEqual({ seconds: 490 * H, amount: '10728' });
    const byCode = await run('owner', 'pay-run-code-analysis', both);
    expect(byCode.groups.map((g) => [g.label, g.subtotal])).toEqual([
      ['HOL', { seconds: 8 * H, amount: '160' }],
      ['OT', { seconds: 6 * H, amount: '168' }],
      ['REG', { seconds: 308 * H, amount: '5856' }],
      ['SAL', { seconds: 160 * H, amount: '4400' }],
      ['VAC', { seconds: 8 * H, amount: '144' }],
    ]);
  });

  it('pay-run-labor-analysis: labour cost by job, department and org unit', async () => {
    const result = await run('owner', 'pay-run-labor-analysis', { ...both, groupBy: 'none' });
    expect(fields(rowsOf(result), ['job', 'department', 'orgUnit', 'payCode', 'workers', 'seconds', 'amount'])).toEqual([
      ['Alpha', 'Dept A', 'Unit A', 'REG', 1, 116 * H, '2320'],
      ['Alpha', 'Dept B', 'Unit B', 'REG', 1, 72 * H, '1296'],
      ['Beta', 'Dept A', 'Unit A', 'OT', 1, 2 * H, '60'],
      ['Beta', 'Dept A', 'Unit A', 'REG', 1, 40 * H, '800'],
      ['Beta', 'Dept B', 'Unit B', 'OT', 1, 4 * H, '108'],
      ['Beta', 'Dept B', 'Unit B', 'REG', 1, 80 * H, '1440'],
    ]);
    expect(result.total).toEqual({ seconds: 314 * H, amount: '6024' });
    const byDepartment = await run('owner', 'pay-run-labor-analysis', { ...both, groupBy: 'department' });
    expect(byDepartment.groups.map((g) => [g.label, g.subtotal])).toEqual([
      ['Dept A', { seconds: 158 * H, amount: '3180' }],
      ['Dept B', { seconds: 156 * H, amount: '2844' }],
    ]);
    const byJob = await run('owner', 'pay-run-labor-analysis', both);
    expect(byJob.groups.map((g) => [g.label, g.subtotal.amount])).toEqual([
      ['Alpha', '3616'],
      ['Beta', '2408'],
    ]);
    const beta = await run('owner', 'pay-run-labor-analysis', { ...both, jobIds: [w.beta], groupBy: 'orgUnit' });
    expect(beta.groups.map((g) => [g.label, g.subtotal.amount])).toEqual([
      ['Unit A', '860'],
      ['Unit B', '1548'],
    ]);
  });

  it('net-pay-analysis: gross to net by kind and code; Amount adds up to net pay', async () => {
    const result = await run('owner', 'net-pay-analysis', { ...feb, groupBy: 'none' });
    expect(result.columns.map((c) => c.key)).toEqual(['kind', 'code', 'name', 'amount', 'employerAmount']);
    expect(fields(rowsOf(result), ['kind', 'code', 'amount', 'employerAmount'])).toEqual([
      ['Hours', 'OT', '60', null],
      ['Hours', 'REG', '2896', null],
      ['Salary', 'SAL', '2000', null],
      ['Time Off', 'VAC', '144', null],
      ['Earning', 'BONUS', '100', null],
      ['Deduction', 'UNIF', '-25', null],
      ['Statutory Deduction', 'MED', '-75.4', null],
      ['Statutory Deduction', 'SS', '-322.4', null],
      ['Reimbursement', 'MILE', '40', null],
      ['Employer Share', 'MED', null, '75.4'],
      ['Employer Share', 'SS', null, '322.4'],
    ]);
    // The runs' net pay (pay-run-analysis' net) and the employer's statutory shares.
    expect(result.total).toEqual({ amount: '4817.2', employerAmount: '397.8' });
    const perWorker = await run('owner', 'net-pay-analysis', { ...feb, groupBy: 'worker' });
    expect(perWorker.groups.map((g) => [g.rows[0]!.employeeId, g.subtotal.amount])).toEqual([
      [ana.id, '1640.36'],
      [ben.id, '1329.84'],
      [cleo.id, '1847'],
    ]);
    const ss = rowsOf(
      await run('owner', 'net-pay-analysis', { ...feb, columns: ['code', 'workers', 'base', 'amount'], groupBy: 'none' }),
    ).find((r) => r.kind === 'Statutory Deduction' && r.code === 'SS');
    expect(ss).toMatchObject({ workers: 3, base: '5200', amount: '-322.4' });
  });

  it('refuses with what to turn on: payroll for all six, pay runs or net pay for the analyses', async () => {
    const all = ['payroll', 'salary', 'pay-run-analysis', 'pay-run-code-analysis', 'pay-run-labor-analysis', 'net-pay-analysis'];
    const statuses = async () =>
      Object.fromEntries(await Promise.all(all.map(async (key) => [key, (await post('owner', key, feb)).statusCode])));
    await w.setPayroll({ enablePayRun: false });
    expect(await statuses()).toEqual({
      payroll: 200,
      salary: 200,
      'pay-run-analysis': 403,
      'pay-run-code-analysis': 403,
      'pay-run-labor-analysis': 403,
      'net-pay-analysis': 200,
    });
    expect((await post('owner', 'pay-run-analysis', feb)).json()).toEqual({ detail: PAY_RUN_REPORTS_OFF });
    await w.setPayroll({ enablePayRun: true, enableNetPay: false });
    expect((await post('owner', 'net-pay-analysis', feb)).json()).toEqual({ detail: NET_PAY_REPORTS_OFF });
    expect((await post('owner', 'pay-run-analysis', feb)).statusCode).toBe(200);
    await w.setPayroll({ enabled: false, enableNetPay: true });
    for (const key of all) expect((await post('owner', key, feb)).json()).toEqual({ detail: PAYROLL_REPORTS_OFF });
    await w.setPayroll({ enabled: true });
    // The organization's plan without the feature refuses the same way.
    await w.db
      .updateTable('organizations')
      .set({ features: ['customfield', 'payroll', 'netpay'] })
      .where('id', '=', w.org)
      .execute();
    expect((await post('owner', 'pay-run-code-analysis', feb)).json()).toEqual({ detail: PAY_RUN_REPORTS_OFF });
    expect((await post('owner', 'net-pay-analysis', feb)).statusCode).toBe(200);
    // Another organization's administrator reaches none of it.
    expect((await post('outsider', 'payroll', feb)).statusCode).toBe(403);
  });
});
