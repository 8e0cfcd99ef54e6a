import { localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoData } from './demo-data';

// The demo's punches (punches.demo.ts): three weeks for every active worker, in the demo's zone,
// shaped like real days, and time cards that compute from them.

type PunchRow = { employee_id: number; at: Date; type: 'in' | 'out' };

describe('demo punches', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const { rows: punches } = await sql<PunchRow>`select employee_id, at, type from punches order by employee_id, at`.execute(db);
  const { rows: workers } = await sql<{ id: number }>`select id from employees where active and is_worker order by id`.execute(db);
  const zone = 'America/New_York';
  const byWorker = new Map<number, PunchRow[]>();
  for (const p of punches) byWorker.set(p.employee_id, [...(byWorker.get(p.employee_id) ?? []), p]);

  it('gives every active worker about three weeks of days, none in the future', async () => {
    expect([...byWorker.keys()].sort((a, b) => a - b)).toEqual(workers.map((w) => w.id));
    const now = Date.now();
    expect(punches.every((p) => p.at.getTime() < now)).toBe(true);
    const days = new Set(byWorker.get(workers[0]!.id)!.map((p) => localFromEpoch(p.at.getTime() / 1000, zone).slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(12);
    expect(days.size).toBeLessThanOrEqual(19);
  });

  it('has a night worker, a few missing OUTs and some long days', async () => {
    const hour = (p: PunchRow) => Number(localFromEpoch(p.at.getTime() / 1000, zone).slice(11, 13));
    const firstIns = [...byWorker.values()].map((list) => list.find((p) => p.type === 'in')!);
    expect(firstIns.filter((p) => hour(p) === 21 || hour(p) === 22).length).toBeGreaterThanOrEqual(1);
    const ins = punches.filter((p) => p.type === 'in').length;
    const outs = punches.length - ins;
    expect(ins - outs).toBeGreaterThan(0);
    expect(ins - outs).toBeLessThan(ins / 10);
  });

  it("computes a worker's time card from them", async () => {
    const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const orgId = (await sql<{ id: number }>`select id from organizations`.execute(db)).rows[0]!.id;
    const first = byWorker.get(workers[0]!.id)![0]!;
    const date = localFromEpoch(first.at.getTime() / 1000, zone).slice(0, 10);
    const response = await app.inject({ url: `/api/orgs/${orgId}/timecards/${workers[0]!.id}?date=${date}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: { totals: { workedSeconds: number } } }>().result.totals.workedSeconds).toBeGreaterThan(8 * 3600);
  });
});
