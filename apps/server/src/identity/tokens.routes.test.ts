import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { NO_ORG_PERMISSION } from '../orgs/org-access';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('org-access and safe-only tokens', async () => {
  const { app, db } = await createTestApp();
  const orgA = await createOrg(db, 'Alpha');
  const orgB = await createOrg(db, 'Beta');
  const ann = await createUser(db, { email: 'ann@example.com' });
  const annInA = await addMember(db, orgA, ann, ['edit_employees', 'view_reports']);
  await addMember(db, orgB, ann, ['view_reports']);
  const identity = await signInToken(app, 'ann@example.com');
  const orgAccess = async (orgId: number | string, token = identity) =>
    app.inject({ method: 'POST', url: `/api/create-org-access-token?orgId=${orgId}`, payload: { token } });

  it('issues a short-lived org-access JWT carrying org, org user and permissions', async () => {
    const response = await orgAccess(orgA);
    expect(response.statusCode).toBe(200);
    const { jwt, expiresAt } = json<{ jwt: string; expiresAt: number }>(response);
    const claims = claimsOf(jwt);
    expect(claims).toMatchObject({ sub: String(ann), typ: 'org-access', org: orgA, ou: annInA, perms: ['edit_employees', 'view_reports'] });
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it('admits the org-access token as Bearer in its own organization only', async () => {
    const { jwt } = json<{ jwt: string }>(await orgAccess(orgA));
    expect((await app.inject({ url: `/api/orgs/${orgA}/session`, headers: bearer(jwt) })).statusCode).toBe(200);
    const other = await app.inject({ url: `/api/orgs/${orgB}/session`, headers: bearer(jwt) });
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ detail: NO_ORG_PERMISSION });
    const list = json<{ results: { id: number }[] }>(await app.inject({ url: '/api/manage/orgs', headers: bearer(jwt) }));
    expect(list.results.map((o) => o.id)).toEqual([orgA]);
  });

  it('refuses a bad body token with an auth/ code, a missing orgId with the spec message, and a foreign org with 403', async () => {
    const bad = await orgAccess(orgA, 'x.y.z');
    expect(bad.statusCode).toBe(401);
    expect(json(bad).code).toBe('auth/invalid-token');
    const missing = await app.inject({ method: 'POST', url: '/api/create-org-access-token', payload: { token: identity } });
    expect(json(missing)).toEqual({ orgId: ['Can not make request without organization ID'] });
    const stranger = await createOrg(db, 'Gamma');
    expect((await orgAccess(stranger)).statusCode).toBe(403);
    // An org-access token is not an identity token: it cannot mint another.
    const { jwt } = json<{ jwt: string }>(await orgAccess(orgA));
    expect((await orgAccess(orgA, jwt)).statusCode).toBe(401);
  });

  it('issues a safe-only token that reads but never writes', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/create-safe-only-jwt?orgId=${orgA}`, headers: bearer(identity) });
    const { token } = json<{ token: string }>(response);
    expect(claimsOf(token)).toMatchObject({ typ: 'safe-only', org: orgA });
    expect((await app.inject({ url: `/api/orgs/${orgA}/session`, headers: bearer(token) })).statusCode).toBe(200);
    const write = await app.inject({
      method: 'PUT',
      url: `/api/orgs/${orgA}/settings`,
      payload: { punchCodeMode: 'disabled' },
      headers: bearer(token),
    });
    expect(write.statusCode).toBe(401);
    expect(json(write).code).toBe('auth/safe-only-token');
    expect((await app.inject({ method: 'POST', url: '/api/create-safe-only-jwt' })).statusCode).toBe(401);
  });

  it('gives a sudo user an org-access token with every permission and no org user', async () => {
    await createUser(db, { email: 'sue@example.com', sudoType: 'super' });
    const { jwt } = json<{ jwt: string }>(await orgAccess(orgB, await signInToken(app, 'sue@example.com')));
    expect(claimsOf(jwt)).toMatchObject({ org: orgB, ou: null, perms: [...PERMISSIONS] });
  });
});
