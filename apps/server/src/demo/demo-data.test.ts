import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import {
  DEMO_MANAGER,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
  DEMO_PAYROLL,
  DEMO_SIGN_INS,
  demoSignInLines,
  seedDemoData,
} from './demo-data';
import { DEMO_WORKERS } from './demo-people';

type Worker = { id: number; active: boolean; departmentId: number; orgUnitId: number; payType?: string; hasPin: boolean };
type Named = { id: number; name: string };

describe('demo data', async () => {
  const { app, db } = await createTestApp();
  const created = await seedDemoData(db);
  const tokens = Object.fromEntries(
    await Promise.all(DEMO_SIGN_INS.map(async (s) => [s.email, await signInToken(app, s.email, s.password)])),
  );
  const get = async <T>(email: string, url: string) => {
    const response = await app.inject({ url: `/api${url}`, headers: bearer(tokens[email]!) });
    return { status: response.statusCode, body: json<T>(response) };
  };
  const orgs = (await get<{ results: { id: number }[] }>(DEMO_OWNER_EMAIL, '/manage/orgs')).body.results;
  const org = `/orgs/${orgs[0]!.id}`;
  const list = async <T>(email: string, path: string) => (await get<{ results: T[] }>(email, `${org}/${path}`)).body.results;

  it('creates the demo organization once, with an owner who can sign in and holds every permission', async () => {
    expect(created).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    expect(await db.selectFrom('organizations').select('id').execute()).toHaveLength(1);
    expect(orgs).toHaveLength(1);
    const session = (await get<Record<string, unknown>>(DEMO_OWNER_EMAIL, `${org}/session`)).body;
    expect(session.permissions).toContain('manage_subscription');
    // The manager is also a worker: counted once. The owner and payroll are users, not workers.
    const active = DEMO_WORKERS.filter((w) => !w.left).length;
    expect(session).toMatchObject({ maxUsers: 100, activeWorkers: active, activeUsers: active + 2, pinLengthMin: 4, pinLengthMax: 6 });
    expect(demoSignInLines()[0]).toBe(`Demo sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD} (owner)`);
  });

  it('has about forty workers across every department and org unit, a few inactive, each with a PIN', async () => {
    const workers = await list<Worker>(DEMO_OWNER_EMAIL, 'employees?active=all&limit=500');
    expect(workers.length).toBeGreaterThanOrEqual(38);
    expect(workers.filter((w) => !w.active).length).toBeGreaterThanOrEqual(2);
    expect(workers.every((w) => w.hasPin)).toBe(true);
    const departments = await list<Named>(DEMO_OWNER_EMAIL, 'departments');
    const units = await list<Named>(DEMO_OWNER_EMAIL, 'orgunits');
    expect(departments.map((d) => d.name)).toContain('Bakery'); // the browser tests count on it
    for (const d of departments) expect(workers.some((w) => w.departmentId === d.id)).toBe(true);
    for (const u of units) expect(workers.filter((w) => w.orgUnitId === u.id).length).toBeGreaterThanOrEqual(8);
    expect((await list<Named>(DEMO_OWNER_EMAIL, 'labels?type=user')).map((l) => l.name).sort()).toEqual([
      'Bilingual',
      'First Aid',
      'Forklift',
      'Key Holder',
    ]);
    expect((await list<Named>(DEMO_OWNER_EMAIL, 'customfields?appliesTo=user')).length).toBeGreaterThanOrEqual(2);
  });

  it('stores PINs as the API does: a new worker cannot take a demo PIN', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${org}/employees`,
      headers: bearer(tokens[DEMO_OWNER_EMAIL]!),
      payload: { firstName: 'New', lastName: 'Hire', pin: '2000' },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { pin: ['choose another PIN.'] }]);
  });

  it('gives the manager the Downtown workers only, without pay, and payroll every rate history', async () => {
    const units = await list<Named>(DEMO_OWNER_EMAIL, 'orgunits');
    const downtown = units.find((u) => u.name === 'Downtown')!.id;
    const seen = await list<Worker>(DEMO_MANAGER.email, 'employees?active=all&limit=500');
    expect(seen.length).toBe(DEMO_WORKERS.filter((w) => w.unit === 'Downtown').length);
    expect(seen.every((w) => w.orgUnitId === downtown && w.payType === undefined)).toBe(true);
    expect((await get(DEMO_MANAGER.email, `${org}/employee-pay-rates`)).status).toBe(403);

    const all = await list<Worker>(DEMO_PAYROLL.email, 'employees?active=all&limit=500');
    expect(all.length).toBe(DEMO_WORKERS.length);
    expect(all.filter((w) => w.payType === 'salaried').length).toBeGreaterThan(2);
    const rates = await list<{ employeeId: number; rate: number }>(DEMO_PAYROLL.email, `employee-pay-rates?employeeId=${all[0]!.id}`);
    expect(rates.length).toBeGreaterThanOrEqual(2);
    expect(rates.length).toBeLessThanOrEqual(3);
    expect(rates.every((r) => r.rate > 0)).toBe(true);
  });
});
