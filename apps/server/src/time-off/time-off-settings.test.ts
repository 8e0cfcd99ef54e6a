import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

// Time off (issue 20), its settings: the defaults turn time off on for the session (which opens
// the codes and the Manage → Time Off screens); codes name the pay code a paid one is paid under.

describe('time off defaults and codes', async () => {
  const { db, orgA, call } = await resourceWorld();
  const defaults = `/orgs/${orgA}/timeoff/defaults`;
  const codes = `/orgs/${orgA}/timeoff/codes`;
  const session = async () => (await call('admin', 'GET', `/orgs/${orgA}/session`)).json<Record<string, unknown>>();

  it('is off until turned on, and the session says so', async () => {
    expect((await call('admin', 'GET', defaults)).json()).toEqual({
      result: { timeOffEnabled: false, timeOffAccrualEnabled: false, trackAccruals: false, version: 0 },
    });
    expect(await session()).toMatchObject({ timeOffEnabled: false });
    const on = await call('admin', 'PUT', defaults, { timeOffEnabled: true, version: 0 });
    expect(on.statusCode, on.body).toBe(200);
    expect(await session()).toMatchObject({ timeOffEnabled: true, timeOffAccrualEnabled: false });
    // Accruals are saved off while time off is off (shown only under it).
    const off = await call('admin', 'PUT', defaults, { timeOffEnabled: false, timeOffAccrualEnabled: true, version: 1 });
    expect(off.json()).toMatchObject({ result: { timeOffEnabled: false, timeOffAccrualEnabled: false } });
  });

  it('keeps a paid code with the pay code it is paid under, and forgets it on an unpaid one', async () => {
    const { rows } = await sql<{ id: number }>`select id::int as id from pay_codes where org_id = ${orgA} and code = 'REG'`.execute(db);
    const vacation = await call('admin', 'POST', codes, { name: 'Vacation', code: 'VAC', payCodeId: rows[0]!.id });
    expect(vacation.statusCode, vacation.body).toBe(201);
    expect(vacation.json()).toMatchObject({ result: { paid: true, countsTowardOvertime: false, unit: 'hours', payCodeId: rows[0]!.id } });
    const unpaid = await call('admin', 'POST', codes, {
      name: 'Unpaid leave',
      code: 'UNP',
      paid: false,
      payCodeId: rows[0]!.id,
      unit: 'days',
    });
    expect(unpaid.json()).toMatchObject({ result: { paid: false, payCodeId: null, unit: 'days' } });
    const lower = await call('admin', 'POST', codes, { name: 'Holiday', code: 'vac' });
    expect(lower.json()).toEqual({ code: ['must be 1 to 20 capital letters, digits or _.'] });
    const twin = await call('admin', 'POST', codes, { name: 'Holiday', code: 'VAC' });
    expect(twin.json()).toEqual({ code: ['must be unique.'] });
  });

  it('is refused to an organization without the time off feature', async () => {
    await sql`update organizations set features = array_remove(features, 'pto') where id = ${orgA}`.execute(db);
    expect((await call('admin', 'GET', codes)).statusCode).toBe(403);
    expect((await call('admin', 'GET', defaults)).statusCode).toBe(403);
    await sql`update organizations set features = array_append(features, 'pto') where id = ${orgA}`.execute(db);
  });
});
