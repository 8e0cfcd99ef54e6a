import { dayFromIso, epochFromLocal, isoFromDay, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../resources/version';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { PERIOD_CLOSED } from './punch-periods';

// The punches API (issue 16): adding (A), editing (E, original kept), deleting, bulk actions, the
// audit trail, stale versions, locked periods, label restrictions, costing and custom fields.

type Punch = { id: number; version: number; at: string; originalAt: string; flags: string[]; employeeName: string; flagged: boolean };

describe('punches API', async () => {
  const w = await timecardWorld();
  const { org, call, db, weekStart } = w;
  await sql`update organizations set features = features || array['job_costing', 'customfield'] where id = ${org}`.execute(db);
  const base = `/orgs/${org}/punches`;
  const monday = isoFromDay(dayFromIso(weekStart(1)) + 1);
  const at = (date: string, time: string) => new Date(epochFromLocal(`${date}T${time}`, ZONE) * 1000).toISOString();
  const ana = await w.worker({ firstName: 'Ana', orgUnitId: w.refs.unitA });
  const bo = await w.worker({ firstName: 'Bo', orgUnitId: w.refs.unitB });

  const add = async (body: Record<string, unknown>, who = 'owner') =>
    call(who, 'POST', base, { type: 'in', at: at(monday, '08:00'), ...body });
  const added = async (body: Record<string, unknown>) => {
    const response = await add(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ result: Punch }>().result;
  };
  const list = async (query: string, who = 'owner') => {
    const response = await call(who, 'GET', `${base}?limit=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: Punch[]; cursor?: string }>();
  };
  const audit = async (id: number) =>
    (
      await sql<{ action: string; associated: { kind: string; id: number }[] }>`select action, associated from audit_events
        where org_id = ${org} and kind = 'punch' and record_id = ${id} order by id`.execute(db)
    ).rows;

  it('adds a punch with flag A, the worker named, and an audit row on the worker', async () => {
    const punch = await added({ employeeId: ana.id, note: 'Forgot to clock in' });
    expect(punch).toMatchObject({
      flags: ['A'],
      at: at(monday, '08:00'),
      originalAt: at(monday, '08:00'),
      employeeName: expect.stringContaining('Ana'),
    });
    expect(await audit(punch.id)).toEqual([{ action: 'create', associated: [{ kind: 'employee', id: ana.id }] }]);
    const { results } = await list(`employeeId=${ana.id}&flags=A`);
    expect(results.map((p) => p.id)).toContain(punch.id);
  });

  it('edits the time keeping the original (flag E), refuses a stale version with 409, deletes', async () => {
    const punch = await added({ employeeId: ana.id, at: at(monday, '09:00') });
    const edited = await call('owner', 'PUT', `${base}/${punch.id}`, { at: at(monday, '09:15'), version: punch.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({
      flags: ['A', 'E'],
      at: at(monday, '09:15'),
      originalAt: at(monday, '09:00'),
      version: punch.version + 1,
    });
    expect(edited.json().result.editedBy).toMatchObject({ id: w.userIds.owner });
    const stale = await call('owner', 'PUT', `${base}/${punch.id}`, { note: 'late', version: punch.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: STALE_VERSION });
    const removed = await call('owner', 'DELETE', `${base}/${punch.id}?version=${punch.version + 1}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('owner', 'GET', `${base}/${punch.id}`)).statusCode).toBe(404);
    expect((await audit(punch.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('flags and unflags many punches at once (star), and the flags filter finds them', async () => {
    const one = await added({ employeeId: bo.id, at: at(monday, '10:00') });
    const two = await added({ employeeId: bo.id, at: at(monday, '11:00'), type: 'out' });
    const flagged = await call('owner', 'POST', `${base}/bulk-action`, { itemIds: [one.id, two.id], actionData: { action: 'flag' } });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json<{ results: Punch[] }>().results.map((p) => p.flags)).toEqual([
      ['A', 'star'],
      ['A', 'star'],
    ]);
    expect((await list('flags=star')).results.map((p) => p.id).sort()).toEqual([one.id, two.id].sort());
    await call('owner', 'POST', `${base}/bulk-action`, { itemIds: [one.id], actionData: { action: 'unflag' } });
    expect((await list('flags=star')).results.map((p) => p.id)).toEqual([two.id]);
  });

  it('pages newest first, also through the flags filter, and bulk deletes all or none', async () => {
    const cara = await w.worker({ firstName: 'Cara' });
    const made: Punch[] = [];
    for (const time of ['06:00', '06:10', '06:20', '06:30', '06:40']) made.push(await added({ employeeId: cara.id, at: at(monday, time) }));
    await call('owner', 'PUT', `${base}/${made[1]!.id}`, { flagged: true });
    await call('owner', 'PUT', `${base}/${made[3]!.id}`, { flagged: true });
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      // One row a page: the flags filter reads past non-matching rows and still hands a cursor on.
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await call('owner', 'GET', `${base}?limit=1&employeeId=${cara.id}&flags=star${after}`)).json<{
        results: Punch[];
        cursor?: string;
      }>();
      seen.push(...page.results.map((p) => p.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([made[3]!.id, made[1]!.id]);
    const first = await call('owner', 'GET', `${base}?employeeId=${cara.id}&limit=2`);
    expect(first.json<{ results: Punch[] }>().results.map((p) => p.id)).toEqual([made[4]!.id, made[3]!.id]);
    const next = await call('owner', 'GET', `${base}?employeeId=${cara.id}&limit=2&cursor=${encodeURIComponent(first.json().cursor)}`);
    expect(next.json<{ results: Punch[] }>().results.map((p) => p.id)).toEqual([made[2]!.id, made[1]!.id]);
    const bulk = await call('owner', 'POST', `${base}/bulk-action`, { itemIds: [made[0]!.id, 999999], actionData: { action: 'delete' } });
    expect(bulk.statusCode).toBe(404);
    expect((await list(`employeeId=${cara.id}`)).results).toHaveLength(5);
  });

  it("searches the note and the worker's name, in either order", async () => {
    const dana = await w.worker({ firstName: 'Dana', lastName: 'Quill' });
    const hers = await added({ employeeId: dana.id, at: at(monday, '05:00') });
    const noted = await added({ employeeId: bo.id, at: at(monday, '05:10'), note: 'Covered for Quill' });
    const ids = async (text: string) => (await list(`searchText=${encodeURIComponent(text)}`)).results.map((p) => p.id);
    expect(await ids('dana')).toEqual([hers.id]);
    expect(await ids('Dana Quill')).toEqual([hers.id]);
    expect(await ids('Quill, Dana')).toEqual([hers.id]);
    expect((await ids('quill')).sort()).toEqual([hers.id, noted.id].sort());
    expect(await ids('100%_')).toEqual([]);
  });

  it('refuses any write in a locked pay period, writing nothing', async () => {
    const lockedWeek = weekStart(3);
    const tuesday = isoFromDay(dayFromIso(lockedWeek) + 2);
    const punch = await added({ employeeId: bo.id, at: at(tuesday, '08:00') });
    expect((await call('owner', 'PUT', `/orgs/${org}/pay-periods/${lockedWeek}`, { state: 'locked' })).statusCode).toBe(200);
    const refusedAdd = await add({ employeeId: bo.id, at: at(tuesday, '12:00') });
    expect(refusedAdd.statusCode).toBe(400);
    expect(refusedAdd.json()).toEqual({ detail: PERIOD_CLOSED });
    // Moving a punch out of a locked period is a change of that period too.
    const moved = await call('owner', 'PUT', `${base}/${punch.id}`, { at: at(monday, '06:00') });
    expect(moved.json()).toEqual({ detail: PERIOD_CLOSED });
    expect((await call('owner', 'DELETE', `${base}/${punch.id}`)).statusCode).toBe(400);
    expect((await call('owner', 'GET', `${base}/${punch.id}`)).json().result.at).toBe(at(tuesday, '08:00'));
  });

  it("hides other workers' punches from an administrator restricted to an org unit", async () => {
    await w.member('restricted', ['edit_punches']);
    await w.restrict('restricted', { orgUnitIds: [w.refs.unitA] });
    const hidden = await added({ employeeId: bo.id, at: at(monday, '13:00') });
    const names = (await list('', 'restricted')).results.map((p) => p.employeeName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('Ana'))).toBe(true);
    expect((await call('restricted', 'GET', `${base}/${hidden.id}`)).statusCode).toBe(404);
    const refused = await add({ employeeId: bo.id }, 'restricted');
    expect(refused.json()).toEqual({ employeeId: ['This selection is not valid.'] });
  });

  it('lets edit_punch_attributes change the note but not the time, and refuses callers without either', async () => {
    await w.member('attributes', ['edit_punch_attributes']);
    await w.member(
      'viewer',
      PERMISSIONS.filter((p) => p !== 'edit_punches' && p !== 'edit_punch_attributes'),
    );
    const punch = await added({ employeeId: ana.id, at: at(monday, '14:00') });
    const note = await call('attributes', 'PUT', `${base}/${punch.id}`, { note: 'Site visit' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().result.flags).toEqual(['A']);
    expect((await call('attributes', 'PUT', `${base}/${punch.id}`, { at: at(monday, '14:05') })).statusCode).toBe(403);
    expect((await add({ employeeId: ana.id }, 'attributes')).statusCode).toBe(403);
    expect((await call('viewer', 'GET', base)).statusCode).toBe(403);
  });

  it("checks costing with the domain's messages (job required on an IN, not on an OUT) and custom fields of punches", async () => {
    const defaults = await call('owner', 'PUT', `/orgs/${org}/costing/defaults`, { costingMode: 'enhanced', jobRequired: true });
    expect(defaults.statusCode, defaults.body).toBe(200);
    const missing = await add({ employeeId: ana.id, at: at(monday, '15:00') });
    expect(missing.json()).toEqual({ job: ['Job is a required field.'] });
    expect((await add({ employeeId: ana.id, type: 'out', at: at(monday, '15:30') })).statusCode).toBe(201);
    const job = await w.create('costing/jobs', { name: 'Roofing', jobPhaseMode: 'require' });
    const phaseless = await add({ employeeId: ana.id, at: at(monday, '16:00'), costing: { job: job.id } });
    expect(phaseless.json()).toEqual({ jobPhase: ['Job Phase is a required field.'] });
    const unknown = await add({ employeeId: ana.id, at: at(monday, '16:00'), costing: { job: 999999 } });
    expect(unknown.json()).toEqual({ job: ['This selection is not valid.'] });
    const weather = await w.create('customfields', { name: 'Weather', type: 'choice', appliesTo: 'punch', choices: ['Rain', 'Sun'] });
    const phase = await w.create('costing/jobphases', { name: 'Tiles', jobId: job.id });
    const wrong = await add({
      employeeId: ana.id,
      at: at(monday, '16:00'),
      costing: { job: job.id, jobPhase: phase.id },
      customFields: { [weather.id]: 'Snow' },
    });
    expect(wrong.json()).toEqual({ customFields: ['This selection is not valid.'] });
    const good = await added({
      employeeId: ana.id,
      at: at(monday, '16:00'),
      costing: { job: job.id, jobPhase: phase.id },
      customFields: { [weather.id]: 'Rain' },
    });
    expect(good).toMatchObject({ costing: { job: job.id, jobPhase: phase.id }, customFields: { [weather.id]: 'Rain' } });
    expect((await list(`job=${job.id}`)).results.map((p) => p.id)).toEqual([good.id]);
    await call('owner', 'PUT', `/orgs/${org}/costing/defaults`, { costingMode: 'basic', jobRequired: false });
  });
});
