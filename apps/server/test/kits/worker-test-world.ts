import { PERMISSIONS, type Permission } from '@punchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, signInToken } from '../test-app';

// Shared set-up of the worker rules' API tests (issue 14): an organization with two org units,
// two departments and two user labels, and callers with different rights over its workers.

export type Rec = Record<string, unknown> & { id: number; version: number };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ALL = [...PERMISSIONS];
/** Everything but what the worker rules gate on. */
export const WITHOUT_SENSITIVE = ALL.filter((p) => p !== 'access_employee_sensitive');

export async function workerWorld() {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Alpha', { features: ['customfield'] });
  const other = await createOrg(db, 'Beta', { features: ['customfield'] });
  // Seats are seats.test.ts's subject: elsewhere they must not run out.
  await sql`update organizations set max_users = 1000`.execute(db);
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const orgUserIds: Record<string, number> = {};

  /** A member of `inOrg` with these permissions, signed in; `who` names them in call(). */
  const member = async (who: string, permissions: readonly Permission[], inOrg = org) => {
    const email = `${who}@example.com`;
    userIds[who] = await createUser(db, { email, name: who });
    orgUserIds[who] = await addMember(db, inOrg, userIds[who], [...permissions]);
    tokens[who] = await signInToken(app, email);
  };

  const call = (who: string, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: tokens[who]!.startsWith('Delegate ') ? { authorization: tokens[who] } : bearer(tokens[who]!),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  await member('owner', ALL);
  await member('outsider', ALL, other);
  const base = `/orgs/${org}`;

  /** Creates a record as the owner and answers it (fails the test on anything but 201). */
  const create = async (path: string, input: Record<string, unknown>, inOrg = org, who = 'owner'): Promise<Rec> => {
    const response = await call(who, 'POST', `/orgs/${inOrg}/${path}`, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ result: Rec }>().result;
  };

  /** Saves employee defaults (PUT employees/defaults) as the owner, over what is stored. */
  const setDefaults = async (values: Record<string, unknown>, inOrg = org) => {
    const response = await call(inOrg === org ? 'owner' : 'outsider', 'PUT', `/orgs/${inOrg}/employees/defaults`, values);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Rec }>().result;
  };

  /** The administrator's label restrictions, as org_users holds them. */
  const restrict = async (who: string, r: { orgUnitIds?: number[]; departmentIds?: number[]; labelIds?: number[] }) => {
    await sql`update org_users set allowed_org_unit_ids = ${r.orgUnitIds ?? []}::bigint[],
      allowed_department_ids = ${r.departmentIds ?? []}::bigint[], allowed_label_ids = ${r.labelIds ?? []}::bigint[]
      where id = ${orgUserIds[who]}`.execute(db);
  };

  const unitA = (await create('orgunits', { name: 'Unit A' })).id;
  const unitB = (await create('orgunits', { name: 'Unit B' })).id;
  const deptA = (await create('departments', { name: 'Dept A' })).id;
  const deptB = (await create('departments', { name: 'Dept B' })).id;
  const labelA = (await create('labels', { name: 'Label A', type: 'user' })).id;
  const labelB = (await create('labels', { name: 'Label B', type: 'user' })).id;

  /** A worker created by the owner, with a fresh name. */
  let n = 0;
  const worker = (input: Record<string, unknown> = {}, inOrg = org) =>
    create('employees', { firstName: 'Worker', lastName: `Number ${++n}`, ...input }, inOrg, inOrg === org ? 'owner' : 'outsider');

  const ids = (response: LightMyRequestResponse) => response.json<{ results: Rec[] }>().results.map((r) => r.id);

  return {
    app,
    db,
    org,
    other,
    base,
    call,
    create,
    member,
    tokens,
    userIds,
    orgUserIds,
    setDefaults,
    restrict,
    worker,
    ids,
    refs: { unitA, unitB, deptA, deptB, labelA, labelB },
  };
}

export type WorkerWorld = Awaited<ReturnType<typeof workerWorld>>;
