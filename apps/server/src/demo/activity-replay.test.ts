import { localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bearer, createTestApp, signInToken } from '../../test/test-app';
import { replayDemoActivity } from './activity-replay';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';

// The demo's six weeks of clock activity, replayed through the device API (activity-replay.ts):
// what an administrator finds in the demo is what clocks made, flags and clock logs included.

type PunchRow = {
  employee_id: number;
  at: Date;
  type: string;
  device_id: number | null;
  clock_log_id: number | null;
  offline: boolean;
  tampered: boolean;
  geo: string | null;
};

describe('demo activity through the device API', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  const replay = await replayDemoActivity(db, loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' }), orgId);
  const { rows: punches } = await sql<PunchRow>`select employee_id, at, type, device_id, clock_log_id, offline, tampered, geo
    from punches order by employee_id, at`.execute(db);
  const { rows: workers } = await sql<{ id: number }>`select id from employees where active and is_worker order by id`.execute(db);
  const zone = 'America/New_York';

  it('gives every active worker about six weeks of punches, each from a paired clock with its clock log', () => {
    expect(replay.devices).toBe(4);
    expect(replay.accepted).toBe(punches.length);
    expect(new Set(punches.map((p) => p.employee_id))).toEqual(new Set(workers.map((w) => w.id)));
    expect(punches.every((p) => p.device_id !== null && p.clock_log_id !== null)).toBe(true);
    const days = new Set(
      punches.filter((p) => p.employee_id === workers[0]!.id).map((p) => localFromEpoch(p.at.getTime() / 1000, zone).slice(0, 10)),
    );
    expect(days.size).toBeGreaterThanOrEqual(25);
    expect(punches.every((p) => p.at.getTime() <= Date.now())).toBe(true);
  });

  it('has offline punches, one outside the geo rules, and refused face attempts in the clock logs', async () => {
    // Only the Harbor kiosk's afternoon without network: every other punch reached the server at once.
    const offline = punches.filter((p) => p.offline).length;
    expect(offline).toBeGreaterThan(3);
    expect(offline).toBeLessThan(punches.length / 50);
    expect(punches.filter((p) => p.tampered)).toEqual([]);
    expect(punches.filter((p) => p.geo !== 'inside').map((p) => p.geo)).toEqual(['outside']);
    const { rows: refused } = await sql<{ face_status: string; outcome: string }>`select face_status, outcome from clock_logs
      where outcome = 'refused'`.execute(db);
    expect(
      Object.values(replay.refused).reduce((a, b) => a + b, 0),
      JSON.stringify(replay.refused),
    ).toBe(refused.length);
    expect(refused.length).toBeGreaterThan(2);
    expect(refused.every((r) => r.face_status === 'failed' || r.face_status === 'no_match')).toBe(true);
  });

  it("shows the forgotten clock-out as a missed punch on the worker's time card, and the worker's request for it", async () => {
    const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const { rows } = await sql<{ id: number }>`select id from employees where employee_number = 'E1002'`.execute(db);
    const mine = punches.filter((p) => p.employee_id === Number(rows[0]!.id));
    const second = mine.findIndex((p, i) => i > 0 && p.type === 'in' && mine[i - 1]!.type === 'in');
    expect(second).toBeGreaterThan(0);
    const date = localFromEpoch(mine[second - 1]!.at.getTime() / 1000, zone).slice(0, 10);
    const response = await app.inject({ url: `/api/orgs/${orgId}/timecards/${rows[0]!.id}?date=${date}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<{ result: { punches: { flags: string[] }[] } }>().result;
    expect(card.punches.some((p) => p.flags.includes('missed'))).toBe(true);
    // The worker asked for the forgotten OUT from the clock: a pending request, no punch yet.
    expect(replay.missedPunchRequests).toBe(1);
    const { rows: requests } = await sql<{ employee_id: number; type: string; state: string; at: Date }>`select employee_id, type, state, at
      from missed_punch_requests`.execute(db);
    expect(requests.map((r) => [Number(r.employee_id), r.type, r.state])).toEqual([[Number(rows[0]!.id), 'out', 'pending']]);
    expect(requests[0]!.at.getTime()).toBeGreaterThan(mine[second - 1]!.at.getTime());
    expect(requests[0]!.at.getTime()).toBeLessThan(mine[second]!.at.getTime());
  });
});
