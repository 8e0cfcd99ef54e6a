import { ROLLCALL_REPORT } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { reportPunchWorld } from '../../../test/kits/report-punch-world';
import { REFRESHED_RUNS_KEPT } from '../report-runs.service';

// Roll call at the server's clock: punches placed relative to now. maxShift is the default 16 hours,
// and a 30-minute lunch (grace 5) is the longest break.

const MIN = 60;
const HOUR = 3600;

describe('rollcall report', async () => {
  const w = await reportPunchWorld();
  const { org, db, ana, bo } = w;
  const now = Math.floor(Date.now() / 1000);
  const cy = await w.worker({ firstName: 'Cy', lastName: 'Gamma', orgUnitId: w.refs.unitA });
  const di = await w.worker({ firstName: 'Di', lastName: 'Delta', orgUnitId: w.refs.unitB });
  const ed = await w.worker({ firstName: 'Ed', lastName: 'Epsilon', orgUnitId: w.refs.unitA });
  await w.create('shift/breaks', { name: 'Lunch', after: 240, duration: 30, grace: 5 });
  const punch = async (employeeId: number, agoSec: number, type: 'in' | 'out', extra: Record<string, unknown> = {}) => {
    const at = new Date((now - agoSec) * 1000);
    await db
      .insertInto('punches')
      .values({ org_id: org, employee_id: employeeId, at, original_at: at, received_at: at, type, origin: 'clock', ...extra })
      .execute();
  };
  await punch(ana.id, 2 * HOUR, 'in', { device_id: w.device, geo: 'inside' }); // in
  await punch(bo.id, 3 * HOUR, 'in', { device_id: w.device }); // on break for 10 minutes
  await punch(bo.id, 10 * MIN, 'out');
  await punch(cy.id, 20 * HOUR, 'in'); // a forgotten clock-out, past maxShift: not on site
  await punch(di.id, 5 * HOUR, 'in'); // out for an hour: longer than any break
  await punch(di.id, HOUR, 'out');
  void ed; // never punched

  it('lists who is in or on break, by org unit, with since when and where', async () => {
    const result = await w.report('rollcall', {});
    expect(result.groups.map((g) => g.label)).toEqual(['Unit A', 'Unit B']);
    const [anaRow, boRow] = w.rows(result);
    expect(anaRow).toMatchObject({
      employeeId: ana.id,
      state: 'In',
      since: now - 2 * HOUR,
      device: 'Front Door',
      location: 'Inside the geofence',
    });
    expect(anaRow!.forSeconds).toBeGreaterThanOrEqual(2 * HOUR);
    expect(anaRow!.forSeconds).toBeLessThan(2 * HOUR + 60);
    // On break since the OUT, where the IN was punched.
    expect(boRow).toMatchObject({ employeeId: bo.id, state: 'On break', since: now - 10 * MIN, device: 'Front Door' });
    expect(result.rowCount).toBe(2);
    expect(result.notes).toEqual(['2 on site']);
  });

  it('lists everyone with includeOut, and follows label restrictions', async () => {
    const all = w.rows(await w.report('rollcall', { includeOut: true, groupBy: 'state' }));
    const states = Object.fromEntries(all.map((r) => [r.employeeId, r.state]));
    expect(states).toEqual({ [ana.id]: 'In', [bo.id]: 'On break', [cy.id]: 'Out', [di.id]: 'Out', [ed.id]: 'Out' });
    const restricted = w.rows(await w.report('rollcall', { includeOut: true }, 'unitAdmin'));
    expect(restricted.map((r) => r.employeeId).sort()).toEqual([ana.id, cy.id, ed.id].sort());
  });

  it('refreshes every minute, keeping only the latest runs of each person (not one a minute)', async () => {
    expect(ROLLCALL_REPORT.refreshSeconds).toBe(60);
    for (let i = 0; i < REFRESHED_RUNS_KEPT + 2; i++) await w.report('rollcall', {});
    const runs = await w.call('owner', 'GET', `/orgs/${org}/reports/runs?report=rollcall&limit=50`);
    expect(runs.json<{ results: unknown[] }>().results).toHaveLength(REFRESHED_RUNS_KEPT);
    const theirs = await w.call('unitAdmin', 'GET', `/orgs/${org}/reports/runs?report=rollcall&limit=50`);
    expect(theirs.json<{ results: unknown[] }>().results).toHaveLength(1);
  });
});
