import { addDaysIso, epochFromLocal } from '@punchline/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedPunches } from '../../src/punches/punch-store';
import { HOUR, timecardWorld, ZONE } from './timecard-world';

// The small world of the schedule reports' tests (absent, absent-totals, tardy, schedule,
// shiftcards), with answers known by hand. Schedules on (the feature, shift mode "with schedules",
// a late grace of 5 minutes), time off on. Last week (Sunday to Saturday, one weekly pay period),
// published through the board's calls:
//
//   Ann (Unit A, 20.00/h)   Mon 09:00–17:00, 30 min unpaid break, Cashier, note  IN 09:12 OUT 17:00  12 min late
//                           Tue 09:00–17:00                                       IN 08:58 OUT 17:00  on time
//                           Wed 09:00–13:00 in Unit B                             no punches          absent
//                           Thu 09:00–17:00                                       approved time off   excused
//   Ben (Unit B, no rate)   Mon 10:00–14:00                                       IN 10:03 OUT 14:00  late within the grace
//                           Tue 10:00–14:00                                       no punches          absent
//                           Wed 10:00–14:00 left a draft (never published): in no report.

export type ReportAnswer = {
  columns: { key: string }[];
  groups: { key: string; rows: Record<string, unknown>[]; subtotal: Record<string, unknown> }[];
  total: Record<string, unknown>;
  notes: string[];
};

export async function scheduleReportWorld() {
  const w = await timecardWorld();
  const { db, org, base, call, create } = w;
  await sql`update organizations set features = features || array['schedule', 'pto']::text[] where id = ${org}`.execute(db);
  const defaults = await call('owner', 'PUT', `${base}/shift/defaults`, { shiftMode: 'schedule', startLateGrace: 5 });
  expect(defaults.statusCode, defaults.body).toBe(200);
  const timeOff = await call('owner', 'PUT', `${base}/timeoff/defaults`, { timeOffEnabled: true });
  expect(timeOff.statusCode, timeOff.body).toBe(200);

  const sunday = w.weekStart(1);
  const day = (offset: number) => addDaysIso(sunday, offset);
  const at = (offset: number, time: string) => epochFromLocal(`${day(offset)}T${time}`, ZONE);
  const ann = await w.worker({ firstName: 'Ann', lastName: 'Archer', orgUnitId: w.refs.unitA });
  const ben = await w.worker({ firstName: 'Ben', lastName: 'Baker', orgUnitId: w.refs.unitB });
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${ann.id}, '2000-01-01', 20)`.execute(
    db,
  );
  const cashier = await create('shift/classes', { name: 'Cashier' });

  const shift = async (employeeId: number, offset: number, from: string, hours: number, extra: Record<string, unknown> = {}) => {
    const start = at(offset, from);
    const iso = (s: number) => new Date(s * 1000).toISOString();
    const r = await call('owner', 'POST', `${base}/schedule/shifts`, {
      employeeId,
      start: iso(start),
      end: iso(start + hours * HOUR),
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: { id: number } }>().result.id;
  };
  const shifts = {
    annMon: await shift(ann.id, 1, '09:00', 8, {
      breaks: [{ startMinute: 240, durationMinutes: 30, paid: false }],
      shiftClassId: cashier.id,
      note: 'Open the till',
    }),
    annTue: await shift(ann.id, 2, '09:00', 8),
    // Worked in Unit B that day: the shift's own org unit is the row's.
    annWed: await shift(ann.id, 3, '09:00', 4, { orgUnitId: w.refs.unitB }),
    annThu: await shift(ann.id, 4, '09:00', 8),
    benMon: await shift(ben.id, 1, '10:00', 4),
    benTue: await shift(ben.id, 2, '10:00', 4),
  };
  const publish = await call('owner', 'POST', `${base}/schedule/publish`, { from: day(0), to: day(6), notify: false });
  expect(publish.statusCode, publish.body).toBe(201);
  const draftOnly = await shift(ben.id, 3, '10:00', 4);

  const punch = (employeeId: number, offset: number, pairs: [string, string][]) =>
    seedPunches(
      db,
      pairs.flatMap(([inAt, outAt]) => [
        { orgId: org, employeeId, at: new Date(at(offset, inAt) * 1000), type: 'in' as const },
        { orgId: org, employeeId, at: new Date(at(offset, outAt) * 1000), type: 'out' as const },
      ]),
    );
  await punch(ann.id, 1, [['09:12', '17:00']]);
  await punch(ann.id, 2, [['08:58', '17:00']]);
  await punch(ben.id, 1, [['10:03', '14:00']]);

  // Ann's Thursday off, asked for by a manager and approved.
  const vacation = await create('timeoff/codes', { name: 'Vacation', code: 'VAC', paid: false, unit: 'days' });
  const request = await create('timeoff/requests', { employeeId: ann.id, codeId: vacation.id, startDate: day(4), endDate: day(4) });
  const approve = await call('owner', 'POST', `${base}/timeoff/requests/${request.id}/actions/approve`, { data: {} });
  expect(approve.statusCode, approve.body).toBe(200);

  /** Runs a report over last week (more parameters may be added) as `who`; fails the test on anything but 200. */
  const report = async (key: string, params: Record<string, unknown> = {}, who = 'owner') => {
    const r = await call(who, 'POST', `${base}/reports/${key}`, { from: day(0), to: day(6), ...params });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ReportAnswer>();
  };
  /** Every row of an answer, group after group. */
  const rowsOf = (answer: ReportAnswer) => answer.groups.flatMap((g) => g.rows);

  return { ...w, sunday, day, at, ann, ben, cashier, shifts, draftOnly, report, rowsOf };
}
