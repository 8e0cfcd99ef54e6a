import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createUser, signInToken } from '../../test/test-app';
import { resourceWorld } from '../../test/kits/resource-test-kit';
import { seedPayCodes } from './pay-codes.seed';
import { PAY_CODE_IN_USE_CHANGE, PAY_CODE_IN_USE_DELETE } from './pay-codes.server';

type Code = { id: number; code: string; name: string; multiplier: number; countsTowardOt: boolean; active: boolean; version: number };

describe('pay codes', async () => {
  const { app, db, orgA, orgB, call } = await resourceWorld();
  const url = `/orgs/${orgA}/payroll/codes`;
  const codes = async (org = orgA, who: 'admin' | 'outsider' = 'admin') =>
    (await call(who, 'GET', `/orgs/${org}/payroll/codes?active=all`)).json<{ results: Code[] }>().results;
  const byCode = async (code: string) => (await codes()).find((c) => c.code === code)!;

  it('every new organization starts with REG, OT and DT', async () => {
    for (const [org, who] of [
      [orgA, 'admin'],
      [orgB, 'outsider'],
    ] as const) {
      expect(
        (await codes(org, who)).map(({ code, name, multiplier, countsTowardOt, active }) => ({
          code,
          name,
          multiplier,
          countsTowardOt,
          active,
        })),
      ).toEqual([
        { code: 'DT', name: 'Double Time', multiplier: 2, countsTowardOt: true, active: true },
        { code: 'OT', name: 'Overtime', multiplier: 1.5, countsTowardOt: true, active: true },
        { code: 'REG', name: 'Regular', multiplier: 1, countsTowardOt: true, active: true },
      ]);
    }
  });

  it('an organization made by sign-up has them too', async () => {
    await createUser(db, { email: 'founder@example.com' });
    const token = await signInToken(app, 'founder@example.com');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/orgs/sign-up',
      headers: bearer(token),
      payload: { organizationName: 'Gamma Foods', timezone: 'UTC' },
    });
    expect(signUp.statusCode).toBe(200);
    const orgId = signUp.json<{ results: { id: number }[] }>().results[0]!.id;
    await db
      .updateTable('organizations')
      .set({ features: ['payroll'] })
      .where('id', '=', orgId)
      .execute();
    const list = await app.inject({ url: `/api/orgs/${orgId}/payroll/codes`, headers: bearer(token) });
    expect(list.json<{ results: Code[] }>().results.map((c) => c.code)).toEqual(['DT', 'OT', 'REG']);
  });

  it('seeds under row-level security, and puts the tenant setting back', async () => {
    const org = await db.insertInto('organizations').values({ name: 'Bare' }).returning('id').executeTakeFirstOrThrow();
    const after = await db.transaction().execute(async (trx) => {
      // The tenant role, as a deployment's non-superuser connection is subject to the policies.
      await sql`set local role punchline_tenant`.execute(trx);
      await seedPayCodes(trx, org.id);
      return (await sql<{ setting: string | null }>`select current_setting('app.org_id', true) as setting`.execute(trx)).rows[0]!.setting;
    });
    expect(after ?? '').toBe('');
    const { rows } = await sql<{ code: string }>`select code from pay_codes where org_id = ${org.id} order by code`.execute(db);
    expect(rows.map((r) => r.code)).toEqual(['DT', 'OT', 'REG']);
  });

  it('refuses a code that is not 1 to 20 capital letters, digits or _, and a taken one', async () => {
    for (const code of ['reg x', 'ot', 'A'.repeat(21), 'OT-2']) {
      const response = await call('admin', 'POST', url, { code, name: 'Bad' });
      expect(response.json()).toEqual({
        code: [code.length > 20 ? 'no more than 20 characters.' : 'must be 1 to 20 capital letters, digits or _.'],
      });
    }
    expect((await call('admin', 'POST', url, { code: 'OT', name: 'Again' })).json()).toEqual({ code: ['must be unique.'] });
    expect((await call('admin', 'POST', url, { code: 'HOL', name: 'Holiday', multiplier: 10.0000001 })).json()).toEqual({
      multiplier: ['must be between 0 and 10.'],
    });
    expect((await codes()).map((c) => c.code)).toEqual(['DT', 'OT', 'REG']);
  });

  it('needs manage_payroll to change and the payroll feature', async () => {
    const clerk = await createUser(db, { email: 'clerk@example.com' });
    await addMember(db, orgA, clerk, ['edit_settings']);
    const token = await signInToken(app, 'clerk@example.com');
    const post = await app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload: { code: 'HOL', name: 'Holiday' } });
    expect(post.statusCode).toBe(403);
    expect((await app.inject({ url: `/api${url}`, headers: bearer(token) })).statusCode).toBe(200);
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgB).execute();
    expect((await call('outsider', 'GET', `/orgs/${orgB}/payroll/codes`)).statusCode).toBe(403);
  });

  it('a code a pay rule uses cannot change or be deleted, but can be made inactive', async () => {
    const rule = await call('admin', 'POST', `/orgs/${orgA}/payroll/rules`, { name: 'Weekly', weekly1Threshold: 40, weekly1PayCode: 'OT' });
    expect(rule.statusCode).toBe(201);
    const ot = await byCode('OT');

    const rename = await call('admin', 'PUT', `${url}/${ot.id}`, { code: 'OVT', version: ot.version });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ detail: PAY_CODE_IN_USE_CHANGE });
    const remove = await call('admin', 'DELETE', `${url}/${ot.id}?version=${ot.version}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({ detail: PAY_CODE_IN_USE_DELETE });
    expect(await byCode('OT')).toEqual(ot);

    // Its name, multiplier and active switch are not what the rule names it by.
    const renamed = await call('admin', 'PUT', `${url}/${ot.id}`, { name: 'Time and a half', active: false, version: ot.version });
    expect(renamed.json<{ result: Code }>().result).toMatchObject({ code: 'OT', name: 'Time and a half', active: false });

    // DT is used by no rule: it may take another code, and be deleted.
    const dt = await byCode('DT');
    const moved = await call('admin', 'PUT', `${url}/${dt.id}`, { code: 'DBL', version: dt.version });
    expect(moved.json<{ result: Code }>().result.code).toBe('DBL');
    expect((await call('admin', 'DELETE', `${url}/${dt.id}`)).statusCode).toBe(204);
  });
});
