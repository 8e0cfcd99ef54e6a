import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser, signInToken } from '../../test/test-app';
import { RESTRICTED_ROW } from '../http/error-handler';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

const ALL = [...PERMISSIONS];

// SPEC section 6 label restrictions, a property of the data path (orgs/org-access.ts and the
// restrictive policies of migration 0040): an administrator limited to some org units, departments
// or labels sees and changes only those, on every path, and nothing of it outlives the request.
describe('label restrictions', async () => {
  const w = await workerWorld();
  const { call, base, refs, ids } = w;
  await w.member('unitAdmin', ALL);
  await w.restrict('unitAdmin', { orgUnitIds: [refs.unitA] });
  await w.member('deptAdmin', ALL);
  await w.restrict('deptAdmin', { departmentIds: [refs.deptA] });
  await w.member('labelAdmin', ALL);
  await w.restrict('labelAdmin', { labelIds: [refs.labelA] });

  const inA = await w.worker({ orgUnitId: refs.unitA, departmentId: refs.deptA, labelIds: [refs.labelA], employeeNumber: 'A-1' });
  const inAInactive = await w.worker({ orgUnitId: refs.unitA, departmentId: refs.deptB, active: false });
  const inB = await w.worker({
    orgUnitId: refs.unitB,
    departmentId: refs.deptB,
    labelIds: [refs.labelB],
    employeeNumber: 'B-1',
    email: 'b1@example.com',
    pin: '123456789012',
  });
  const inBWithLabelA = await w.worker({ orgUnitId: refs.unitB, departmentId: refs.deptA, labelIds: [refs.labelB, refs.labelA] });
  const nowhere = await w.worker({});
  const everyone = [inA, inAInactive, inB, inBWithLabelA, nowhere].map((r) => r.id);
  const listAll = (who: string) => call(who, 'GET', `${base}/employees?active=all&limit=500`);

  it('an administrator limited to an org unit sees only its workers, in lists and records', async () => {
    expect(ids(await listAll('unitAdmin')).sort()).toEqual([inA.id, inAInactive.id].sort());
    expect(ids(await call('unitAdmin', 'GET', `${base}/employees`))).toEqual([inA.id]);
    // Asking for ids does not reach past the restriction (the picker resolving stored ids).
    expect(ids(await call('unitAdmin', 'GET', `${base}/employees?id=${inB.id},${inA.id}`))).toEqual([inA.id]);
    expect(ids(await call('unitAdmin', 'GET', `${base}/employees?orgUnitId=${refs.unitB}`))).toEqual([]);
    expect((await call('unitAdmin', 'GET', `${base}/employees/${inA.id}`)).statusCode).toBe(200);
    for (const other of [inB, inBWithLabelA, nowhere]) {
      const response = await call('unitAdmin', 'GET', `${base}/employees/${other.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Worker not found.' });
    }
    expect(ids(await call('unitAdmin', 'GET', `${base}/orgunits?active=all`))).toEqual([refs.unitA]);
    expect((await call('unitAdmin', 'GET', `${base}/orgunits/${refs.unitB}`)).statusCode).toBe(404);
    // Departments and labels are not limited for this administrator.
    expect(ids(await call('unitAdmin', 'GET', `${base}/departments`)).sort()).toEqual([refs.deptA, refs.deptB].sort());
  });

  it('cannot change, move, delete or act on a worker outside, nor create one there: a clean 4xx, nothing written', async () => {
    const put = await call('unitAdmin', 'PUT', `${base}/employees/${inB.id}`, { firstName: 'Hijacked' });
    expect(put.statusCode).toBe(404);
    expect((await call('unitAdmin', 'DELETE', `${base}/employees/${inB.id}`)).statusCode).toBe(404);
    expect((await call('unitAdmin', 'POST', `${base}/employees/${inB.id}/actions/deactivate`, {})).statusCode).toBe(404);
    const bulk = await call('unitAdmin', 'POST', `${base}/employees/actions/deactivate`, { ids: [inA.id, inB.id] });
    expect(bulk.statusCode).toBe(404);

    const move = await call('unitAdmin', 'PUT', `${base}/employees/${inA.id}`, { orgUnitId: refs.unitB });
    expect(move.statusCode).toBe(400);
    expect(move.json()).toEqual({ orgUnitId: ['This selection is not valid.'] });
    const away = await call('unitAdmin', 'PUT', `${base}/employees/${inA.id}`, { orgUnitId: null });
    expect(away.statusCode).toBe(400);
    expect(away.json()).toEqual({ orgUnitId: ['Org Unit is a required field.'] });

    const there = await call('unitAdmin', 'POST', `${base}/employees`, { firstName: 'New', lastName: 'There', orgUnitId: refs.unitB });
    expect(there.statusCode).toBe(400);
    expect(there.json()).toEqual({ orgUnitId: ['This selection is not valid.'] });
    const unplaced = await call('unitAdmin', 'POST', `${base}/employees`, { firstName: 'New', lastName: 'Unplaced' });
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json()).toEqual({ orgUnitId: ['Org Unit is a required field.'] });
    const here = await call('unitAdmin', 'POST', `${base}/employees`, { firstName: 'New', lastName: 'Here', orgUnitId: refs.unitA });
    expect(here.statusCode).toBe(201);
    expect((await call('unitAdmin', 'DELETE', `${base}/employees/${here.json<{ result: Rec }>().result.id}`)).statusCode).toBe(204);

    const stored = await w.db.selectFrom('employees').selectAll().where('id', '=', inB.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ first_name: inB.firstName, active: true, version: 1 });
    expect((await w.db.selectFrom('employees').select('id').where('last_name', 'in', ['There', 'Unplaced']).execute()).length).toBe(0);
    const inAStored = (await call('owner', 'GET', `${base}/employees/${inA.id}`)).json<{ result: Rec }>().result;
    expect(inAStored).toMatchObject({ orgUnitId: refs.unitA, version: 1, active: true });
  });

  it("a write the policies refuse (the database's own check) is a 403 in the spec's shape, never a 500", async () => {
    // A new department is outside any department restriction: the policy itself refuses the row.
    const response = await call('deptAdmin', 'POST', `${base}/departments`, { name: 'Dept C' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: RESTRICTED_ROW });
    expect(await w.db.selectFrom('departments').select('id').where('name', '=', 'Dept C').execute()).toEqual([]);
    const label = await call('labelAdmin', 'POST', `${base}/labels`, { name: 'Label C', type: 'user' });
    expect(label.statusCode).toBe(403);
    // Not limited in that dimension: allowed.
    expect((await call('labelAdmin', 'POST', `${base}/departments`, { name: 'Dept D' })).statusCode).toBe(201);
  });

  it('keeps uniqueness over the whole organization, on the field that clashes, though the clash is out of sight', async () => {
    const unique = async (input: Record<string, unknown>) => {
      const response = await call('unitAdmin', 'POST', `${base}/employees`, {
        firstName: 'Twin',
        lastName: 'Of B',
        orgUnitId: refs.unitA,
        ...input,
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    expect(await unique({ employeeNumber: 'b-1' })).toEqual({ employeeNumber: ['must be unique.'] });
    expect(await unique({ email: 'B1@example.com' })).toEqual({ email: ['must be unique.'] });
    expect(await unique({ pin: '123456789012' })).toEqual({ pin: ['choose another PIN.'] });
  });

  it('departments and user labels restrict likewise; a worker matches when any label is allowed', async () => {
    expect(ids(await listAll('deptAdmin')).sort()).toEqual([inA.id, inBWithLabelA.id].sort());
    expect(ids(await call('deptAdmin', 'GET', `${base}/departments?active=all`))).toEqual([refs.deptA]);
    expect((await call('deptAdmin', 'GET', `${base}/employees/${inB.id}`)).statusCode).toBe(404);
    expect(ids(await call('deptAdmin', 'GET', `${base}/orgunits`)).sort()).toEqual([refs.unitA, refs.unitB].sort());

    expect(ids(await listAll('labelAdmin')).sort()).toEqual([inA.id, inBWithLabelA.id].sort());
    const labels = (await call('labelAdmin', 'GET', `${base}/labels?active=all`)).json<{ results: Rec[] }>().results;
    expect(labels.filter((l) => l.type === 'user').map((l) => l.id)).toEqual([refs.labelA]);
    const work = await w.create('labels', { name: 'Work label', type: 'work' });
    expect(labels.map((l) => l.id)).not.toContain(work.id); // made after the read
    expect(ids(await call('labelAdmin', 'GET', `${base}/labels?type=work`))).toEqual([work.id]);
    // A label restricted administrator must give a new worker one of their labels.
    const none = await call('labelAdmin', 'POST', `${base}/employees`, { firstName: 'No', lastName: 'Label' });
    expect(none.json()).toEqual({ labelIds: ['Labels is a required field.'] });
  });

  it('a worker carrying a label out of sight stays editable, and keeps that label', async () => {
    const response = await call('labelAdmin', 'PUT', `${base}/employees/${inBWithLabelA.id}`, {
      ...(await call('labelAdmin', 'GET', `${base}/employees/${inBWithLabelA.id}`)).json<{ result: Rec }>().result,
      middleName: 'Edited',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: Rec }>().result).toMatchObject({ middleName: 'Edited', labelIds: [refs.labelB, refs.labelA] });
  });

  it('the audit trail of a worker out of sight is out of sight', async () => {
    const events = (who: string, query: string) =>
      call(who, 'GET', `${base}/audit?${query}&limit=500`).then((r) => r.json<{ results: { affected: { id: number } }[] }>().results);
    expect(await events('unitAdmin', `affectedKind=employee&affectedId=${inB.id}`)).toEqual([]);
    expect((await events('owner', `affectedKind=employee&affectedId=${inB.id}`)).length).toBeGreaterThan(0);
    const seen = new Set((await events('unitAdmin', 'affectedKind=employee')).map((e) => e.affected.id));
    expect(seen.has(inA.id)).toBe(true);
    for (const other of [inB, inBWithLabelA, nowhere]) expect(seen.has(other.id)).toBe(false);
    expect(await events('unitAdmin', `affectedKind=orgunit&affectedId=${refs.unitB}`)).toEqual([]);
    expect((await events('unitAdmin', `affectedKind=orgunit&affectedId=${refs.unitA}`)).length).toBe(1);
  });

  it('pay rates follow their worker', async () => {
    const rateA = await w.create('employee-pay-rates', { employeeId: inA.id, effectiveFrom: '2026-01-01', rate: 20 });
    const rateB = await w.create('employee-pay-rates', { employeeId: inB.id, effectiveFrom: '2026-01-01', rate: 30 });
    expect(ids(await call('unitAdmin', 'GET', `${base}/employee-pay-rates?limit=500`))).toEqual([rateA.id]);
    expect((await call('unitAdmin', 'GET', `${base}/employee-pay-rates/${rateB.id}`)).statusCode).toBe(404);
    const add = await call('unitAdmin', 'POST', `${base}/employee-pay-rates`, {
      employeeId: inB.id,
      effectiveFrom: '2026-02-01',
      rate: 31,
    });
    expect(add.json()).toEqual({ employeeId: ['This selection is not valid.'] });
    expect(ids(await call('owner', 'GET', `${base}/employee-pay-rates?limit=500`)).sort()).toEqual([rateA.id, rateB.id].sort());
  });

  it('sudo users and distributor admins are never restricted; a delegate of a restricted member is', async () => {
    const staff = await createUser(w.db, { email: 'staff@example.com', sudoType: 'staff' });
    // Even a membership with restrictions does not limit sudo access.
    await sql`insert into org_users (org_id, user_id, permissions, allowed_org_unit_ids)
      values (${w.org}, ${staff}, ${['view_reports']}, ${[refs.unitB]}::bigint[])`.execute(w.db);
    w.tokens.staff = await signInToken(w.app, 'staff@example.com');
    expect(ids(await listAll('staff')).sort()).toEqual(everyone.sort());

    const { id: distributor } = await w.db
      .insertInto('distributors')
      .values({ name: 'Partner', console_name: 'Partner Console', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update organizations set distributor_id = ${distributor} where id = ${w.org}`.execute(w.db);
    await createUser(w.db, { email: 'partner@example.com' });
    await sql`update users set is_distributor_admin = true, distributor_id = ${distributor} where email = 'partner@example.com'`.execute(
      w.db,
    );
    w.tokens.partner = await signInToken(w.app, 'partner@example.com');
    expect(ids(await listAll('partner')).sort()).toEqual(everyone.sort());

    const issued = await call('owner', 'POST', `${base}/delegate-tokens`, { orgUserId: w.orgUserIds.unitAdmin });
    expect(issued.statusCode, issued.body).toBe(200);
    w.tokens.delegate = `Delegate ${issued.json<{ result: { token: string } }>().result.token}`;
    expect(ids(await listAll('delegate')).sort()).toEqual([inA.id, inAInactive.id].sort());
    expect((await call('delegate', 'GET', `${base}/employees/${inB.id}`)).statusCode).toBe(404);
  });

  it('restrictions end with the request: the pooled connection serves the next caller everything', async () => {
    for (let round = 0; round < 6; round++) {
      expect(ids(await listAll('unitAdmin')).sort()).toEqual([inA.id, inAInactive.id].sort());
      expect(ids(await listAll('owner'))).toEqual(expect.arrayContaining(everyone));
      expect(ids(await call('owner', 'GET', `${base}/orgunits`)).sort()).toEqual([refs.unitA, refs.unitB].sort());
    }
    // And at once, on as many connections as the pool lends.
    const mixed = await Promise.all(
      Array.from({ length: 24 }, (_, i) => listAll(i % 2 ? 'owner' : 'unitAdmin').then((r) => [i, ids(r)] as const)),
    );
    for (const [i, got] of mixed) {
      if (i % 2) expect(got).toEqual(expect.arrayContaining(everyone));
      else expect(got.sort()).toEqual([inA.id, inAInactive.id].sort());
    }
    // Writes too: a restricted write followed by an unrestricted one on the same pool.
    for (let round = 0; round < 3; round++) {
      expect((await call('unitAdmin', 'PUT', `${base}/employees/${inA.id}`, { middleName: `R${round}` })).statusCode).toBe(200);
      expect((await call('owner', 'PUT', `${base}/employees/${inB.id}`, { middleName: `O${round}` })).statusCode).toBe(200);
    }
  });

  it('seats count the whole organization for a restricted caller too', async () => {
    const session = async (who: string) =>
      (await call(who, 'GET', `${base}/session`)).json<{ activeUsers: number; activeWorkers: number }>();
    const [restricted, owner] = [await session('unitAdmin'), await session('owner')];
    expect(restricted.activeWorkers).toBe(owner.activeWorkers);
    expect(restricted.activeUsers).toBe(owner.activeUsers);
    const { count } = await w.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('org_id', '=', w.org)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(restricted.activeWorkers).toBe(Number(count));
  });
});
