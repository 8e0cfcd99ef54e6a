import { dayFromIso, epochFromLocal, isoFromDay } from '@punchline/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { ALREADY_DECIDED, MISSED_PUNCHES_OFF } from './missed-punches.service';
import { PERIOD_CLOSED } from './punch-periods';

// Missed punch requests in the console (issue 16): pending first, approve adds exactly one punch
// (flag A) even when two supervisors approve at once, reject adds none, the organization's switch
// and the pay period lock apply.

type Request = { id: number; state: string; punchId: number | null; decisionNote: string | null; employeeName: string };

describe('missed punch requests', async () => {
  const w = await timecardWorld();
  const { org, call, db, weekStart } = w;
  const base = `/orgs/${org}/missed-punches`;
  const monday = isoFromDay(dayFromIso(weekStart(1)) + 1);
  const at = (date: string, time: string) => new Date(epochFromLocal(`${date}T${time}`, ZONE) * 1000).toISOString();
  const ana = await w.worker({ firstName: 'Ana' });
  const request = async (iso: string, type: 'in' | 'out' = 'in') =>
    Number(
      (
        await sql<{ id: string }>`insert into missed_punch_requests (org_id, employee_id, client_id, at, type, note)
          values (${org}, ${ana.id}, ${randomUUID()}, ${iso}, ${type}, 'Forgot my badge') returning id`.execute(db)
      ).rows[0]!.id,
    );
  const punchesOf = async (iso: string) =>
    (await sql<{ id: string; origin: string }>`select id, origin from punches where employee_id = ${ana.id} and at = ${iso}`.execute(db))
      .rows;
  const setSwitch = (on: boolean) =>
    sql`update organizations set settings = coalesce(settings, '{}'::jsonb) || jsonb_build_object('enableSubmitMissedPunch', ${on}::boolean)
      where id = ${org}`.execute(db);

  it('is refused while the organization has missed punch requests off', async () => {
    await setSwitch(false);
    const response = await call('owner', 'GET', base);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MISSED_PUNCHES_OFF });
    await setSwitch(true);
  });

  it('approves into exactly one punch (A) when two approvals race, lists pending first', async () => {
    const iso = at(monday, '08:00');
    const id = await request(iso);
    const answers = await Promise.all([1, 2].map(() => call('owner', 'POST', `${base}/${id}/approve`, { note: 'OK' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ detail: ALREADY_DECIDED('approved') });
    const rows = await punchesOf(iso);
    expect(rows).toEqual([{ id: expect.anything(), origin: 'added' }]);
    const punch = await call('owner', 'GET', `/orgs/${org}/punches/${rows[0]!.id}`);
    expect(punch.json().result.flags).toEqual(['A']);
    const pending = await request(at(monday, '17:00'), 'out');
    const list = (await call('owner', 'GET', `${base}?limit=50`)).json<{ results: Request[] }>().results;
    expect(list[0]).toMatchObject({ id: pending, state: 'pending' });
    expect(list.find((r) => r.id === id)).toMatchObject({ state: 'approved', punchId: Number(rows[0]!.id), decisionNote: 'OK' });
  });

  it('rejects without a punch; bulk rejects all or none', async () => {
    const iso = at(monday, '12:00');
    const id = await request(iso);
    const rejected = await call('owner', 'POST', `${base}/${id}/reject`, { note: 'You were off that day' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().result).toMatchObject({ state: 'rejected', punchId: null, decisionNote: 'You were off that day' });
    expect(await punchesOf(iso)).toEqual([]);
    const fresh = await request(at(monday, '13:00'));
    // One of them is decided already: nothing changes.
    const bulk = await call('owner', 'POST', `${base}/bulk-action`, { itemIds: [fresh, id], actionData: { action: 'reject' } });
    expect(bulk.statusCode).toBe(409);
    const still = (await call('owner', 'GET', `${base}?state=pending&limit=50`)).json<{ results: Request[] }>().results;
    expect(still.map((r) => r.id)).toContain(fresh);
  });

  it('refuses to approve into a locked pay period, leaving the request pending', async () => {
    const lockedWeek = weekStart(3);
    const iso = at(isoFromDay(dayFromIso(lockedWeek) + 2), '08:00');
    const id = await request(iso);
    expect((await call('owner', 'PUT', `/orgs/${org}/pay-periods/${lockedWeek}`, { state: 'locked' })).statusCode).toBe(200);
    const refused = await call('owner', 'POST', `${base}/${id}/approve`, {});
    expect(refused.json()).toEqual({ detail: PERIOD_CLOSED });
    expect(await punchesOf(iso)).toEqual([]);
    const state = await sql<{ state: string }>`select state from missed_punch_requests where id = ${id}`.execute(db);
    expect(state.rows[0]!.state).toBe('pending');
  });
});
