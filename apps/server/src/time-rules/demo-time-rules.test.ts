import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoData } from '../demo/demo-data';

type Rec = Record<string, unknown> & { id: number; name: string };

describe('the demo organization’s time rules', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const orgId = (await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
  const get = async <T>(path: string) => json<T>(await app.inject({ url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) }));
  const list = async (path: string) => (await get<{ results: Rec[] }>(path)).results;

  it('has payroll on with the federal weekly-40 rule and pay classes', async () => {
    const [rule] = await list('payroll/rules');
    expect(rule).toMatchObject({
      name: 'Federal (FLSA)',
      preset: 'flsa',
      weekly1Threshold: 40,
      weekly1PayCode: 'OT',
      daily1Threshold: null,
    });
    const defaults = (await get<{ result: Rec }>('payroll/defaults')).result;
    expect(defaults).toMatchObject({ enabled: true, usePayClass: true, defaultPayRuleId: rule!.id, payPeriodType: 'week' });
    expect((await list('payroll/codes')).map((c) => c.code)).toEqual(['DT', 'OT', 'REG']);
    const classes = await list('payroll/classes');
    expect(
      classes.map(({ name, multiplierDifferential, fixedDifferential }) => ({ name, multiplierDifferential, fixedDifferential })),
    ).toEqual([
      { name: 'Lead', multiplierDifferential: 1.1, fixedDifferential: 0 },
      { name: 'Night differential', multiplierDifferential: 1, fixedDifferential: 1.5 },
    ]);
    const session = await get<Record<string, unknown>>('session');
    expect(session).toMatchObject({ enabled: true, usePayClass: true });
    expect(session.features).toEqual(expect.arrayContaining(['payroll', 'punch_codes', 'entry_state']));
  });

  it('has rounding, breaks, shift classes, punch codes and entry states', async () => {
    expect((await list('shift/roundingrules')).map((r) => [r.applyTo, r.interval, r.mode])).toEqual([
      ['shiftEnd', 15, 'nearest'],
      ['shiftStart', 15, 'nearest'],
    ]);
    expect((await list('shift/breaks')).map((b) => [b.name, b.paid, b.after, b.duration, b.autoDeduct])).toEqual([
      ['Lunch', false, 300, 30, true],
      ['Rest', true, 120, 10, false],
    ]);
    const night = (await list('payroll/classes')).find((c) => c.name === 'Night differential')!;
    expect((await list('shift/classes')).map((c) => [c.name, c.payClassId])).toEqual([
      ['Evening', null],
      ['Morning', null],
      ['Night', night.id],
    ]);
    expect((await list('punch-codes')).map((c) => [c.name, c.type])).toEqual([
      ['Back from lunch', 'in'],
      ['Lunch out', 'out'],
      ['Site visit', 'both'],
    ]);
    expect((await list('entry/states')).map((s) => [s.name, s.locksEntry])).toEqual([
      ['Approved', true],
      ['Exported', true],
    ]);
  });
});
