import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reportPunchWorld } from '../../../test/kits/report-punch-world';
import { runQueuedJobs } from '../../../test/test-app';

// The punches report on a week with known punches: clock punches with a device, a place and a job,
// one added by the owner, one edited by the owner, one deleted and one outside the range.

describe('punches report', async () => {
  const w = await reportPunchWorld();
  const { org, db, ana, bo, local } = w;
  const iso = (dateTime: string) => new Date(local(dateTime) * 1000).toISOString();
  const clock = async (employeeId: number, dateTime: string, type: 'in' | 'out', extra: Record<string, unknown> = {}) => {
    const at = new Date(local(dateTime) * 1000);
    const row = await db
      .insertInto('punches')
      .values({ org_id: org, employee_id: employeeId, at, original_at: at, received_at: at, type, origin: 'clock', ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const anaIn = await clock(ana.id, '2026-11-02T08:00', 'in', {
    device_id: w.device,
    latitude: 34.0522,
    longitude: -118.2437,
    geo: 'outside',
    costing: JSON.stringify({ job: String(w.job) }),
  });
  const anaOut = await clock(ana.id, '2026-11-02T16:00', 'out', { device_id: w.device, note: 'Left by the side door' });
  const boIn = await clock(bo.id, '2026-11-02T09:00', 'in');
  const gone = await clock(bo.id, '2026-11-02T12:00', 'out');
  await clock(bo.id, '2026-11-09T09:00', 'in'); // after the range
  await sql`update punches set deleted_at = now() where id = ${gone}`.execute(db);
  const edit = await w.call('owner', 'PUT', `/orgs/${org}/punches/${anaOut}`, { at: iso('2026-11-02T16:30'), version: 1 });
  expect(edit.statusCode, edit.body).toBe(200);
  const add = await w.call('owner', 'POST', `/orgs/${org}/punches`, { employeeId: bo.id, type: 'out', at: iso('2026-11-02T17:00') });
  expect(add.statusCode, add.body).toBe(201);
  const boOut = add.json<{ result: { id: number } }>().result.id;

  const range = { from: '2026-11-02', to: '2026-11-08', groupBy: 'none' };
  const columns = ['worker', 'date', 'time', 'type', 'flags', 'device', 'location', 'job', 'edited', 'originalTime', 'note'];

  it('lists each punch of the range by worker then time, with flags, device, place, job and edits', async () => {
    const rows = w.rows(await w.report('punches', { ...range, columns }));
    expect(rows).toEqual([
      {
        punchId: anaIn,
        worker: expect.stringContaining('Ana'),
        date: '2026-11-02',
        time: local('2026-11-02T08:00'),
        type: 'In',
        flags: 'G P', // the flags' table order
        device: 'Front Door',
        location: '34.05220, -118.24370 (outside the geofence)',
        job: 'Roofing',
        edited: '',
        originalTime: null,
        note: null,
      },
      expect.objectContaining({
        punchId: anaOut,
        time: local('2026-11-02T16:30'),
        type: 'Out',
        flags: 'E P',
        edited: 'Edited by owner',
        originalTime: local('2026-11-02T16:00'),
        note: 'Left by the side door',
        location: null,
        job: null,
      }),
      expect.objectContaining({ punchId: boIn, worker: expect.stringContaining('Bo'), flags: 'P', device: null, edited: '' }),
      expect.objectContaining({ punchId: boOut, flags: 'A', edited: 'Added by owner', time: local('2026-11-02T17:00') }),
    ]);
  });

  it('filters by flags, jobs and workers, and groups by worker by default', async () => {
    const ids = async (params: Record<string, unknown>) => w.rows(await w.report('punches', { ...range, ...params })).map((r) => r.punchId);
    expect(await ids({ flags: ['A'] })).toEqual([boOut]);
    expect(await ids({ flags: ['E', 'G'] })).toEqual([anaIn, anaOut]);
    expect(await ids({ jobIds: [w.job] })).toEqual([anaIn]);
    expect(await ids({ orgUnitIds: [w.refs.unitB] })).toEqual([boIn, boOut]);
    const grouped = await w.report('punches', { from: range.from, to: range.to });
    expect(grouped.groups.map((g) => [g.label, g.rows.length])).toEqual([
      [expect.stringContaining('Ana'), 2],
      [expect.stringContaining('Bo'), 2],
    ]);
  });

  it("shows a restricted administrator only their workers' punches", async () => {
    const rows = w.rows(await w.report('punches', range, 'unitAdmin'));
    expect(rows.map((r) => r.punchId)).toEqual([anaIn, anaOut]);
  });

  it('runs on the job queue: 202 with progress while queued, then the same rows and the range in the notes', async () => {
    const started = await w.call('owner', 'POST', `/orgs/${org}/reports/punches/async`, range);
    expect(started.statusCode, started.body).toBe(200);
    const key = started.json<{ reportKey: string }>().reportKey;
    const poll = () => w.call('owner', 'GET', `/orgs/${org}/reports/punches/async/${key}/poll`);
    const waiting = await poll();
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toMatchObject({ state: 'queued', progress: 0 });
    expect(await runQueuedJobs(w.app)).toBeGreaterThan(0);
    const done = await poll();
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<{ notes: string[]; groups: { rows: { punchId: number }[] }[] }>();
    expect(result.groups.flatMap((g) => g.rows.map((r) => r.punchId))).toEqual([anaIn, anaOut, boIn, boOut]);
    expect(result.notes).toEqual(['Punches 11/02/2026 – 11/08/2026']);
  });
});
