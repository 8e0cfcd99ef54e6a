import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

// The workers' bulk actions (issue 14): each through the same rules and audit as a save, all or
// nothing, their data checked before anything changes.
describe('bulk actions on workers', async () => {
  const w = await workerWorld();
  const { call, db, org, base, refs } = w;
  await w.member('reader', ['view_reports']);
  const theirs = (await w.create('departments', { name: 'Theirs' }, w.other, 'outsider')).id;
  const [a, b, c] = [await w.worker(), await w.worker({ labelIds: [refs.labelA] }), await w.worker({ pin: '123456789012' })];
  const ids = [a.id, b.id, c.id];

  const bulk = (action: string, body: Record<string, unknown>, who = 'owner') =>
    call(who, 'POST', `${base}/employees/actions/${action}`, body);
  const stored = async () =>
    (await call('owner', 'GET', `${base}/employees?active=all&id=${ids.join(',')}`)).json<{ results: Rec[] }>().results;
  const events = async (id: number) =>
    Number(
      (
        await db
          .selectFrom('audit_events')
          .select(db.fn.countAll<string>().as('n'))
          .where('kind', '=', 'employee')
          .where('record_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sets the department of every worker named, audited like a save', async () => {
    const before = await Promise.all(ids.map(events));
    const response = await bulk('setDepartment', { ids, data: { departmentId: refs.deptB } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ results: Rec[] }>().results.map((r) => [r.id, r.departmentId])).toEqual(ids.map((id) => [id, refs.deptB]));
    expect((await stored()).map((r) => r.departmentId)).toEqual([refs.deptB, refs.deptB, refs.deptB]);
    expect(await Promise.all(ids.map(events))).toEqual(before.map((n) => n + 1));
  });

  it('sets the org unit', async () => {
    const response = await bulk('setOrgUnit', { ids: [a.id, b.id], data: { orgUnitId: refs.unitB } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).map((r) => r.orgUnitId)).toEqual([refs.unitB, refs.unitB, null]);
  });

  it('adds and removes labels, keeping the others', async () => {
    const added = await bulk('addLabels', { ids, data: { labelIds: [refs.labelA, refs.labelB] } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await stored()).map((r) => r.labelIds)).toEqual([
      [refs.labelA, refs.labelB],
      [refs.labelA, refs.labelB],
      [refs.labelA, refs.labelB],
    ]);
    const removed = await bulk('removeLabels', { ids: [a.id, b.id], data: { labelIds: [refs.labelA] } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await stored()).map((r) => r.labelIds)).toEqual([[refs.labelB], [refs.labelB], [refs.labelA, refs.labelB]]);
  });

  it('refuses bad data with field errors before changing anything', async () => {
    const before = await stored();
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['setDepartment', undefined, { departmentId: ['Department is a required field.'] }],
      ['setDepartment', { departmentId: theirs }, { departmentId: ['This selection is not valid.'] }],
      ['setDepartment', { departmentId: 'kitchen' }, { departmentId: ['This selection is not valid.'] }],
      ['setOrgUnit', { orgUnitId: null }, { orgUnitId: ['Org Unit is a required field.'] }],
      ['addLabels', { labelIds: [] }, { labelIds: ['Labels is a required field.'] }],
      ['addLabels', { labelIds: [refs.labelA, 999_999] }, { labelIds: ['This selection is not valid.'] }],
      ['removeLabels', { labelIds: 'all' }, { labelIds: ['This selection is not valid.'] }],
    ];
    for (const [action, data, errors] of cases) {
      const response = await bulk(action, { ids, ...(data === undefined ? {} : { data }) });
      expect([action, response.statusCode, response.json()]).toEqual([action, 400, errors]);
    }
    expect(await stored()).toEqual(before);
  });

  it('is all or nothing: one worker that is not there undoes the rest', async () => {
    const before = await stored();
    const response = await bulk('setDepartment', { ids: [a.id, 999_999, b.id], data: { departmentId: refs.deptA } });
    expect(response.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('runs one record’s action with its data and version', async () => {
    const [current] = await stored();
    const stale = await call('owner', 'POST', `${base}/employees/${a.id}/actions/setDepartment`, {
      version: current!.version - 1,
      data: { departmentId: refs.deptA },
    });
    expect(stale.statusCode).toBe(409);
    const response = await call('owner', 'POST', `${base}/employees/${a.id}/actions/setDepartment`, {
      version: current!.version,
      data: { departmentId: refs.deptA },
    });
    expect(response.json().result).toMatchObject({ id: a.id, departmentId: refs.deptA, version: current!.version + 1 });
  });

  it('gives a worker a new badge code, audited without the code, at the version the caller saw', async () => {
    const code = async () =>
      (await sql<{ code: string }>`select qr_badge_code as code from employees where id = ${b.id}`.execute(db)).rows[0]!.code;
    const [, current] = await stored();
    const was = await code();
    const stale = await call('owner', 'POST', `${base}/employees/${b.id}/actions/newQrBadge`, { version: current!.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(await code()).toBe(was);
    const count = await events(b.id);
    const response = await call('owner', 'POST', `${base}/employees/${b.id}/actions/newQrBadge`, { version: current!.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ id: b.id, version: current!.version + 1 });
    expect(await code()).not.toBe(was);
    expect(await events(b.id)).toBe(count + 1);
    const { rows } = await sql<{ changes: unknown }>`select changes from audit_events where kind = 'employee' and record_id = ${b.id}
      order by id desc limit 1`.execute(db);
    // A sensitive field: the trail shows that it changed, masked, never the code.
    expect(rows[0]!.changes).toMatchObject({ qrBadgeCode: { after: '********' } });
    expect(JSON.stringify(rows[0]!.changes)).not.toContain(was);
  });

  it('resets PINs and deactivates', async () => {
    expect((await bulk('resetPin', { ids: [c.id] })).json<{ results: Rec[] }>().results[0]).toMatchObject({ hasPin: false });
    expect((await bulk('deactivate', { ids })).json<{ results: Rec[] }>().results.map((r) => r.active)).toEqual([false, false, false]);
  });

  it('activates within the seat limit only, as a whole', async () => {
    const used = Number((await sql<{ users: string }>`select users from punchline_user_counts(${org})`.execute(db)).rows[0]!.users);
    await sql`update organizations set max_users = ${used + 2} where id = ${org}`.execute(db);
    const refused = await bulk('activate', { ids });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^This organization has reached its limit of \d+ active users\./);
    expect((await stored()).map((r) => r.active)).toEqual([false, false, false]); // not even the two that fit
    const two = await bulk('activate', { ids: [a.id, b.id] });
    expect(two.statusCode, two.body).toBe(200);
    expect((await stored()).map((r) => r.active)).toEqual([true, true, false]);
    await sql`update organizations set max_users = 1000 where id = ${org}`.execute(db);
  });

  it('needs edit_employees, and another organization cannot reach the workers', async () => {
    expect((await bulk('setDepartment', { ids, data: { departmentId: refs.deptA } }, 'reader')).statusCode).toBe(403);
    expect((await bulk('setDepartment', { ids, data: { departmentId: refs.deptA } }, 'outsider')).statusCode).toBe(403);
    const foreign = await call('outsider', 'POST', `/orgs/${w.other}/employees/actions/setDepartment`, {
      ids,
      data: { departmentId: theirs },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
