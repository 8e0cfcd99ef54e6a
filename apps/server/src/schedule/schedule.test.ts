import type { Publication, ScheduleBoard, Shift } from '@punchline/contracts';
import { epochFromLocal, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../resources/version';
import { SCHEDULE_OFF } from '../schedule-claims/schedule-gate';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { NOTHING_TO_PUBLISH } from './publish.service';

// The schedule board's calls (issue 19): shifts with the overlap rule and versions, the board with
// its filters, totals and label restrictions, copy a week over a DST change, publish with
// versions, history and the workers' notices, and the published schedule on the time card.

const at = (local: string) => new Date(epochFromLocal(local, ZONE) * 1000).toISOString();

describe('schedule board and shifts', async () => {
  const w = await timecardWorld();
  const { call, base, db, org } = w;
  const off = await call('owner', 'GET', `${base}/schedule/board?from=2026-11-23&to=2026-11-29`);
  await sql`update organizations set features = array_append(features, 'schedule') where id = ${org}`.execute(db);
  const mode = await call('owner', 'PUT', `${base}/shift/defaults`, { shiftMode: 'schedule' });
  expect(mode.statusCode, mode.body).toBe(200);
  await w.member('planner', ['manage_schedule']);
  await w.member('clerk', ['edit_punches']);
  await w.member('unitA', ['manage_schedule']);
  await w.restrict('unitA', { orgUnitIds: [w.refs.unitA] });
  const ann = await w.worker({ firstName: 'Ann', lastName: 'Lee', orgUnitId: w.refs.unitA, departmentId: w.refs.deptA });
  const bob = await w.worker({ firstName: 'Bob', lastName: 'Ray', orgUnitId: w.refs.unitB, departmentId: w.refs.deptB });

  const add = (body: Record<string, unknown>, who = 'planner') => call(who, 'POST', `${base}/schedule/shifts`, body);
  const added = async (body: Record<string, unknown>) => {
    const r = await add(body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: Shift }>().result;
  };
  const board = async (query: string, who = 'planner') => {
    const r = await call(who, 'GET', `${base}/schedule/board?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ScheduleBoard>();
  };
  const publish = async (from: string, to: string) => {
    const r = await call('planner', 'POST', `${base}/schedule/publish`, { from, to });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: Publication }>().result;
  };

  it('is refused while the organization does not schedule, and without manage_schedule', async () => {
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: SCHEDULE_OFF });
    const clerk = await call('clerk', 'GET', `${base}/schedule/board?from=2026-11-23&to=2026-11-29`);
    expect(clerk.statusCode).toBe(403);
  });

  it("refuses a shift that overlaps the worker's shift, lets touching ones pass, and checks the span", async () => {
    await added({ employeeId: ann.id, start: at('2026-12-01T09:00'), end: at('2026-12-01T17:00') });
    const overlap = await add({ employeeId: ann.id, start: at('2026-12-01T16:00'), end: at('2026-12-01T20:00') });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<{ detail: string }>().detail).toMatch(/overlaps this one: .*12\/01\/2026 9:00 AM–5:00 PM/);
    await added({ employeeId: ann.id, start: at('2026-12-01T17:00'), end: at('2026-12-01T21:00') });
    const backwards = await add({ employeeId: ann.id, start: at('2026-12-02T17:00'), end: at('2026-12-02T09:00') });
    expect(backwards.json()).toEqual({ end: ['must be after the start.'] });
    const long = await add({ employeeId: null, start: at('2026-12-02T08:00'), end: at('2026-12-03T09:00') });
    expect(long.json()).toEqual({ end: ['A shift can be at most 24 hours long.'] });
    const breakOutside = await add({
      employeeId: null,
      start: at('2026-12-02T08:00'),
      end: at('2026-12-02T12:00'),
      breaks: [{ startMinute: 230, durationMinutes: 30 }],
    });
    expect(breakOutside.json()).toEqual({ breaks: ['A break must lie within the shift.'] });
  });

  it('answers 409 to a change based on an old version and keeps the shift as it was', async () => {
    const shift = await added({ employeeId: bob.id, start: at('2026-12-03T09:00'), end: at('2026-12-03T17:00') });
    const first = await call('planner', 'PUT', `${base}/schedule/shifts/${shift.id}`, { note: 'Inventory', version: shift.version });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('planner', 'PUT', `${base}/schedule/shifts/${shift.id}`, { note: 'Other', version: shift.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: STALE_VERSION });
    const now = await call('planner', 'GET', `${base}/schedule/shifts/${shift.id}`);
    expect(now.json<{ result: Shift }>().result.note).toBe('Inventory');
  });

  it('shows workers, shifts, unpaid breaks off the totals, filters, and only the workers a restricted manager sees', async () => {
    await added({
      employeeId: bob.id,
      start: at('2026-12-04T09:00'),
      end: at('2026-12-04T17:00'),
      breaks: [{ startMinute: 240, durationMinutes: 30, paid: false }],
    });
    await added({ employeeId: null, start: at('2026-12-04T10:00'), end: at('2026-12-04T14:00') });
    const all = await board('from=2026-12-04&to=2026-12-04');
    expect(all.workers.map((x) => x.name)).toEqual(expect.arrayContaining(['Ann Lee', 'Bob Ray']));
    expect(all.days).toEqual([{ date: '2026-12-04', seconds: 7.5 * 3600 + 4 * 3600, cost: null, shifts: 2 }]);
    expect(all.workers.find((x) => x.employeeId === bob.id)?.seconds).toBe(7.5 * 3600);
    expect(all.shifts.every((s) => s.status === 'draft')).toBe(true);
    const dept = await board(`from=2026-12-04&to=2026-12-04&departmentId=${w.refs.deptA}`);
    expect(dept.workers.map((x) => x.employeeId)).toEqual([ann.id]);
    expect(dept.shifts).toEqual([]);
    const restricted = await board('from=2026-12-01&to=2026-12-04', 'unitA');
    expect(restricted.workers.map((x) => x.employeeId)).toEqual([ann.id]);
    expect(restricted.shifts.every((s) => s.employeeId === ann.id || s.employeeId === null)).toBe(true);
    expect(restricted.shifts.some((s) => s.employeeId === null)).toBe(true);
    const tooLong = await call('planner', 'GET', `${base}/schedule/board?from=2026-12-01&to=2027-02-01`);
    expect(tooLong.json()).toEqual({ to: ['The range can be at most 42 days.'] });
  });

  it('marks a shift on a day the worker cannot work, and copy leaves such a day out with the reason', async () => {
    const unavailable = `${base}/schedule/unavailability`;
    const wrong = await call('planner', 'POST', unavailable, { employeeId: bob.id, kind: 'weekly', weekdays: ['Friday'] });
    expect(wrong.json()).toEqual({ weekdays: ['must be days of Sun, Mon, Tue, Wed, Thu, Fri, Sat.'] });
    const noDates = await call('planner', 'POST', unavailable, { employeeId: bob.id, kind: 'dates' });
    expect(noDates.json()).toEqual({ startDate: ['From is a required field.'] });
    const made = await call('planner', 'POST', unavailable, { employeeId: bob.id, weekdays: ['Fri'], note: 'Classes on Fridays' });
    expect(made.statusCode, made.body).toBe(201);
    const friday = await board('from=2026-12-04&to=2026-12-04');
    const bobs = friday.shifts.find((s) => s.employeeId === bob.id)!;
    expect(bobs.conflicts).toEqual(['The worker cannot work this day: Classes on Fridays.']);
    expect(friday.workers.find((x) => x.employeeId === bob.id)?.unavailable).toEqual([
      { date: '2026-12-04', reason: 'Classes on Fridays' },
    ]);
    const copy = await call('planner', 'POST', `${base}/schedule/shifts/actions/copy`, {
      from: '2026-12-04',
      to: '2026-12-04',
      days: 7,
      employeeIds: [bob.id],
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({
      results: [],
      skipped: [{ shiftId: bobs.id, reason: 'The worker cannot work that day: Classes on Fridays.' }],
    });
  });

  it('copies a week over the end of DST keeping wall times, and skips what would overlap', async () => {
    await added({ employeeId: ann.id, start: at('2026-10-29T09:00'), end: at('2026-10-29T17:00') });
    await added({ employeeId: ann.id, start: at('2026-11-05T16:00'), end: at('2026-11-05T18:00') });
    await added({ employeeId: ann.id, start: at('2026-10-30T22:00'), end: at('2026-10-31T06:00') });
    const r = await call('planner', 'POST', `${base}/schedule/shifts/actions/copy`, { from: '2026-10-29', to: '2026-10-30', days: 7 });
    expect(r.statusCode, r.body).toBe(200);
    const { results, skipped } = r.json<{ results: Shift[]; skipped: { reason: string }[] }>();
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.reason).toMatch(/overlaps this one/);
    expect(results).toHaveLength(1);
    const night = results[0]!;
    expect(localFromEpoch(Date.parse(night.start) / 1000, ZONE)).toBe('2026-11-06T22:00');
    expect(night.workDate).toBe('2026-11-06');
    expect(night.status).toBe('draft');
  });

  it('publishes versions, shows a moved shift as changed against them, tells the worker and keeps the history', async () => {
    await sql`update employees set user_id = ${w.userIds.planner} where id = ${ann.id}`.execute(db);
    const shift = await added({ employeeId: ann.id, start: at('2026-12-08T09:00'), end: at('2026-12-08T17:00') });
    const v1 = await publish('2026-12-07', '2026-12-13');
    expect(v1).toMatchObject({ added: 1, changed: 0, removed: 0, notified: 1 });
    const again = await call('planner', 'POST', `${base}/schedule/publish`, { from: '2026-12-07', to: '2026-12-13' });
    expect(again.json()).toEqual({ detail: NOTHING_TO_PUBLISH });
    const before = (await board('from=2026-12-08&to=2026-12-08')).shifts.find((s) => s.id === shift.id)!;
    expect(before).toMatchObject({ status: 'published', publishedVersion: v1.version, changedFields: [] });

    const moved = await call('planner', 'PUT', `${base}/schedule/shifts/${shift.id}`, {
      start: at('2026-12-08T10:00'),
      end: at('2026-12-08T18:00'),
      version: before.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = moved.json<{ result: Shift }>().result;
    expect(changed).toMatchObject({ status: 'changed', changedFields: ['start', 'end'] });
    expect(changed.published?.start).toBe(at('2026-12-08T09:00'));
    // Workers and cards still see 9:00 until the change is published.
    const seen = await sql<{ published_start_at: Date }>`select published_start_at from shifts where id = ${shift.id}`.execute(db);
    expect(seen.rows[0]!.published_start_at.toISOString()).toBe(at('2026-12-08T09:00'));

    const v2 = await publish('2026-12-07', '2026-12-13');
    expect(v2).toMatchObject({ version: v1.version + 1, added: 0, changed: 1, notified: 1 });
    const messages = await sql<{ title: string; body: string }>`select title, body from notification_messages
      where user_id = ${w.userIds.planner} order by id desc limit 1`.execute(db);
    expect(messages.rows[0]!.title).toBe('Your schedule changed');
    expect(messages.rows[0]!.body).toContain('Changed: 12/08/2026 10:00 AM–6:00 PM (was 12/08/2026 9:00 AM–5:00 PM).');
    const history = await call('planner', 'GET', `${base}/schedule/shifts/${shift.id}/history`);
    const versions = history.json<{ results: { version: number; snapshot: { start: string } }[] }>().results;
    expect(versions.map((v) => [v.version, v.snapshot.start])).toEqual([
      [v2.version, at('2026-12-08T10:00')],
      [v1.version, at('2026-12-08T09:00')],
    ]);

    const gone = await call('planner', 'DELETE', `${base}/schedule/shifts/${shift.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await board('from=2026-12-08&to=2026-12-08')).shifts.find((s) => s.id === shift.id)?.status).toBe('removed');
    const v3 = await publish('2026-12-07', '2026-12-13');
    expect(v3).toMatchObject({ removed: 1 });
    expect((await board('from=2026-12-08&to=2026-12-08')).shifts.find((s) => s.id === shift.id)).toBeUndefined();
    const list = await call('planner', 'GET', `${base}/schedule/publications`);
    expect(
      list
        .json<{ results: Publication[] }>()
        .results.slice(0, 3)
        .map((p) => p.version),
    ).toEqual([v3.version, v2.version, v1.version]);
  });

  it('gives the time card SL against the published shift, not against a draft', async () => {
    const day = w.weekStart(1); // Sunday of last week: a past day of an open period
    const monday = localFromEpoch(epochFromLocal(`${day}T12:00`, ZONE) + 86400, ZONE).slice(0, 10);
    const shift = await added({ employeeId: bob.id, start: at(`${monday}T09:00`), end: at(`${monday}T17:00`) });
    for (const [type, local] of [
      ['in', `${monday}T09:20`],
      ['out', `${monday}T17:00`],
    ] as const) {
      const instant = new Date(at(local));
      await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
        values (${org}, ${bob.id}, ${instant}, ${instant}, ${instant}, ${type}, 'clock')`.execute(db);
    }
    const flagsOf = async () => {
      const card = await w.card(bob.id, monday);
      return (card as unknown as { days: { date: string; flags: string[] }[] }).days.find((d) => d.date === monday)?.flags ?? [];
    };
    expect(await flagsOf()).not.toContain('started_late');
    await publish(monday, monday);
    expect(await flagsOf()).toContain('started_late');
    expect(shift.status).toBe('draft');
  });

  it('rounds a start near the published shift to the scheduled start (a rounding rule with a schedule window)', async () => {
    const rule = await call('owner', 'POST', `${base}/shift/roundingrules`, {
      name: 'Snap to schedule',
      applyTo: 'shiftStart',
      interval: 1,
      mode: 'nearest',
      scheduleWindow: 10,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const tuesday = localFromEpoch(epochFromLocal(`${w.weekStart(2)}T12:00`, ZONE) + 2 * 86400, ZONE).slice(0, 10);
    await added({ employeeId: ann.id, start: at(`${tuesday}T09:00`), end: at(`${tuesday}T17:00`) });
    await publish(tuesday, tuesday);
    for (const [type, local] of [
      ['in', `${tuesday}T08:53`],
      ['out', `${tuesday}T17:00`],
    ] as const) {
      const instant = new Date(at(local));
      await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
        values (${org}, ${ann.id}, ${instant}, ${instant}, ${instant}, ${type}, 'clock')`.execute(db);
    }
    const card = (await w.card(ann.id, tuesday)) as unknown as { punches: { type: string; at: number; roundedAt: number }[] };
    const punchIn = card.punches.find((p) => p.type === 'in' && p.at === Date.parse(at(`${tuesday}T08:53`)) / 1000);
    expect(punchIn?.roundedAt).toBe(Date.parse(at(`${tuesday}T09:00`)) / 1000);
  });

  it('keeps teams with a lead among the members, and filters and groups the board by them', async () => {
    const teams = `${base}/schedule/teams`;
    const outside = await call('planner', 'POST', teams, { name: 'Bakers', leadId: bob.id, memberIds: [ann.id] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ leadId: ['must be one of the members.'] });
    const made = await call('planner', 'POST', teams, { name: 'Bakers', leadId: ann.id, memberIds: [ann.id] });
    expect(made.statusCode, made.body).toBe(201);
    const team = made.json<{ result: { id: number } }>().result;
    expect((await call('clerk', 'GET', teams)).statusCode).toBe(403);

    const week = 'from=2026-11-29&to=2026-12-05';
    const filtered = await board(`${week}&teamId=${team.id}`);
    expect(filtered.workers.map((x) => x.employeeId)).toEqual([ann.id]);
    expect(filtered.workers[0]!.teamIds).toEqual([team.id]);
    const all = await board(`${week}&group=team`);
    expect(all.workers.find((x) => x.employeeId === bob.id)?.teamIds).toEqual([]);
  });
});
