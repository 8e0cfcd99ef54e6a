import { AUTH_REQUIREMENT_NOT_MET_DETAIL } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInCookie, signInToken } from '../../test/test-app';
import { codeFor, freshCode } from '../../test/kits/identity-testing';
import { ENROL_FIRST } from '../orgs/org-settings.routes';
import { MAX_TOTP_FAILURES } from './totp.routes';

describe('two-factor authentication and the organization login requirement', async () => {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Secure Co');
  const owner = await createUser(db, { email: 'owner@example.com' });
  await addMember(db, org, owner, ['edit_org_users', 'view_reports']);
  const member = await createUser(db, { email: 'member@example.com' });
  await addMember(db, org, member, ['view_reports']);
  const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
  const enrol = async (token: string) => {
    const { result } = json<{ result: { secret: string; otpauthUri: string } }>(await post('/auth/totp/enroll', {}, bearer(token)));
    return result;
  };

  it('enrols: a secret and otpauth URI, active only after a correct code', async () => {
    const token = await signInToken(app, 'owner@example.com');
    const { secret, otpauthUri } = await enrol(token);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('owner%40example.com');
    const wrong = await post('/auth/totp/confirm', { code: '000000' }, bearer(token));
    expect(json(wrong)).toEqual({ code: ['is not correct.'] });
    expect(json(await app.inject({ url: '/auth/totp', headers: bearer(token) }))).toEqual({ result: { totpEnabled: false } });
    expect((await post('/auth/totp/confirm', { code: codeFor(secret) }, bearer(token))).statusCode).toBe(200);
    expect(json(await app.inject({ url: '/auth/totp', headers: bearer(token) }))).toEqual({ result: { totpEnabled: true } });
    expect((await post('/auth/totp/enroll', {}, bearer(token))).statusCode).toBe(409);
  });

  it('asks a TOTP user for the code as a second sign-in step before any token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'owner@example.com', password: 'correct horse battery' },
    });
    expect(json(login)).toEqual({ result: { userId: owner, totpRequired: true } });
    const cookie = `pl_session=${login.cookies.find((c) => c.name === 'pl_session')!.value}`;
    const early = await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } });
    expect(early.statusCode).toBe(401);
    expect(json(early).code).toBe('auth/totp-required');
    expect(json(await post('/auth/totp/verify', { code: '123456' }, { cookie }))).toEqual({ code: ['is not correct.'] });
    const { secret } = await db.selectFrom('user_totp').select('secret').where('user_id', '=', owner).executeTakeFirstOrThrow();
    // The step used at confirmation cannot be replayed; the next one works.
    const ok = await post('/auth/totp/verify', { code: codeFor(secret, 1) }, { cookie });
    expect(json(ok)).toEqual({ result: { userId: owner, totpRequired: false } });
    expect((await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } })).statusCode).toBe(200);
  });

  it('throws a pending sign-in away after too many wrong codes', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'owner@example.com', password: 'correct horse battery' },
    });
    const cookie = `pl_session=${login.cookies.find((c) => c.name === 'pl_session')!.value}`;
    let last = await post('/auth/totp/verify', { code: '000001' }, { cookie });
    for (let i = 1; i < MAX_TOTP_FAILURES; i++) last = await post('/auth/totp/verify', { code: '000001' }, { cookie });
    expect(last.statusCode).toBe(401);
    expect(json(last).code).toBe('auth/totp-failed');
  });

  it('lets an edit_org_users admin require two-factor only once they use it themselves', async () => {
    const memberToken = await signInToken(app, 'member@example.com');
    const noRight = await app.inject({
      method: 'PUT',
      url: `/api/orgs/${org}/auth-policy`,
      payload: { requireTwoFactor: true },
      headers: bearer(memberToken),
    });
    expect(noRight.statusCode).toBe(403);
    const other = await createUser(db, { email: 'admin2@example.com' });
    await addMember(db, org, other, ['edit_org_users']);
    const adminToken = await signInToken(app, 'admin2@example.com');
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/orgs/${org}/auth-policy`,
      payload: { requireTwoFactor: true },
      headers: bearer(adminToken),
    });
    expect(json(refused)).toEqual({ nonFieldErrors: [ENROL_FIRST] });
    const ownerCookie = await signInCookie(app, 'owner@example.com');
    await post('/auth/totp/verify', { code: await freshCode(db, owner) }, { cookie: ownerCookie });
    const ownerToken = json<{ token: string }>(
      await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie: ownerCookie } }),
    ).token;
    const on = await app.inject({
      method: 'PUT',
      url: `/api/orgs/${org}/auth-policy`,
      payload: { requireTwoFactor: true },
      headers: bearer(ownerToken),
    });
    expect(json(on)).toEqual({ result: { requireTwoFactor: true } });
    expect((await app.inject({ url: `/api/orgs/${org}/session`, headers: bearer(ownerToken) })).statusCode).toBe(200);
  });

  it('refuses org data to a user without TOTP with the exact detail, flags the list, and lets them in once enrolled', async () => {
    const token = await signInToken(app, 'member@example.com');
    const refused = await app.inject({ url: `/api/orgs/${org}/session`, headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ detail: AUTH_REQUIREMENT_NOT_MET_DETAIL });
    const tokenRefused = await app.inject({ method: 'POST', url: `/api/create-org-access-token?orgId=${org}`, payload: { token } });
    expect(json(tokenRefused)).toEqual({ detail: AUTH_REQUIREMENT_NOT_MET_DETAIL });
    const list = json<{ results: { id: number; orgUserMeetsAuthRuleRequirements: boolean }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }),
    );
    expect(list.results).toEqual([expect.objectContaining({ id: org, orgUserMeetsAuthRuleRequirements: false })]);
    const { secret } = await enrol(token);
    await post('/auth/totp/confirm', { code: codeFor(secret) }, bearer(token));
    expect((await app.inject({ url: `/api/orgs/${org}/session`, headers: bearer(token) })).statusCode).toBe(200);
    const after = json<{ results: { orgUserMeetsAuthRuleRequirements: boolean }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }),
    );
    expect(after.results[0]!.orgUserMeetsAuthRuleRequirements).toBe(true);
  });

  it('refuses org data to a user whose email is not verified', async () => {
    const open = await createOrg(db, 'Open Co');
    const unverified = await createUser(db, { email: 'unverified@example.com', emailVerified: false });
    await addMember(db, open, unverified, ['view_reports']);
    const token = await signInToken(app, 'unverified@example.com');
    const response = await app.inject({ url: `/api/orgs/${open}/session`, headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(json<{ detail: string }>(response).detail).toMatch(/not been verified/);
  });
});
