import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';
import { seedDemoNetPay } from './netpay.demo';

// The demo's net pay (issue 33), seeded on the demo organization: what the console then shows.
describe('demo net pay', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  const seeded = await seedDemoNetPay(db, orgId, Date.parse('2026-11-25T15:00:00Z') / 1000);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(url: string) => json<T>(await app.inject({ url: `/api/orgs/${orgId}/${url}`, headers: bearer(token) }));

  it('serves the codes, the statutory deductions in order and the workers’ adjustments through the API', async () => {
    const codes = await get<{ results: Record<string, unknown>[] }>('netpay/adjustment-codes');
    expect(codes.results.map((c) => [c.code, c.kind, c.taxable, c.calculation, c.amount, c.percent])).toEqual([
      ['401K', 'deduction', false, 'percent', null, 4],
      ['BONUS', 'earning', true, 'fixed', 100, null],
      ['MILEAGE', 'reimbursement', false, 'fixed', 25, null],
      ['UNIFORM', 'deduction', true, 'fixed', 15, null],
    ]);
    const statutory = await get<{ results: Record<string, unknown>[] }>('netpay/statutory-deductions');
    expect(statutory.results.map((s) => [s.code, s.employeePercent, s.employerPercent, s.annualWageBase])).toEqual([
      ['SS', 6.2, 6.2, 168600],
      ['MEDICARE', 1.45, 1.45, null],
    ]);
    expect(seeded.adjustments).toBe(6);
    const adjustments = await get<{ results: Record<string, unknown>[] }>('netpay/adjustments?limit=50');
    expect(adjustments.results).toHaveLength(6);
    expect(adjustments.results.every((a) => a.startDate === '2026-01-01' && a.payRunId === null)).toBe(true);
    expect(adjustments.results.filter((a) => a.codeId === seeded.codes['401K']).map((a) => a.percent)).toEqual([null, 6, null]);
  });
});
