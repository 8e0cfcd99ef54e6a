import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, signInCookie } from '../../test/test-app';
import { INCORRECT_CREDENTIALS, MAX_FAILURES_PER_ACCOUNT, TOO_MANY_ATTEMPTS } from './sign-in.service';

describe('login service', async () => {
  const { app, db } = await createTestApp();
  await createUser(db, { email: 'ada@example.com', password: 'correct horse battery' });

  it('signs in with email (any case) and password, setting an http-only session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'ADA@example.com', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'pl_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const payload of [
      { email: 'ada@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: 'wrong' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ nonFieldErrors: [INCORRECT_CREDENTIALS] });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('names missing fields with the spec required message', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ email: ['Email is a required field.'], password: ['Password is a required field.'] });
  });

  it('turns a session into an identity token, and refuses without one using an auth/ code', async () => {
    const cookie = await signInCookie(app, 'ada@example.com');
    const ok = await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const refused = await app.inject({ method: 'POST', url: '/auth/createTokenForSession' });
    expect(refused.statusCode).toBe(401);
    expect(json(refused).code).toMatch(/^auth\//);
  });

  it('logout ends the session and leads to the sign-in page', async () => {
    const cookie = await signInCookie(app, 'ada@example.com');
    const logout = await app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/sign-in');
    const after = await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('changes the password after checking the current one', async () => {
    await createUser(db, { email: 'bea@example.com', password: 'first password 1' });
    const cookie = await signInCookie(app, 'bea@example.com', 'first password 1');
    const { token } = json<{ token: string }>(
      await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } }),
    );
    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'nope', newPassword: 'second password 2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ currentPassword: ['is not correct.'] });
    const short = await app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'first password 1', newPassword: 'short' },
    });
    expect(json(short)).toEqual({ newPassword: ['at least 10 characters.'] });
    const ok = await app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'first password 1', newPassword: 'second password 2' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(signInCookie(app, 'bea@example.com', 'first password 1')).rejects.toThrow(/400/);
    await expect(signInCookie(app, 'bea@example.com', 'second password 2')).resolves.toMatch(/^pl_session=/);
  });

  it('throttles an account after repeated failures, even for the right password', async () => {
    await createUser(db, { email: 'cy@example.com', password: 'correct horse battery' });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'cy@example.com', password: `wrong ${i}` } });
    }
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'cy@example.com', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(429);
    expect(json(response)).toEqual({ detail: TOO_MANY_ATTEMPTS });
  });
});
