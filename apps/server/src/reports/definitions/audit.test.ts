import { describe, expect, it } from 'vitest';
import { reportPunchWorld } from '../../../test/kits/report-punch-world';
import { NEEDS_AUDIT } from '../report-runs.service';
import { BAD_ACTOR, BAD_FILTER } from './audit';

// The audit report over today's changes in a fresh world: what the owner and a clerk did, narrowed
// by the view's JSON filter (actor, affected, associated).

describe('audit report', async () => {
  const w = await reportPunchWorld();
  const { org, call } = w;
  await w.member('clerk', ['view_reports', 'edit_settings']);
  const night = await w.create('labels', { name: 'Night', type: 'work' });
  const unit = await w.create('orgunits', { name: 'North', labelIds: [night.id] }, org, 'clerk');
  const renamed = await call('clerk', 'PUT', `/orgs/${org}/orgunits/${unit.id}`, { name: 'North Yard', version: unit.version });
  expect(renamed.statusCode, renamed.body).toBe(200);
  // Today in any zone: the trail's instants are the database's now().
  const today = new Date().toISOString().slice(0, 10);
  const around = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  const range = { from: around(-1), to: around(1), groupBy: 'none' };
  const rows = async (params: Record<string, unknown>) => w.rows(await w.report('audit', { ...range, ...params }));
  const filter = (f: object) => ({ filter: JSON.stringify(f) });

  it("lists one actor's changes oldest first, with what changed", async () => {
    const clerk = await rows(filter({ actor: { type: 'user', id: w.userIds.clerk } }));
    expect(clerk).toEqual([
      expect.objectContaining({ who: 'clerk', action: 'Created', kind: 'orgunit', record: `#${unit.id}` }),
      expect.objectContaining({ who: 'clerk', action: 'Changed', kind: 'orgunit', changes: 'name: North → North Yard' }),
    ]);
    expect(clerk[0]!.changes).toContain('name: North');
  });

  it('narrows by the affected and the associated record', async () => {
    const affected = await rows(filter({ affected: { kind: 'label', id: night.id } }));
    expect(affected.map((r) => [r.who, r.action, r.kind])).toEqual([['owner', 'Created', 'label']]);
    const associated = await rows(filter({ associated: { kind: 'label', id: night.id } }));
    expect(associated.map((r) => [r.action, r.kind])).toEqual([
      ['Created', 'orgunit'],
      ['Changed', 'orgunit'],
    ]);
    // The worker column names the employee record a change was made to.
    const ana = await rows({ ...filter({ affected: { kind: 'employee', id: w.ana.id } }), columns: ['action', 'worker'] });
    expect(ana).toEqual([{ auditId: expect.any(Number), action: 'Created', worker: 'Ana Alpha' }]);
  });

  it('answers a field error for a filter that is not JSON, and nothing outside the range', async () => {
    const bad = await w.runReport('owner', 'audit', { ...range, filter: '{actor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ filter: [BAD_FILTER] });
    const robot = await w.runReport('owner', 'audit', { ...range, ...filter({ actor: { type: 'robot', id: 1 } }) });
    expect(robot.json()).toEqual({ filter: [BAD_ACTOR] });
    expect(await rows({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
  });

  it('needs view_audit besides view_reports', async () => {
    const refused = await w.runReport('reporter', 'audit', range);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NEEDS_AUDIT });
    expect((await w.runReport('reporter', 'audit-time-entry', {})).statusCode).toBe(403);
  });
});
