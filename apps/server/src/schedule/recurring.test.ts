import type { ScheduleBoard, Shift } from '@punchline/contracts';
import { addDaysIso, localDateOf, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { extendSchedules, MATERIALIZE_DAYS_AHEAD } from './materialize.service';

// Templates and recurring schedules (issue 19) through the API: saving makes the shifts of the
// window as drafts; a template change moves them, except the ones a person edited or deleted; a
// day the worker already works is left out; deleting the schedule takes back what it made.

const today = localDateOf(Date.now() / 1000, ZONE);
const wall = (iso: string) => localFromEpoch(Date.parse(iso) / 1000, ZONE).slice(11, 16);

describe('recurring schedules', async () => {
  const w = await timecardWorld();
  const { call, base, db, org } = w;
  await sql`update organizations set features = array_append(features, 'schedule') where id = ${org}`.execute(db);
  expect((await call('owner', 'PUT', `${base}/shift/defaults`, { shiftMode: 'schedule' })).statusCode).toBe(200);
  const ann = await w.worker({ firstName: 'Ann', lastName: 'Lee' });
  const bob = await w.worker({ firstName: 'Bob', lastName: 'Ray' });
  const post = async (path: string, body: object) => {
    const r = await call('owner', 'POST', `${base}/${path}`, body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: { id: number; version: number } }>().result;
  };
  const shiftsOf = async (employeeId: number) => {
    const r = await call('owner', 'GET', `${base}/schedule/board?from=${today}&to=${addDaysIso(today, 41)}&employeeId=${employeeId}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ScheduleBoard>().shifts.filter((s) => s.employeeId === employeeId && s.status !== 'removed');
  };
  const weekdaysAhead = Array.from({ length: MATERIALIZE_DAYS_AHEAD + 1 }, (_, i) => addDaysIso(today, i)).filter((d) => {
    const day = new Date(`${d}T12:00:00Z`).getUTCDay();
    return day >= 1 && day <= 5;
  });

  it('says what is wrong with a template line and a schedule without anyone', async () => {
    const bad = await call('owner', 'POST', `${base}/schedule/templates`, { name: 'Bad', slots: ['Monday 9-5'] });
    expect(bad.json()).toEqual({ slots: ["Line 1: write a day and times, as 'Mon 09:00-17:00 break 30'."] });
    const template = await post('schedule/templates', { name: 'Empty', slots: ['Mon 09:00-17:00'] });
    const nobody = await call('owner', 'POST', `${base}/schedule/recurring`, { name: 'Nobody', templateId: template.id, startDate: today });
    expect(nobody.json()).toEqual({ employeeIds: ['Choose workers or teams to schedule.'] });
  });

  it('makes the window of shifts, moves them with the template, and keeps what people changed', async () => {
    // Bob already works the first weekday ahead: that day is left out for him.
    const busy = weekdaysAhead[0]!;
    const own = await call('owner', 'POST', `${base}/schedule/shifts`, {
      employeeId: bob.id,
      start: `${busy}T17:00:00Z`,
      end: `${busy}T23:00:00Z`,
    });
    expect(own.statusCode, own.body).toBe(201);
    const team = await post('schedule/teams', { name: 'Bakers', memberIds: [bob.id] });
    const template = await post('schedule/templates', {
      name: 'Weekdays',
      slots: [
        'Mon 09:00-17:00 break 30',
        'Tue 09:00-17:00 break 30',
        'Wed 09:00-17:00 break 30',
        'Thu 09:00-17:00 break 30',
        'Fri 09:00-17:00 break 30',
      ],
    });
    const recurring = await post('schedule/recurring', {
      name: 'Weekdays',
      templateId: template.id,
      employeeIds: [ann.id],
      teamIds: [team.id],
      startDate: today,
    });

    const anns = await shiftsOf(ann.id);
    expect(anns.map((s) => s.workDate)).toEqual(weekdaysAhead);
    expect(anns.every((s) => s.status === 'draft' && wall(s.start) === '09:00' && wall(s.end) === '17:00')).toBe(true);
    expect(anns[0]!.breaks).toEqual([{ startMinute: 225, durationMinutes: 30, paid: false }]);
    const bobs = (await shiftsOf(bob.id)).filter((s) => s.id !== own.json<{ result: Shift }>().result.id);
    expect(bobs.map((s) => s.workDate)).toEqual(weekdaysAhead.slice(1));

    // Ann's second shift edited, her third deleted; then the template starts at 8.
    const [, second, third] = anns;
    const edited = await call('owner', 'PUT', `${base}/schedule/shifts/${second!.id}`, { note: 'Dentist at 4', version: second!.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('owner', 'DELETE', `${base}/schedule/shifts/${third!.id}?version=${third!.version}`)).statusCode).toBe(204);
    const lines = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `${d} 08:00-16:00`);
    const changed = await call('owner', 'PUT', `${base}/schedule/templates/${template.id}`, { slots: lines, version: template.version });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = await shiftsOf(ann.id);
    expect(after.map((s) => s.workDate)).toEqual(weekdaysAhead.filter((d) => d !== third!.workDate));
    const byId = new Map(after.map((s) => [s.id, s]));
    expect(wall(byId.get(second!.id)!.start)).toBe('09:00'); // edited: kept as it was
    expect(byId.get(second!.id)!.note).toBe('Dentist at 4');
    expect(after.filter((s) => s.id !== second!.id).every((s) => wall(s.start) === '08:00' && s.breaks.length === 0)).toBe(true);

    const rule = await sql<{ rrule: string; through: string }>`select rrule, to_char(materialized_through, 'YYYY-MM-DD') as through
      from recurring_schedules where id = ${recurring.id}`.execute(db);
    expect(rule.rows[0]).toEqual({
      rrule: expect.stringMatching(/RRULE:FREQ=WEEKLY;INTERVAL=1$/),
      through: addDaysIso(today, MATERIALIZE_DAYS_AHEAD),
    });

    // Deleting the schedule takes back the shifts as made; the edited one stays, an ordinary shift now.
    const current = (await call('owner', 'GET', `${base}/schedule/recurring/${recurring.id}`)).json<{ result: { version: number } }>()
      .result;
    expect((await call('owner', 'DELETE', `${base}/schedule/recurring/${recurring.id}?version=${current.version}`)).statusCode).toBe(204);
    expect((await shiftsOf(ann.id)).map((s) => s.id)).toEqual([second!.id]);
    expect(await shiftsOf(bob.id)).toHaveLength(1);
  });

  it('makes the days that come into the window each hour, and leaves schedules already made alone', async () => {
    const template = await post('schedule/templates', {
      name: 'Every day',
      slots: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => `${d} 06:00-10:00`),
    });
    await post('schedule/recurring', { name: 'Mornings', templateId: template.id, employeeIds: [ann.id], startDate: today });
    expect((await shiftsOf(ann.id)).at(-1)!.workDate).toBe(addDaysIso(today, MATERIALIZE_DAYS_AHEAD));
    expect(await extendSchedules(db, Date.now())).toBe(0);
    // A week later the window reaches seven days further.
    expect(await extendSchedules(db, Date.now() + 7 * 86_400_000)).toBe(1);
    const mornings = (await shiftsOf(ann.id)).filter((s) => wall(s.start) === '06:00');
    expect(mornings.at(-1)!.workDate).toBe(addDaysIso(today, MATERIALIZE_DAYS_AHEAD + 7));
    expect(new Set(mornings.map((s) => s.workDate)).size).toBe(mornings.length);
  });
});
