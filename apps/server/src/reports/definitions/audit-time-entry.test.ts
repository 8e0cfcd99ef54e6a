import { describe, expect, it } from 'vitest';
import { reportPunchWorld } from '../../../test/kits/report-punch-world';

// Time entry changes: punches an administrator added, edited and deleted through the punches API
// and the time card editor, each value before and after; a clock punch (a fact, not a change) is
// not among them.

describe('audit-time-entry report', async () => {
  const w = await reportPunchWorld();
  const { org, call, db, ana, bo, local } = w;
  const iso = (dateTime: string) => new Date(local(dateTime) * 1000).toISOString();
  const at = new Date(local('2026-11-02T07:00') * 1000);
  const clockIn = await db
    .insertInto('punches')
    .values({ org_id: org, employee_id: ana.id, at, original_at: at, received_at: at, type: 'in', origin: 'clock' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await call('owner', 'POST', `/orgs/${org}/punches`, {
    employeeId: ana.id,
    type: 'out',
    at: iso('2026-11-02T16:00'),
    note: 'Forgot to clock out',
  });
  expect(added.statusCode, added.body).toBe(201);
  const punch = added.json<{ result: { id: number; version: number } }>().result;
  const edited = await call('unitAdmin', 'PUT', `/orgs/${org}/punches/${punch.id}`, {
    at: iso('2026-11-02T16:30'),
    version: punch.version,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const boPunch = await call('owner', 'POST', `/orgs/${org}/punches`, { employeeId: bo.id, type: 'in', at: iso('2026-11-03T09:00') });
  expect(boPunch.statusCode, boPunch.body).toBe(201);
  const boId = boPunch.json<{ result: { id: number } }>().result.id;
  const removed = await call('owner', 'DELETE', `/orgs/${org}/punches/${boId}`, { version: 1 });
  expect([200, 204], removed.body).toContain(removed.statusCode);

  // The time card editor: the clock's IN moved by ten minutes.
  const card = await call('owner', 'POST', `/orgs/${org}/timecards/${ana.id}/changes`, {
    date: '2026-11-02',
    changes: [{ op: 'edit', id: clockIn.id, version: 1, at: iso('2026-11-02T07:10') }],
  });
  expect(card.statusCode, card.body).toBe(200);

  const today = new Date().toISOString().slice(0, 10);
  const around = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  const range = { from: around(-1), to: around(1), groupBy: 'none', columns: ['who', 'action', 'worker', 'field', 'before', 'after'] };
  const lines = (rows: Record<string, unknown>[]) => rows.map((r) => [r.who, r.action, r.worker, r.field, r.before, r.after]);

  it('lists each changed value before and after, who and when, oldest first', async () => {
    const rows = w.rows(await w.report('audit-time-entry', range));
    const out = rows.filter((r) => r.worker === 'Ana Alpha');
    expect(lines(out)).toEqual([
      ['owner', 'Added', 'Ana Alpha', 'Time', null, expect.any(String)],
      ['owner', 'Added', 'Ana Alpha', 'Type', null, 'Out'],
      ['owner', 'Added', 'Ana Alpha', 'Note', null, 'Forgot to clock out'],
      ['unitAdmin', 'Edited', 'Ana Alpha', 'Time', expect.any(String), expect.any(String)],
      ['owner', 'Edited', 'Ana Alpha', 'Time', expect.stringMatching(/7:00/), expect.stringMatching(/7:10/)],
    ]);
    const [, , , , before, after] = lines(out)[3]!;
    // In the organization's zone and formats (11/02/2026 4:00 PM by default).
    expect(before).toMatch(/11\/02\/2026.*4:00/);
    expect(after).toMatch(/11\/02\/2026.*4:30/);
    expect(lines(out)[0]![5]).toMatch(/11\/02\/2026.*4:00/);
    const bo = lines(rows.filter((r) => r.worker === 'Bo Beta'));
    expect(bo.map(([who, action, , field]) => `${who} ${action} ${field}`)).toEqual([
      'owner Added Time',
      'owner Added Type',
      'owner Deleted Time',
      'owner Deleted Type',
    ]);
    expect(rows).toHaveLength(9);
  });

  it("shows a restricted administrator only their workers' changes", async () => {
    const rows = w.rows(await w.report('audit-time-entry', range, 'unitAdmin'));
    expect(new Set(rows.map((r) => r.worker))).toEqual(new Set(['Ana Alpha']));
    expect(rows).toHaveLength(5);
  });
});
