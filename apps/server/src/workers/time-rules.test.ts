import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PAY_CLASS_READ_ONLY } from './employees.server';
import { WITHOUT_SENSITIVE, workerWorld, type Rec } from '../../test/kits/worker-test-world';

// The time rules a worker carries (issue 15): pay class, pay rule and work-day start, each empty
// for the organization's own, and the pay class read-only without sensitive access while
// employeeSensitivePayClassReadOnly is on (SPEC section 3, default true).
describe('worker time rules', async () => {
  const w = await workerWorld();
  const { call, base } = w;
  await w.member('plain', WITHOUT_SENSITIVE);
  await sql`update organizations set features = features || array['payroll'] where id = ${w.org}`.execute(w.db);
  const night = (await w.create('payroll/classes', { name: 'Night', fixedDifferential: 1.5 })).id;
  const lead = (await w.create('payroll/classes', { name: 'Lead', multiplierDifferential: 1.1 })).id;
  const rule = (await w.create('payroll/rules', { name: 'Weekly 40', weekly1Threshold: 40, weekly1PayCode: 'OT' })).id;
  const get = async (id: number) => (await call('owner', 'GET', `${base}/employees/${id}`)).json<{ result: Rec }>().result;

  it('are saved and read back; empty means the organization default', async () => {
    const worker = await w.worker({ payClassId: night, payRuleId: rule, shiftStartsAt: '18:00' });
    expect(worker).toMatchObject({ payClassId: night, payRuleId: rule, shiftStartsAt: '18:00' });
    const cleared = await call('owner', 'PUT', `${base}/employees/${worker.id}`, { payRuleId: null, shiftStartsAt: null });
    expect(cleared.json<{ result: Rec }>().result).toMatchObject({ payClassId: night, payRuleId: null, shiftStartsAt: null });
  });

  it('refuse a work-day start that is not a time, and records of nothing', async () => {
    const bad = await call('owner', 'POST', `${base}/employees`, { firstName: 'A', lastName: 'B', shiftStartsAt: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ shiftStartsAt: ['must be a valid time.'] });
    const missing = await call('owner', 'POST', `${base}/employees`, { firstName: 'A', lastName: 'B', payRuleId: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('payRuleId');
  });

  it('keep the pay class read-only without sensitive access, while the setting is on', async () => {
    const worker = await w.worker({ payClassId: night });
    const refused = await call('plain', 'PUT', `${base}/employees/${worker.id}`, { payClassId: lead });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ payClassId: [PAY_CLASS_READ_ONLY] });
    expect((await get(worker.id)).payClassId).toBe(night);
    // A new worker gets none from them either; other fields still save.
    const created = await call('plain', 'POST', `${base}/employees`, { firstName: 'New', lastName: 'Hire', payClassId: lead });
    expect(created.json()).toEqual({ payClassId: [PAY_CLASS_READ_ONLY] });
    const renamed = await call('plain', 'PUT', `${base}/employees/${worker.id}`, { firstName: 'Renamed', payClassId: night });
    expect(renamed.statusCode).toBe(200);

    await w.setDefaults({ employeeSensitivePayClassReadOnly: false });
    const allowed = await call('plain', 'PUT', `${base}/employees/${worker.id}`, { payClassId: lead });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await get(worker.id)).payClassId).toBe(lead);
  });
});
