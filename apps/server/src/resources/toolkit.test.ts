import { defineResource } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, signInToken } from '../../test/test-app';
import { loadConfig } from '../config';
import { SYSTEM_CLOCK, type App, type AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { serverSecret } from '../system/server-secrets';
import { collectionRoutes } from './resources.routes';
import { defineServerResource, registerServerHalves } from './server-resources';
import { updateRow } from './sql';

// The resource toolkit on a collection that uses all of it: temporal, money and reference fields,
// typed filters, a computed column, a record and a bulk action, and hooks.
const shifts = defineResource({
  kind: 'toolkitshift',
  path: 'toolkit-shifts',
  table: 'toolkit_shifts',
  label: 'Shift',
  labelPlural: 'Shifts',
  fields: {
    name: { type: 'text', label: 'Name', required: true },
    day: { type: 'date', label: 'Day', required: true },
    startsAt: { type: 'instant', label: 'Starts At' },
    minutes: { type: 'duration', label: 'Length', default: 0 },
    rate: { type: 'money', label: 'Rate' },
    departmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    status: { type: 'choice', label: 'Status', choices: ['open', 'closed'], default: 'open' },
    approved: { type: 'bool', label: 'Approved', default: false },
  },
  list: { columns: ['name', 'day', 'pay'], search: ['name'], orderBy: 'day' },
  access: { read: 'console', write: 'edit_settings' },
  filters: {
    day: { type: 'dateRange', field: 'day', label: 'Day' },
    department: { type: 'ref', field: 'departmentId', label: 'Department' },
    status: { type: 'enum', field: 'status', label: 'Status' },
    approved: { type: 'flag', field: 'approved', label: 'Approved' },
  },
  computed: { pay: { type: 'money', label: 'Pay' } },
  actions: {
    approve: { label: 'Approve', bulk: true, confirm: 'Approve these shifts?' },
    // An action that takes data: checked like a record's fields before anything changes.
    move: {
      label: 'Move',
      bulk: true,
      input: {
        day: { type: 'date', label: 'Day', required: true },
        departmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
      },
    },
  },
});

const saved: string[] = [];
const shiftsServer = defineServerResource(shifts, {
  computed: { pay: () => sql`round(coalesce(r.rate, 0) * r.minutes / 60.0, 2)::float8` },
  hooks: {
    beforeSave: (_ctx, values, current) => {
      if (current?.approved === true) throw ApiError.nonField('An approved shift cannot change.');
      return { ...values, name: String(values.name).replace(/\s+/g, ' ') };
    },
    afterSave: (_ctx, row) => void saved.push(String(row.name)),
  },
  actions: {
    approve: async ({ trx, def, orgId }, record) => updateRow(trx, def, orgId, record.id as number, { approved: true }),
    move: async ({ trx, def, orgId }, record, data) => updateRow(trx, def, orgId, record.id as number, data),
  },
});
registerServerHalves([shiftsServer]);

describe('the resource toolkit', async () => {
  const { app, db } = await createTestApp();
  await sql`create table toolkit_shifts (
      id bigserial, org_id bigint not null references organizations(id), version int not null default 1,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
      name text not null, day date not null, starts_at timestamptz, minutes int not null default 0, rate numeric(14,2),
      department_id bigint, status text not null default 'open', approved boolean not null default false,
      primary key (org_id, id), foreign key (org_id, department_id) references departments (org_id, id));
    select punchline_enable_tenant_rls('toolkit_shifts');`.execute(db);
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' });
  const ctx = { db, config, clock: SYSTEM_CLOCK, secrets: { tokens: await serverSecret(db, 'token-signing-key') } } as AppContext;
  await app.register(async (scope) => collectionRoutes(scope as App, ctx, [shifts]), { prefix: '/api' });

  const orgA = await createOrg(db, 'Alpha');
  const orgB = await createOrg(db, 'Beta');
  await addMember(db, orgA, await createUser(db, { email: 'boss@example.com' }), [...PERMISSIONS]);
  await addMember(db, orgA, await createUser(db, { email: 'viewer@example.com' }), ['view_reports']);
  await addMember(db, orgB, await createUser(db, { email: 'other@example.com' }), [...PERMISSIONS]);
  const tokens = {
    boss: await signInToken(app, 'boss@example.com'),
    viewer: await signInToken(app, 'viewer@example.com'),
    other: await signInToken(app, 'other@example.com'),
  };
  const call = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const [kitchen, bar] = await Promise.all(
    ['Kitchen', 'Bar'].map(
      async (name) => (await db.insertInto('departments').values({ org_id: orgA, name }).returning('id').executeTakeFirstOrThrow()).id,
    ),
  );
  const base = `/orgs/${orgA}/toolkit-shifts`;
  const create = async (input: object) => {
    const response = await call('boss', 'POST', base, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ result: Record<string, unknown> & { id: number } }>().result;
  };
  const names = async (query: string) =>
    (await call('boss', 'GET', `${base}?${query}`)).json<{ results: { name: string }[] }>().results.map((r) => r.name);

  const early = await create({
    name: 'Early  shift',
    day: '2026-11-02',
    startsAt: '2026-11-02T06:00:00-05:00',
    minutes: '7:30',
    rate: 20,
    departmentId: kitchen,
  });
  await create({ name: 'Late', day: '2026-11-09', minutes: 240, rate: '12.5', departmentId: bar, status: 'closed' });
  await create({ name: 'Spare', day: '2026-12-01' });

  it('stores and answers the new field types, and the computed column', () => {
    expect(early).toMatchObject({
      name: 'Early shift', // the beforeSave hook's work
      day: '2026-11-02',
      startsAt: '2026-11-02T11:00:00.000Z',
      minutes: 450,
      rate: 20,
      departmentId: kitchen,
      pay: 150,
      version: 1,
    });
    expect(saved).toEqual(['Early shift', 'Late', 'Spare']);
  });

  it('refuses bad values of the new types with field errors, and a reference to another organization', async () => {
    const otherDept = (
      await db.insertInto('departments').values({ org_id: orgB, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const bad = await call('boss', 'POST', base, {
      name: 'x',
      day: '2026-02-30',
      startsAt: '2026-11-02T06:00:00',
      minutes: -5,
      rate: 1.234,
      departmentId: otherDept,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['day', 'departmentId', 'minutes', 'rate', 'startsAt']);
    const foreign = await call('boss', 'POST', base, { name: 'x', day: '2026-11-03', departmentId: otherDept });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('departmentId');
  });

  it('filters by date range, preset, reference, enum and flag, and sorts by the order key', async () => {
    expect(await names('')).toEqual(['Early shift', 'Late', 'Spare']);
    expect(await names('from=2026-11-01&to=2026-11-08')).toEqual(['Early shift']);
    expect(await names('from=2026-11-05')).toEqual(['Late', 'Spare']);
    expect(await names(`department=${bar}`)).toEqual(['Late']);
    expect(await names(`department=${bar},${kitchen}`)).toEqual(['Early shift', 'Late']);
    expect(await names('status=closed')).toEqual(['Late']);
    expect(await names('approved=no')).toEqual(['Early shift', 'Late', 'Spare']);
    expect(await names('preset=today')).toEqual([]);
    // A week that starts on Saturday (stored as 7: Sunday is 1) is read as such, not refused.
    await sql`update organizations set settings = settings || '{"weekStartsOn": 7}'::jsonb where id = ${orgA}`.execute(db);
    expect((await call('boss', 'GET', `${base}?preset=thisWeek`)).statusCode).toBe(200);
    const backwards = await call('boss', 'GET', `${base}?from=2026-11-09&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toHaveProperty('to');
    expect((await call('boss', 'GET', `${base}?status=maybe`)).statusCode).toBe(400);
  });

  it('pages along the order key with the cursor', async () => {
    const first = (await call('boss', 'GET', `${base}?limit=2`)).json<{ results: { name: string }[]; cursor: string }>();
    expect(first.results.map((r) => r.name)).toEqual(['Early shift', 'Late']);
    const second = (await call('boss', 'GET', `${base}?limit=2&cursor=${first.cursor}`)).json<{
      results: { name: string }[];
      cursor?: string;
    }>();
    expect(second.results.map((r) => r.name)).toEqual(['Spare']);
    expect(second.cursor).toBeUndefined();
    expect((await call('boss', 'GET', `${base}?cursor=bm9wZQ`)).json()).toEqual({ cursor: ['is not valid.'] });
  });

  it('runs a record action and a bulk action, gated like a write, and hooks refuse changes it forbids', async () => {
    expect((await call('viewer', 'POST', `${base}/${early.id}/actions/approve`, {})).statusCode).toBe(403);
    expect((await call('other', 'POST', `/orgs/${orgB}/toolkit-shifts/${early.id}/actions/approve`, {})).statusCode).toBe(404);
    expect((await call('boss', 'POST', `${base}/${early.id}/actions/approve`, { version: 7 })).statusCode).toBe(409);
    const approved = await call('boss', 'POST', `${base}/${early.id}/actions/approve`, { version: 1 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({ approved: true, version: 2 });
    const locked = await call('boss', 'PUT', `${base}/${early.id}`, { name: 'Changed' });
    expect(locked.json()).toEqual({ nonFieldErrors: ['An approved shift cannot change.'] });
    expect((await call('boss', 'POST', `${base}/actions/nothing`, { ids: [early.id] })).statusCode).toBe(404);
    const rows = (await call('boss', 'GET', `${base}`)).json<{ results: { id: number }[] }>().results;
    const bulk = await call('boss', 'POST', `${base}/actions/approve`, { ids: rows.map((r) => r.id) });
    expect(bulk.json<{ results: { approved: boolean }[] }>().results.map((r) => r.approved)).toEqual([true, true, true]);
    expect(await names('approved=no')).toEqual([]);
  });

  it('checks an action’s data before it changes anything, and hands the handler the checked values', async () => {
    const a = await create({ name: 'Move me', day: '2026-09-01' });
    const b = await create({ name: 'Move me too', day: '2026-09-02' });
    const theirs = (await db.insertInto('departments').values({ org_id: orgB, name: 'Far' }).returning('id').executeTakeFirstOrThrow()).id;
    const url = `${base}/actions/move`;
    const missing = await call('boss', 'POST', url, { ids: [a.id, b.id] });
    expect([missing.statusCode, missing.json()]).toEqual([400, { day: ['Day is a required field.'] }]);
    const bad = await call('boss', 'POST', url, { ids: [a.id, b.id], data: { day: '2026-02-30', departmentId: theirs } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['day', 'departmentId']);
    expect((await call('boss', 'POST', url, { ids: [a.id], data: { day: '2026-09-09', departmentId: theirs } })).json()).toEqual({
      departmentId: ['This selection is not valid.'],
    });
    expect(await names('from=2026-09-01&to=2026-09-30')).toEqual(['Move me', 'Move me too']); // untouched
    const moved = await call('boss', 'POST', url, { ids: [a.id, b.id], data: { day: '2026-09-20', departmentId: String(bar) } });
    expect(moved.json<{ results: object[] }>().results).toEqual([
      expect.objectContaining({ day: '2026-09-20', departmentId: bar, version: 2 }),
      expect.objectContaining({ day: '2026-09-20', departmentId: bar, version: 2 }),
    ]);
    const one = await call('boss', 'POST', `${base}/${a.id}/actions/move`, { version: 2, data: { day: '2026-09-21' } });
    expect(one.json().result).toMatchObject({ day: '2026-09-21', departmentId: null, version: 3 });
  });

  it('deletes without a version, refuses a stale one, and keeps the other organization out', async () => {
    const spare = await create({ name: 'Temporary', day: '2026-10-01' });
    expect((await call('other', 'GET', `/orgs/${orgB}/toolkit-shifts/${spare.id}`)).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/orgs/${orgA}/toolkit-shifts/${spare.id}`)).statusCode).toBe(403);
    expect((await call('boss', 'DELETE', `${base}/${spare.id}?version=9`)).statusCode).toBe(409);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api${base}/${spare.id}`,
      headers: { ...bearer(tokens.boss), 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('boss', 'GET', `${base}/${spare.id}`)).statusCode).toBe(404);
  });
});
