import { describe, expect, it } from 'vitest';
import { PAY_RATES_ACCESS } from './employee-pay-rates.server';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

// A worker's pay rate history (employee-pay-rates, issue 14): effective-dated, one rate per day,
// payroll's to read and write, the amount only with sensitive access, and no further than the
// administrator's label restrictions reach.

describe('pay rate history', async () => {
  const w = await workerWorld();
  const PAYROLL = ['manage_payroll', 'access_employee_sensitive'] as const;
  await w.member('payroll', PAYROLL);
  await w.member('payrollNoSensitive', ['manage_payroll', 'edit_employees']);
  await w.member('hr', ['edit_employees', 'access_employee_sensitive', 'view_reports']);
  await w.member('unitPayroll', PAYROLL);
  await w.restrict('unitPayroll', { orgUnitIds: [w.refs.unitA] });

  const path = `${w.base}/employee-pay-rates`;
  const rate = (employeeId: number, effectiveFrom: string, amount: number) =>
    w.create('employee-pay-rates', { employeeId, effectiveFrom, rate: amount });
  const history = async (who: string, employeeId: number) => {
    const response = await w.call(who, 'GET', `${path}?employeeId=${employeeId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: Rec[] }>().results;
  };

  it("lists a worker's rates in the order they took effect, and only that worker's", async () => {
    const worker = await w.worker();
    const other = await w.worker();
    await rate(worker.id, '2025-03-01', 19.5);
    await rate(worker.id, '2024-01-01', 17);
    await rate(other.id, '2024-03-01', 30);
    await rate(worker.id, '2024-07-01', 18.25);
    const rates = await history('payroll', worker.id);
    expect(rates.map((r) => [r.effectiveFrom, r.rate])).toEqual([
      ['2024-01-01', 17],
      ['2024-07-01', 18.25],
      ['2025-03-01', 19.5],
    ]);
  });

  it('holds one rate per day per worker', async () => {
    const worker = await w.worker();
    const other = await w.worker();
    await rate(worker.id, '2024-05-01', 20);
    const again = await w.call('owner', 'POST', path, { employeeId: worker.id, effectiveFrom: '2024-05-01', rate: 21 });
    expect([again.statusCode, again.json()]).toEqual([400, { effectiveFrom: ['must be unique.'] }]);
    await rate(other.id, '2024-05-01', 21); // the same day for someone else is fine
    expect((await history('owner', worker.id)).map((r) => r.rate)).toEqual([20]);
  });

  it('needs manage_payroll to read or change a rate', async () => {
    const worker = await w.worker();
    const existing = await rate(worker.id, '2024-01-01', 15);
    expect((await w.call('hr', 'GET', `${path}?employeeId=${worker.id}`)).statusCode).toBe(403);
    expect((await w.call('hr', 'GET', `${path}/${existing.id}`)).statusCode).toBe(403);
    expect((await w.call('hr', 'POST', path, { employeeId: worker.id, effectiveFrom: '2024-02-01', rate: 16 })).statusCode).toBe(403);
    expect((await w.call('hr', 'PUT', `${path}/${existing.id}`, { rate: 99 })).statusCode).toBe(403);
    expect((await w.call('hr', 'DELETE', `${path}/${existing.id}`)).statusCode).toBe(403);
    expect((await history('payroll', worker.id)).map((r) => r.rate)).toEqual([15]);
  });

  it('hides the amount from payroll without access_employee_sensitive, who may then change nothing of it', async () => {
    const worker = await w.worker();
    const existing = await rate(worker.id, '2024-01-01', 15);
    const [seen] = await history('payrollNoSensitive', worker.id);
    expect(seen).toMatchObject({ id: existing.id, effectiveFrom: '2024-01-01' });
    expect(seen).not.toHaveProperty('rate');
    const one = (await w.call('payrollNoSensitive', 'GET', `${path}/${existing.id}`)).json<{ result: Rec }>().result;
    expect(one).not.toHaveProperty('rate');

    const refused = { detail: PAY_RATES_ACCESS };
    const saved = await w.call('payrollNoSensitive', 'PUT', `${path}/${existing.id}`, { rate: 99, note: 'Reviewed' });
    expect([saved.statusCode, saved.json()]).toEqual([403, refused]);
    const added = await w.call('payrollNoSensitive', 'POST', path, { employeeId: worker.id, effectiveFrom: '2024-06-01', rate: 16 });
    // Refused as a whole, before any field is looked at (not as a missing rate).
    expect([added.statusCode, added.json()]).toEqual([403, refused]);
    expect((await w.call('payrollNoSensitive', 'DELETE', `${path}/${existing.id}`)).statusCode).toBe(403);
    expect((await history('payroll', worker.id)).map((r) => [r.rate, r.note ?? null])).toEqual([[15, null]]);
  });

  it('shows a label-restricted administrator only the rates of workers inside their org units', async () => {
    const inside = await w.worker({ orgUnitId: w.refs.unitA });
    const outside = await w.worker({ orgUnitId: w.refs.unitB });
    await rate(inside.id, '2024-01-01', 15);
    const hidden = await rate(outside.id, '2024-01-01', 25);

    expect((await history('unitPayroll', inside.id)).map((r) => r.rate)).toEqual([15]);
    expect(await history('unitPayroll', outside.id)).toEqual([]);
    const everything = await w.call('unitPayroll', 'GET', `${path}?limit=500`);
    expect(everything.json<{ results: Rec[] }>().results.map((r) => r.employeeId)).not.toContain(outside.id);
    expect((await w.call('unitPayroll', 'GET', `${path}/${hidden.id}`)).statusCode).toBe(404);
    expect((await w.call('unitPayroll', 'PUT', `${path}/${hidden.id}`, { rate: 1 })).statusCode).toBe(404);
    const added = await w.call('unitPayroll', 'POST', path, { employeeId: outside.id, effectiveFrom: '2024-06-01', rate: 1 });
    expect(added.statusCode).toBe(400);
    expect((await history('payroll', outside.id)).map((r) => r.rate)).toEqual([25]);
  });
});
