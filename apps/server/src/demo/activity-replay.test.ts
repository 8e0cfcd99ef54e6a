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
  const replay = await replayDemoActivity(
    db,
    loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' }),
    orgId,
    Math.floor(Date.now() / 1000),
  );
  const { rows: punches } =
    await sql<PunchRow>`select employee_id, at, type, device_id, (select l.id from clock_logs l where l.org_id = p.org_id and l.punch_id = p.id and l.punch_at = p.at) as clock_log_id, offline, tampered, geo
    from punches p order by employee_id, at`.execute(db);
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

  it('publishes a schedule that matches the activity: the planned starts, teams, open shifts and a claim', async () => {
    const { rows: org } = await sql<{ features: string[]; shift_mode: string }>`select features, settings->>'shiftMode' as shift_mode
      from organizations where id = ${orgId}`.execute(db);
    expect(org[0]!.features).toContain('schedule');
    expect(org[0]!.shift_mode).toBe('schedule');
    const { rows: teams } = await sql<{ name: string; members: number }>`select name, jsonb_array_length(member_ids) as members
      from teams order by name`.execute(db);
    expect(teams.map((t) => t.name)).toEqual(['Bakers', 'Drivers', 'Front of house']);
    expect(teams.every((t) => t.members > 0)).toBe(true);

    // Every work day of the first worker is a published shift of theirs, starting when the plan
    // said: the first IN of the day is within the plan's jitter, or late by the plan's 10 to 30 minutes.
    const { rows: shifts } = await sql<{ employee_id: number; start_at: Date; work_date: string }>`
      select published_employee_id::int as employee_id, published_start_at as start_at, work_date::text from shifts
      where published_employee_id is not null order by published_start_at`.execute(db);
    const first = workers[0]!.id;
    const firstIns = new Map<string, number>();
    for (const p of punches.filter((p) => Number(p.employee_id) === Number(first) && p.type === 'in')) {
      const day = localFromEpoch(p.at.getTime() / 1000, zone).slice(0, 10);
      if (!firstIns.has(day)) firstIns.set(day, p.at.getTime());
    }
    const theirs = shifts.filter((s) => s.employee_id === Number(first));
    const lateness = [...firstIns].map(([day, at]) => (at - theirs.find((s) => s.work_date === day)!.start_at.getTime()) / 60_000);
    expect(lateness.every((m) => m >= -7 && m <= 37)).toBe(true);
    // Two weeks ahead too.
    expect(theirs.filter((s) => s.start_at.getTime() > Date.now()).length).toBeGreaterThanOrEqual(8);

    const { rows: open } = await sql<{ id: number; claims: number }>`select s.id, (select count(*)::int from open_shift_claims c
      where c.shift_id = s.id and c.status = 'pending') as claims from shifts s where s.published_version is not null and s.employee_id is null`.execute(
      db,
    );
    expect(open.map((o) => o.claims).sort()).toEqual([0, 0, 1]);
    // One shift moved after publishing: its worker has a change to see.
    const { rows: moved } = await sql<{ n: number }>`select count(*)::int as n from shift_publications p
      join schedule_publications v on v.id = p.publication_id where v.version = 2`.execute(db);
    expect(moved[0]!.n).toBe(1);
    // The Drivers team's weeks after the published fortnight, drafted by a recurring schedule.
    const { rows: drafted } = await sql<{ n: number; published: number; workers: number }>`
      select count(*)::int as n, count(s.published)::int as published, count(distinct s.employee_id)::int as workers
        from shifts s join recurring_schedules r on r.id = s.recurring_schedule_id`.execute(db);
    expect(drafted[0]!.n).toBeGreaterThanOrEqual(5);
    expect(drafted[0]!.published).toBe(0);
    const { rows: drivers } = await sql<{
      n: number;
    }>`select jsonb_array_length(member_ids)::int as n from teams where name = 'Drivers'`.execute(db);
    expect(drafted[0]!.workers).toBe(drivers[0]!.n);
  });
});
