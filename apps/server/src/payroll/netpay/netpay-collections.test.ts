import { REIMBURSEMENT_NOT_TAXABLE, STATUTORY_PERCENT_NEEDED } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld, WITHOUT_SENSITIVE, type Rec } from '../../../test/kits/worker-test-world';
import { STALE_VERSION } from '../../resources/version';
import { AMOUNT_NOT_FOR_CODE, NET_PAY_ACCESS, PERCENT_NOT_FOR_CODE } from './netpay-adjustments.server';
import { NET_PAY_OFF } from './netpay-gate';

const CODES = 'netpay/adjustment-codes';
const STATUTORY = 'netpay/statutory-deductions';
const ADJUSTMENTS = 'netpay/adjustments';

// Net pay's three collections (issue 33) through the real API: their checks, the gates (feature,
// permission, payroll's switches), pay access and label restrictions on workers' adjustments.
describe('net pay collections', async () => {
  const w = await workerWorld();
  const { call, base, db, org, refs } = w;
  await sql`update organizations set features = ${['customfield', 'payroll', 'netpay']}::text[]`.execute(db);
  const switches = async (values: { enabled?: boolean; enableNetPay?: boolean }) => {
    const response = await call('owner', 'PUT', `${base}/payroll/defaults`, values);
    expect(response.statusCode, response.body).toBe(200);
  };
  await switches({ enabled: true, enableNetPay: true });
  await w.member('payrollOnly', WITHOUT_SENSITIVE);
  await w.member('unitAdmin', [...PERMISSIONS]);
  await w.restrict('unitAdmin', { orgUnitIds: [refs.unitA] });

  const post = (path: string, input: Record<string, unknown>, who = 'owner') => call(who, 'POST', `${base}/${path}`, input);
  const results = async (path: string, who = 'owner') => (await call(who, 'GET', `${base}/${path}`)).json<{ results: Rec[] }>().results;

  const bonus = await w.create(CODES, { code: 'BONUS', name: 'Bonus', kind: 'earning', calculation: 'fixed', amount: 50 });
  const k401 = await w.create(CODES, {
    code: '401K',
    name: '401(k)',
    kind: 'deduction',
    taxable: false,
    calculation: 'percent',
    percent: 4,
  });
  const inA = await w.worker({ orgUnitId: refs.unitA });
  const inB = await w.worker({ orgUnitId: refs.unitB });

  it('adjustment codes: the figure the calculation needs, reimbursements never taxable', async () => {
    // A hidden choice holds its default (the table keeps it not null).
    expect(bonus).toMatchObject({ taxable: true, amount: 50, percent: null, percentOf: 'gross', active: true, version: 1 });
    // A percent code keeps no amount, and says what its percent is of (gross unless chosen).
    expect(k401).toMatchObject({ calculation: 'percent', percent: 4, percentOf: 'gross', amount: null, taxable: false });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ calculation: 'fixed' }, { amount: ['Amount is a required field.'] }],
      [{ calculation: 'rate_hours' }, { amount: ['Rate per hour is a required field.'] }],
      [{ calculation: 'percent', amount: 5 }, { percent: ['Percent is a required field.'] }],
      [{ calculation: 'percent', percent: 101 }, { percent: ['must be between 0 and 100.'] }],
      [{ calculation: 'fixed', amount: 5, kind: 'reimbursement', taxable: true }, { taxable: [REIMBURSEMENT_NOT_TAXABLE] }],
      [{ calculation: 'fixed', amount: 5, kind: 'bonus' }, { kind: ['This selection is not valid.'] }],
      [{ calculation: 'fixed', amount: 5, code: 'BONUS' }, { code: ['must be unique.'] }],
      [{ calculation: 'fixed', amount: 5, code: 'bonus' }, { code: ['must be 1 to 20 capital letters, digits or _.'] }],
    ];
    for (const [input, errors] of cases) {
      const response = await post(CODES, { code: 'X1', name: 'X', kind: 'earning', ...input });
      expect([response.statusCode, response.json()]).toEqual([400, errors]);
    }
    const mileage = await post(CODES, {
      code: 'MILEAGE',
      name: 'Mileage',
      kind: 'reimbursement',
      taxable: false,
      calculation: 'fixed',
      amount: 12.5,
    });
    expect(mileage.statusCode).toBe(201);
    const perHour = await post(CODES, { code: 'TOOLS', name: 'Tools', kind: 'earning', calculation: 'rate_hours', amount: 0.75 });
    expect(perHour.json<{ result: Rec }>().result).toMatchObject({ calculation: 'rate_hours', amount: 0.75 });
    expect((await results(CODES)).map((r) => r.code)).toEqual(['401K', 'BONUS', 'MILEAGE', 'TOOLS']);
    const stored = await db.selectFrom('netpay_adjustment_codes').select(['code', 'amount', 'percent']).where('org_id', '=', org).execute();
    expect(stored.find((r) => r.code === '401K')).toEqual({ code: '401K', amount: null, percent: '4.0000' });
  });

  it('adjustment codes: a stale version is refused (409), nothing changes', async () => {
    const code = await w.create(CODES, { code: 'UNIFORM', name: 'Uniform', kind: 'deduction', calculation: 'fixed', amount: 15 });
    expect((await call('owner', 'PUT', `${base}/${CODES}/${code.id}`, { amount: 20, version: 1 })).statusCode).toBe(200);
    const stale = await call('owner', 'PUT', `${base}/${CODES}/${code.id}`, { amount: 25, version: 1 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: STALE_VERSION }]);
    expect((await call('owner', 'GET', `${base}/${CODES}/${code.id}`)).json<{ result: Rec }>().result).toMatchObject({
      amount: 20,
      version: 2,
    });
  });

  it('adjustment codes: one in use by an adjustment cannot be deleted, only made inactive', async () => {
    const code = await w.create(CODES, { code: 'GIFT', name: 'Gift', kind: 'earning', calculation: 'fixed', amount: 5 });
    await w.create(ADJUSTMENTS, { employeeId: inA.id, codeId: code.id, startDate: '2026-03-01' });
    const refused = await call('owner', 'DELETE', `${base}/${CODES}/${code.id}?version=1`);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { detail: 'This adjustment code is in use and cannot be deleted. Make it inactive instead.' },
    ]);
    const audit = await db
      .selectFrom('audit_events')
      .select('action')
      .where('kind', '=', 'netpayadjustmentcode')
      .where('record_id', '=', code.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const inactive = await call('owner', 'PUT', `${base}/${CODES}/${code.id}`, { active: false, version: 1 });
    expect(inactive.json<{ result: Rec }>().result).toMatchObject({ active: false, version: 2 });
    const unused = await w.create(CODES, { code: 'SPARE', name: 'Spare', kind: 'earning', calculation: 'fixed', amount: 5 });
    expect((await call('owner', 'DELETE', `${base}/${CODES}/${unused.id}?version=1`)).statusCode).toBe(204);
  });

  it('statutory deductions: a percent needs a share, a fixed one its amount; listed in the order applied', async () => {
    const medicare = await w.create(STATUTORY, {
      code: 'MEDICARE',
      name: 'Medicare',
      sequence: 2,
      calculation: 'percent',
      employeePercent: 1.45,
      employerPercent: 1.45,
    });
    const ss = await w.create(STATUTORY, {
      code: 'SS',
      name: 'Social Security',
      sequence: 1,
      calculation: 'percent',
      employeePercent: 6.2,
      employerPercent: 6.2,
      annualWageBase: 168600,
      fixedAmount: 3,
    });
    // A percent deduction keeps no fixed amount.
    expect(ss).toMatchObject({ employeePercent: 6.2, annualWageBase: 168600, fixedAmount: null });
    expect(medicare).toMatchObject({ annualWageBase: null });
    const noShare = await post(STATUTORY, { code: 'LOCAL', name: 'Local', calculation: 'percent' });
    expect(noShare.json()).toEqual({ employeePercent: [STATUTORY_PERCENT_NEEDED] });
    const noAmount = await post(STATUTORY, { code: 'LOCAL', name: 'Local', calculation: 'fixed', employeePercent: 2 });
    expect(noAmount.json()).toEqual({ fixedAmount: ['Fixed Amount is a required field.'] });
    const fixed = await post(STATUTORY, {
      code: 'LOCAL',
      name: 'Local',
      sequence: 3,
      calculation: 'fixed',
      fixedAmount: 4.5,
      employeePercent: 2,
    });
    expect(fixed.json<{ result: Rec }>().result).toMatchObject({ fixedAmount: 4.5, employeePercent: null });
    expect((await results(STATUTORY)).map((r) => r.code)).toEqual(['SS', 'MEDICARE', 'LOCAL']);
    const stored = await db
      .selectFrom('statutory_deductions')
      .select(['employee_percent', 'annual_wage_base'])
      .where('id', '=', ss.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ employee_percent: '6.2000', annual_wage_base: '168600.0000' });
  });

  it('adjustments: recurring from a start date or one-off on a pay run, never both; overrides fit the code', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { startDate: ['Give a start date (recurring) or a pay run (one-off).'] }],
      [{ startDate: '2026-03-01', endDate: '2026-02-01' }, { endDate: ['must be on or after the start date.'] }],
      [{ startDate: '2026-03-01', percent: 3 }, { percent: [PERCENT_NOT_FOR_CODE] }],
      [{ startDate: '2026-03-01', codeId: k401.id, amount: 3 }, { amount: [AMOUNT_NOT_FOR_CODE] }],
      [{ payRunId: 999999 }, { payRunId: ['This selection is not valid.'] }],
    ];
    for (const [input, errors] of cases) {
      const response = await post(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, ...input });
      expect([response.statusCode, response.json()]).toEqual([400, errors]);
    }
    // A pay run of the organization's: the one-off form, which takes no start date.
    const run = await db
      .insertInto('pay_runs')
      .values({ org_id: org, name: 'March bonus run', kind: 'off_cycle', period_start: '2026-03-01', period_end: '2026-03-07' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const both = await post(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, startDate: '2026-03-01', payRunId: run.id });
    expect(both.json()).toEqual({ payRunId: ['A one-off adjustment on a pay run has no start date: give one or the other.'] });
    const oneOff = await w.create(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, payRunId: run.id, amount: 75, note: 'Spot bonus' });
    expect(oneOff).toMatchObject({ payRunId: run.id, startDate: null, amount: 75 });
    const recurring = await w.create(ADJUSTMENTS, { employeeId: inB.id, codeId: k401.id, startDate: '2026-01-01', percent: 5 });
    expect(recurring).toMatchObject({ percent: 5, amount: null, endDate: null });
    // Filters by worker and by code.
    const byWorker = await results(`${ADJUSTMENTS}?employeeId=${inB.id}`);
    expect(byWorker.map((r) => r.id)).toEqual([recurring.id]);
    const byCode = await results(`${ADJUSTMENTS}?codeId=${k401.id}`);
    expect(byCode.map((r) => r.id)).toEqual([recurring.id]);
  });

  it('adjustments are pay: without pay access no amounts are answered and nothing changes', async () => {
    const adjustment = await w.create(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, startDate: '2026-04-01', amount: 60 });
    const seen = (await call('payrollOnly', 'GET', `${base}/${ADJUSTMENTS}/${adjustment.id}`)).json<{ result: Rec }>().result;
    expect(seen).not.toHaveProperty('amount');
    expect(seen).not.toHaveProperty('percent');
    expect(seen).toMatchObject({ employeeId: inA.id, codeId: bonus.id });
    for (const response of [
      await post(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, startDate: '2026-04-01' }, 'payrollOnly'),
      await call('payrollOnly', 'PUT', `${base}/${ADJUSTMENTS}/${adjustment.id}`, { note: 'x' }),
      await call('payrollOnly', 'DELETE', `${base}/${ADJUSTMENTS}/${adjustment.id}`),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, { detail: NET_PAY_ACCESS }]);
    }
    expect((await call('owner', 'GET', `${base}/${ADJUSTMENTS}/${adjustment.id}`)).json<{ result: Rec }>().result).toMatchObject({
      amount: 60,
      note: null,
      version: 1,
    });
  });

  it('label restrictions: an administrator limited to an org unit sees and gives adjustments only to its workers', async () => {
    const a = await w.create(ADJUSTMENTS, { employeeId: inA.id, codeId: bonus.id, startDate: '2026-05-01', note: 'in A' });
    const b = await w.create(ADJUSTMENTS, { employeeId: inB.id, codeId: bonus.id, startDate: '2026-05-01', note: 'in B' });
    const seen = (await results(`${ADJUSTMENTS}?limit=500`, 'unitAdmin')).map((r) => r.id);
    expect(seen).toContain(a.id);
    expect(seen).not.toContain(b.id);
    expect((await results(`${ADJUSTMENTS}?limit=500`)).map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await call('unitAdmin', 'GET', `${base}/${ADJUSTMENTS}/${b.id}`)).statusCode).toBe(404);
    expect((await call('unitAdmin', 'DELETE', `${base}/${ADJUSTMENTS}/${b.id}`)).statusCode).toBe(404);
    const there = await post(ADJUSTMENTS, { employeeId: inB.id, codeId: bonus.id, startDate: '2026-05-01' }, 'unitAdmin');
    expect([there.statusCode, there.json()]).toEqual([400, { employeeId: ['This selection is not valid.'] }]);
    expect((await call('owner', 'GET', `${base}/${ADJUSTMENTS}/${b.id}`)).json<{ result: Rec }>().result.note).toBe('in B');
  });

  it('gates: manage_payroll, the payroll and netpay features, and payroll switched on with net pay', async () => {
    await w.member('settingsOnly', ['edit_settings', 'access_employee_sensitive']);
    for (const path of [CODES, STATUTORY, ADJUSTMENTS]) {
      expect((await call('settingsOnly', 'GET', `${base}/${path}`)).statusCode).toBe(403);
      expect((await call('outsider', 'GET', `${base}/${path}`)).statusCode).toBe(403);
    }
    const refusedAll = async (detailOf: (label: string) => string) => {
      for (const [path, label] of [
        [CODES, 'Adjustment Codes'],
        [STATUTORY, 'Statutory Deductions'],
        [ADJUSTMENTS, 'Net Pay Adjustments'],
      ] as const) {
        const list = await call('owner', 'GET', `${base}/${path}`);
        expect([list.statusCode, list.json()]).toEqual([403, { detail: detailOf(label) }]);
        expect((await post(path, {})).statusCode).toBe(403);
      }
      expect((await call('owner', 'GET', `${base}/${CODES}/${bonus.id}`)).statusCode).toBe(403);
      expect((await call('owner', 'PUT', `${base}/${CODES}/${bonus.id}`, { name: 'Changed' })).statusCode).toBe(403);
      expect((await call('owner', 'DELETE', `${base}/${CODES}/${bonus.id}`)).statusCode).toBe(403);
    };
    await switches({ enableNetPay: false });
    await refusedAll(() => NET_PAY_OFF);
    await switches({ enableNetPay: true, enabled: false });
    await refusedAll(() => NET_PAY_OFF);
    await switches({ enabled: true });
    expect((await call('owner', 'GET', `${base}/${CODES}`)).statusCode).toBe(200);
    await sql`update organizations set features = ${['customfield', 'payroll']}::text[] where id = ${org}`.execute(db);
    await refusedAll((label) => `This organization does not have the ${label} feature.`);
    // Nothing the refused calls sent was written.
    await sql`update organizations set features = ${['customfield', 'payroll', 'netpay']}::text[] where id = ${org}`.execute(db);
    expect((await call('owner', 'GET', `${base}/${CODES}/${bonus.id}`)).json<{ result: Rec }>().result).toMatchObject({
      name: 'Bonus',
      version: 1,
    });
  });
});
