import type { DayActivity } from '@punchline/contracts';
import { PERMISSIONS, dayFromIso, isExceptionFlag, isoFromDay, type FlagCode } from '@punchline/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { clockLogWorld } from '../../test/kits/clock-log-world';
import { OWN_ATTEMPT } from '../clocklogs/decisions.service';
import { FACE_FEATURE_MISSING, NEEDS_PUNCHES_AND_REPORTS } from './dashboard.routes';
import { RANGE_BACKWARDS, RANGE_TOO_LONG } from './period-activity.service';

// The dashboard's calls (issue 18) on the time card world (Los Angeles, weekly periods from Sunday,
// California overtime): the pay period panels' numbers are the time cards' numbers, the face
// failures browse in time order, the feed counts real rows, and every gate holds on the server.

type Failure = { clockLogId: number; at: string; faceMode: string } | null;
type Feed = Record<
  'timeOffRequests' | 'missedPunchRequests' | 'disciplineInfractions' | 'disciplineEvents' | 'notificationMessages',
  { count: number; ids: number[]; hasMore: boolean }
>;

describe('dashboard', async () => {
  const w = await clockLogWorld();
  const { call, org, db, ok, at } = w;
  const sunday = w.weekStart(1);
  const day = (offset: number) => isoFromDay(dayFromIso(sunday) + offset);
  await w.member('punchesOnly', ['edit_punches']);
  await w.member('manager', ['edit_punches', 'view_reports', 'manage_clock_logs']);
  await w.restrict('manager', { orgUnitIds: [w.refs.unitA] });

  const ann = await w.worker({ firstName: 'Ann', lastName: 'Lee', orgUnitId: w.refs.unitA });
  const bob = await w.worker({ firstName: 'Bob', lastName: 'Ray', orgUnitId: w.refs.unitB });
  // Ann: the six-day week (Mon 10 h … Sat 8 h); Bob: Monday 9 h and a Tuesday IN without an OUT.
  await w.punchWeek(ann.id, sunday);
  await w.punch(bob.id, at(day(1), '07:00'), 'in');
  await w.punch(bob.id, at(day(1), '16:00'), 'out');
  await w.punch(bob.id, at(day(2), '07:00'), 'in');

  const activity = async (who: string, query: string) => call(who, 'GET', `/orgs/${org}/dashboard/period-activity?${query}`);

  it('answers hours and exceptions per day from the time cards, and failed attempts when asked', async () => {
    await w.log({ at: at(day(1), '06:58'), employeeId: ann.id });
    await w.log({
      at: at(day(1), '06:59'),
      employeeId: null,
      faceStatus: null,
      method: 'pin',
      refusal: 'This PIN does not match any worker.',
    });
    await w.log({ at: at(day(2), '07:00'), employeeId: ann.id, faceStatus: 'ok', outcome: 'accepted' });
    const { periodActivity } = ok<{ periodActivity: DayActivity[] }>(
      await activity('owner', `startDate=${sunday}&endDate=${day(6)}&clockLogFailures=yes`),
    );
    expect(periodActivity.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(periodActivity.map((d) => d.totalHours)).toEqual([0, 19, 8, 13, 8, 8, 8]);
    expect(periodActivity.map((d) => d.clockLogFailureCount)).toEqual([0, 2, 0, 0, 0, 0, 0]);
    // The exceptions are the time cards' flags a supervisor looks at (not P, A, E, C): Ann's plain
    // Monday has none, Bob's Tuesday IN without an OUT has one.
    const cards = await Promise.all([ann.id, bob.id].map((id) => w.card(id, sunday)));
    const flagsOn = (date: string) =>
      cards.reduce(
        (t, c) =>
          t +
          ((c as unknown as { days: { date: string; flags: FlagCode[] }[] }).days
            .find((d) => d.date === date)
            ?.flags.filter(isExceptionFlag).length ?? 0),
        0,
      );
    expect(periodActivity.map((d) => d.exceptionCount)).toEqual([0, 1, 2, 3, 4, 5, 6].map((o) => flagsOn(day(o))));
    expect(periodActivity.slice(0, 3).map((d) => d.exceptionCount)).toEqual([0, 0, 1]);

    const without = ok<{ periodActivity: DayActivity[] }>(await activity('owner', `startDate=${sunday}&endDate=${day(6)}`)).periodActivity;
    expect(without.every((d) => d.clockLogFailureCount === 0)).toBe(true);
  });

  it('counts only the workers a restricted manager may see, and failed attempts only for clock log reviewers', async () => {
    const { periodActivity } = ok<{ periodActivity: DayActivity[] }>(await activity('manager', `startDate=${day(1)}&endDate=${day(2)}`));
    expect(periodActivity.map((d) => d.totalHours)).toEqual([10, 8]);
    const noLogs = ok<{ periodActivity: DayActivity[] }>(
      await activity('noLogs', `startDate=${day(1)}&endDate=${day(1)}&clockLogFailures=yes`),
    );
    expect(noLogs.periodActivity[0]).toMatchObject({ totalHours: 19, clockLogFailureCount: 0 });
  });

  it('refuses a range backwards or too long, and callers without both permissions', async () => {
    expect((await activity('owner', `startDate=${day(3)}&endDate=${day(1)}`)).json()).toEqual({ endDate: [RANGE_BACKWARDS] });
    expect((await activity('owner', `startDate=${sunday}&endDate=${isoFromDay(dayFromIso(sunday) + 62)}`)).json()).toEqual({
      endDate: [RANGE_TOO_LONG],
    });
    expect((await activity('owner', `startDate=nope&endDate=${day(1)}`)).statusCode).toBe(400);
    const noReports = await activity('punchesOnly', `startDate=${sunday}&endDate=${day(1)}`);
    expect(noReports.statusCode).toBe(403);
    expect(noReports.json()).toMatchObject({ detail: NEEDS_PUNCHES_AND_REPORTS });
    expect((await activity('noLogs', `startDate=${sunday}&endDate=${day(1)}`)).statusCode).toBe(200);
    expect((await activity('outsider', `startDate=${sunday}&endDate=${day(1)}`)).statusCode).toBe(403);
  });

  it('browses face failures newest first, before and after, and skips those of workers out of sight', async () => {
    await sql`update clock_logs set decision = 'approved' where org_id = ${org}`.execute(db);
    const oldest = await w.log({ at: at(day(3), '07:00'), employeeId: ann.id });
    const middle = await w.log({ at: at(day(3), '08:00'), employeeId: null, faceMatches: [{ employeeId: bob.id, score: 0.7 }] });
    const newest = await w.log({ at: at(day(3), '09:00'), employeeId: ann.id });
    const hidden = await w.log({ at: at(day(3), '08:30'), employeeId: bob.id });
    const face = async (query = '', who = 'owner') =>
      ok<{ faceFailure: Failure }>(await call(who, 'GET', `/orgs/${org}/dashboard/face-failure${query}`)).faceFailure;

    const first = await face();
    expect(first).toMatchObject({ clockLogId: newest, faceMode: 'verify' });
    const older = await face(`?before=${encodeURIComponent(first!.at)}`);
    expect(older?.clockLogId).toBe(hidden);
    expect((await face(`?before=${encodeURIComponent(older!.at)}`))?.clockLogId).toBe(middle);
    expect(await face(`?before=${encodeURIComponent(new Date(at(day(3), '07:00')).toISOString())}`)).toBeNull();
    expect((await face(`?after=${encodeURIComponent(new Date(at(day(3), '07:00')).toISOString())}`))?.clockLogId).toBe(middle);
    // A local time reads in the organization's zone (Los Angeles).
    expect((await face(`?before=${day(3)}T07:30:00`))?.clockLogId).toBe(oldest);
    expect(await face(`?after=${day(3)}T09:00:00`)).toBeNull();

    // The manager sees Unit A's Ann and nobody-recognised attempts, never Unit B's Bob.
    expect((await face(`?before=${encodeURIComponent(first!.at)}`, 'manager'))?.clockLogId).toBe(middle);
    expect(
      (await call('owner', 'GET', `/orgs/${org}/dashboard/face-failure?before=${day(3)}T07:00:00&after=${day(3)}T09:00:00`)).statusCode,
    ).toBe(400);
    const badZone = await call('owner', 'GET', `/orgs/${org}/dashboard/face-failure?before=${day(3)}T07:00:00&timezone=Mars/Olympus`);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toEqual({ timezone: ['must be a time zone.'] });
  });

  it('decides a face failure and answers the next one, with the face feature and manage_clock_logs only', async () => {
    const current = ok<{ faceFailure: Failure }>(await call('owner', 'GET', `/orgs/${org}/dashboard/face-failure`)).faceFailure!;
    const answer = ok<{ faceFailure: Failure; shiftData: { mayConvertToPunch: boolean } }>(
      await call('owner', 'POST', `/orgs/${org}/dashboard/face-failure/${current.clockLogId}/reject`, {}),
    );
    expect(answer.shiftData.mayConvertToPunch).toBe(false);
    expect(answer.faceFailure?.clockLogId).not.toBe(current.clockLogId);
    expect(await w.logRow(current.clockLogId)).toMatchObject({ decision: 'rejected' });

    expect((await call('noLogs', 'GET', `/orgs/${org}/dashboard/face-failure`)).statusCode).toBe(403);
    await sql`update organizations set features = array_remove(features, 'face') where id = ${org}`.execute(db);
    const off = await call('owner', 'GET', `/orgs/${org}/dashboard/face-failure`);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ detail: FACE_FEATURE_MISSING });
    expect((await call('owner', 'POST', `/orgs/${org}/dashboard/face-failure/${current.clockLogId}/approve`, {})).statusCode).toBe(403);
    await sql`update organizations set features = array_append(features, 'face') where id = ${org}`.execute(db);
  });

  it("refuses a decision on one's own face without edit_self, and says whose face it is", async () => {
    await w.member('selfish', ['manage_clock_logs']);
    const me = await w.worker({ firstName: 'Sam', lastName: 'Self', orgUnitId: w.refs.unitA });
    await sql`update employees set user_id = ${w.userIds.selfish!} where id = ${me.id}`.execute(db);
    await sql`update clock_logs set decision = 'approved' where org_id = ${org} and decision is null`.execute(db);
    const mine = await w.log({ at: at(day(4), '07:00'), employeeId: me.id });
    const shown = ok<{ faceFailure: { clockLogId: number; employeeUserId: number | null } }>(
      await call('selfish', 'GET', `/orgs/${org}/dashboard/face-failure`),
    ).faceFailure;
    expect(shown).toMatchObject({ clockLogId: mine, employeeUserId: w.userIds.selfish });
    const refused = await call('selfish', 'POST', `/orgs/${org}/dashboard/face-failure/${mine}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: OWN_ATTEMPT });
    expect(await w.logRow(mine)).toMatchObject({ decision: null });
    expect((await call('owner', 'POST', `/orgs/${org}/dashboard/face-failure/${mine}/approve`, {})).statusCode).toBe(200);
  });

  it('feeds pending missed-punch requests and unread messages, newest ten, and nothing it does not have', async () => {
    await sql`update organizations set settings = settings || '{"enableSubmitMissedPunch": true}'::jsonb where id = ${org}`.execute(db);
    const request = async (employeeId: number, hoursAgo: number, state = 'pending') =>
      Number(
        (
          await sql<{ id: string }>`insert into missed_punch_requests (org_id, employee_id, client_id, at, type, state, created_at)
            values (${org}, ${employeeId}, ${randomUUID()}, now() - make_interval(hours => ${hoursAgo}), 'out', ${state}, now() - make_interval(hours => ${hoursAgo}))
            returning id`.execute(db)
        ).rows[0]!.id,
      );
    const annRequests: number[] = [];
    for (let i = 0; i < 11; i++) annRequests.push(await request(ann.id, i + 1));
    const bobRequest = await request(bob.id, 0);
    await request(ann.id, 30, 'approved');
    const message = async (userId: number, inOrg: number, unread: boolean) =>
      Number(
        (
          await sql<{ id: string }>`insert into notification_messages (user_id, org_id, title, body, unread)
            values (${userId}, ${inOrg}, 'Punch edited', 'Your punch was edited.', ${unread}) returning id`.execute(db)
        ).rows[0]!.id,
      );
    const mine = await message(w.userIds.owner!, org, true);
    await message(w.userIds.owner!, org, false);
    const elsewhere = await message(w.userIds.owner!, w.other, true);

    const all = ok<Feed>(await call('owner', 'GET', `/orgs/${org}/dashboard/notifications`));
    expect(all.missedPunchRequests).toEqual({ count: 12, ids: [bobRequest, ...annRequests.slice(0, 9)], hasMore: true });
    expect(all.notificationMessages).toEqual({ count: 2, ids: [elsewhere, mine], hasMore: false });
    for (const empty of ['timeOffRequests', 'disciplineInfractions', 'disciplineEvents'] as const)
      expect(all[empty]).toEqual({ count: 0, ids: [], hasMore: false });

    const oneOrg = ok<Feed>(await call('owner', 'GET', `/orgs/${org}/dashboard/notifications?multiOrg=no`));
    expect(oneOrg.notificationMessages).toEqual({ count: 1, ids: [mine], hasMore: false });
    const manager = ok<Feed>(await call('manager', 'GET', `/orgs/${org}/dashboard/notifications`));
    expect(manager.missedPunchRequests.count).toBe(11);
    expect(manager.notificationMessages.count).toBe(0);
    // Without edit_punches, or with missed punches off, the group is empty.
    expect(ok<Feed>(await call('noLogs', 'GET', `/orgs/${org}/dashboard/notifications`)).missedPunchRequests.count).toBe(12);
    await w.member(
      'reportsOnly',
      PERMISSIONS.filter((p) => p === 'view_reports'),
    );
    expect(ok<Feed>(await call('reportsOnly', 'GET', `/orgs/${org}/dashboard/notifications`)).missedPunchRequests.count).toBe(0);
    await sql`update organizations set settings = settings || '{"enableSubmitMissedPunch": false}'::jsonb where id = ${org}`.execute(db);
    expect(ok<Feed>(await call('owner', 'GET', `/orgs/${org}/dashboard/notifications`)).missedPunchRequests.count).toBe(0);
    expect((await call('outsider', 'GET', `/orgs/${org}/dashboard/notifications`)).statusCode).toBe(403);
  });
});
