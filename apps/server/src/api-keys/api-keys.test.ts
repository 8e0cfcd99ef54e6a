import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld } from '../../test/kits/worker-test-world';
import { API_KEY_NOT_HERE } from '../auth/identity';
import { GRANT_OWN_ONLY } from '../identity/org-user-rules';
import { API_KEY_REVOKED } from './key-grant';

// API keys (issue 36): made in the console by an administrator, they call the organization's API
// as their creator narrowed to the key's permissions and restrictions, until revoked.

type Key = { id: number; version: number; prefix: string; secret?: string; lastUsedAt: string | null; revokedAt: string | null };

describe('API keys', async () => {
  const w = await workerWorld();
  const { app, db, org, other, call, refs } = w;
  await sql`update organizations set features = features || array['integration', 'api'] where id in (${org}, ${other})`.execute(db);
  await w.member('clerk', ['edit_settings', 'edit_employees']);
  await w.member('manager', ['edit_settings', 'edit_punches', 'edit_employees']);
  const inA = await w.worker({ firstName: 'Ada', departmentId: refs.deptA });
  const inB = await w.worker({ firstName: 'Bea', departmentId: refs.deptB });

  const create = async (body: Record<string, unknown>, who = 'owner') => call(who, 'POST', `/orgs/${org}/api-keys`, body);
  const made = async (permissions: string[], extra: Record<string, unknown> = {}, who = 'owner') => {
    const response = await create({ name: `Key of ${permissions.length}`, permissions, ...extra }, who);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ result: Key & { secret: string } }>().result;
  };
  const withKey = (secret: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
  const revoke = (id: number) => call('owner', 'POST', `/orgs/${org}/api-keys/${id}/revoke`, {});
  const punch = { type: 'in', at: '2026-01-05T16:00:00.000Z', employeeId: inA.id };

  it('answers the secret once and keeps only its SHA-256 hash', async () => {
    const key = await made(['edit_employees']);
    expect(key.secret).toMatch(/^pl_live_[0-9a-f]{12}_[\w-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = await call('owner', 'GET', `/orgs/${org}/api-keys`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.secret);
    expect(list.json<{ results: Key[] }>().results.find((k) => k.id === key.id)).not.toHaveProperty('secret');
    const stored = await sql<{
      row: string;
      hash: Buffer;
    }>`select (select to_jsonb(c) from api_key_credentials c where key_id = ${key.id})::text
      || (select to_jsonb(k) from api_keys k where id = ${key.id})::text as row,
      (select token_hash from api_key_credentials where key_id = ${key.id}) as hash`.execute(db);
    expect(stored.rows[0]!.row).not.toContain(key.secret.slice(21));
    expect(stored.rows[0]!.hash.equals(createHash('sha256').update(key.secret).digest())).toBe(true);
  });

  it('a key without edit_punches cannot add a punch; one with it can', async () => {
    const without = await made(['edit_employees']);
    const refused = await withKey(without.secret, 'POST', `/orgs/${org}/punches`, punch);
    expect(refused.statusCode, refused.body).toBe(403);
    const withIt = await made(['edit_punches']);
    const added = await withKey(withIt.secret, 'POST', `/orgs/${org}/punches`, punch);
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses a revoked key at its next call, and records last use', async () => {
    const key = await made(['edit_employees']);
    expect((await withKey(key.secret, 'GET', `/orgs/${org}/employees`)).statusCode).toBe(200);
    const used = (await call('owner', 'GET', `/orgs/${org}/api-keys`)).json<{ results: Key[] }>().results.find((k) => k.id === key.id)!;
    expect(used.lastUsedAt).not.toBeNull();
    const revoked = await revoke(key.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ result: Key }>().result.revokedAt).not.toBeNull();
    const after = await withKey(key.secret, 'GET', `/orgs/${org}/employees`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ detail: API_KEY_REVOKED });
  });

  it("cannot reach another organization's data, nor identity-only and key routes", async () => {
    const key = await made([...PERMISSIONS]);
    expect((await withKey(key.secret, 'GET', `/orgs/${other}/employees`)).statusCode).toBe(403);
    const profile = await withKey(key.secret, 'GET', '/user-profile');
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ detail: API_KEY_NOT_HERE });
    expect((await withKey(key.secret, 'GET', '/manage/orgs')).statusCode).toBe(401);
    expect((await withKey(key.secret, 'GET', '/sudo/orgs')).statusCode).toBe(401);
    expect((await withKey(key.secret, 'POST', `/orgs/${org}/delegate-tokens`, { orgUserId: w.orgUserIds.clerk })).statusCode).toBe(401);
    expect(
      (await withKey(key.secret, 'POST', `/orgs/${org}/api-keys`, { name: 'Child', permissions: ['edit_employees'] })).statusCode,
    ).toBe(401);
    const forged = `${key.secret.slice(0, -4)}AAAA`;
    expect((await withKey(forged, 'GET', `/orgs/${org}/employees`)).statusCode).toBe(401);
  });

  it('refuses a permission its creator lacks with a field error, writing nothing', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from api_key_credentials`.execute(db);
    const response = await create({ name: 'Too much', permissions: ['edit_employees', 'edit_punches'] }, 'clerk');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ permissions: [GRANT_OWN_ONLY] });
    const after = await sql<{ n: number }>`select count(*)::int as n from api_key_credentials`.execute(db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('takes from the key a permission its creator loses, and everything when they leave', async () => {
    const key = await made(['edit_punches', 'edit_employees'], {}, 'manager');
    expect((await withKey(key.secret, 'POST', `/orgs/${org}/punches`, punch)).statusCode).toBe(201);
    await sql`update org_users set permissions = array['edit_settings', 'edit_employees'] where id = ${w.orgUserIds.manager}`.execute(db);
    expect((await withKey(key.secret, 'POST', `/orgs/${org}/punches`, punch)).statusCode).toBe(403);
    expect((await withKey(key.secret, 'GET', `/orgs/${org}/employees`)).statusCode).toBe(200);
    // A creator who leaves the organization takes everything from the key.
    await sql`delete from org_users where id = ${w.orgUserIds.manager}`.execute(db);
    expect((await withKey(key.secret, 'GET', `/orgs/${org}/employees`)).statusCode).toBe(403);
  });

  it("hides workers outside the key's label restrictions", async () => {
    const key = await made(['edit_employees'], { allowedDepartmentIds: [refs.deptA] });
    const listed = await withKey(key.secret, 'GET', `/orgs/${org}/employees?limit=100&active=all`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(w.ids(listed)).toContain(inA.id);
    expect(w.ids(listed)).not.toContain(inB.id);
    expect((await withKey(key.secret, 'GET', `/orgs/${org}/employees/${inB.id}`)).statusCode).toBe(404);
    const bad = await create({ name: 'Elsewhere', permissions: ['edit_employees'], allowedDepartmentIds: [999_999] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['allowedDepartmentIds']);
  });

  it('is documented in the OpenAPI document: the bearer scheme takes a key, and the routes are there', async () => {
    const doc = (await app.inject('/api/docs/json')).json<{
      components: { securitySchemes: { bearer: { description: string } } };
      paths: Record<string, unknown>;
    }>();
    expect(doc.components.securitySchemes.bearer.description).toContain('API key (`pl_live_…`)');
    expect(doc.components.securitySchemes.bearer.description).toContain('at most 600 requests a minute');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/orgs/{orgId}/api-keys', '/api/orgs/{orgId}/api-keys/{id}/revoke']),
    );
  });

  it('audits creating and revoking, and needs the api feature', async () => {
    const key = await made(['edit_employees']);
    await revoke(key.id);
    const events = await sql<{ action: string }>`select action from audit_events
      where org_id = ${org} and kind = 'apikey' and record_id = ${key.id} order by id`.execute(db);
    expect(events.rows.map((e) => e.action)).toEqual(['create', 'update']);
    // Revoking again changes nothing; a stale version is a 409 as for any record.
    expect((await revoke(key.id)).statusCode).toBe(200);
    const stale = await call('owner', 'POST', `/orgs/${org}/api-keys/${key.id}/revoke`, { version: key.version });
    expect(stale.statusCode).toBe(409);
    await sql`update organizations set features = array_remove(features, 'api') where id = ${other}`.execute(db);
    const refused = await call('outsider', 'POST', `/orgs/${other}/api-keys`, { name: 'No feature', permissions: ['edit_employees'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This organization does not have the API feature.' });
  });
});
