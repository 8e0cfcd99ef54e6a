import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, signInCookie } from '../../test/test-app';
import { sql } from 'kysely';
import {
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ACCOUNT_ADDRESS,
  INCORRECT_CREDENTIALS,
  MAX_WAIT_SECONDS,
  tooManyAttempts,
  waitSeconds,
} from './sign-in.service';

describe('login service', async () => {
  // As behind a proxy on the same machine: inject's requests come from 127.0.0.1.
  const { app, db } = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await createUser(db, { email: 'ada@example.com', password: 'correct horse battery' });
  /** A sign-in from `address` (the server trusts X-Forwarded-For from its proxy). */
  const login = (email: string, password: string, address = '192.0.2.1') =>
    app.inject({ method: 'POST', url: '/auth/login', headers: { 'x-forwarded-for': address }, payload: { email, password } });

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

  it('throttles an account and address after a few failures, even for the right password, without telling whether the account exists', async () => {
    await createUser(db, { email: 'cy@example.com', password: 'correct horse battery' });
    for (const email of ['cy@example.com', 'nobody-cy@example.com']) {
      for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
        const failed = await login(email, `wrong ${i}`);
        expect(failed.statusCode).toBe(400);
        expect(json(failed)).toEqual({ nonFieldErrors: [INCORRECT_CREDENTIALS] });
      }
      const response = await login(email, 'correct horse battery');
      expect(response.statusCode).toBe(429);
      expect(json(response)).toEqual({ detail: tooManyAttempts(1) });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('takes the address from X-Forwarded-For only from a trusted proxy: a client cannot choose its own', async () => {
    const direct = await createTestApp(); // TRUST_PROXY unset
    await createUser(direct.db, { email: 'dee@example.com', password: 'correct horse battery' });
    const from = (address: string, password: string) =>
      direct.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': address },
        payload: { email: 'dee@example.com', password },
      });
    for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_ADDRESS; i++) expect((await from(`198.51.100.${i}`, 'wrong')).statusCode).toBe(400);
    const claimed = await from('203.0.113.9', 'correct horse battery');
    expect(claimed.statusCode).toBe(429);
    const rows = await direct.db.selectFrom('sign_in_attempts').select('address').distinct().execute();
    expect(rows.map((r) => r.address)).toEqual(['127.0.0.1']);
  });

  describe('sign-in throttling (OWASP: growing delays per account and address)', () => {
    const ago = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
    /** Failed attempts written as if made `secondsAgo` (the latest) from `address`. */
    const failures = async (email: string, address: string, count: number, secondsAgo = 0) =>
      db
        .insertInto('sign_in_attempts')
        .values(
          Array.from({ length: count }, (_, i) => ({ email, address, succeeded: false, created_at: ago(secondsAgo + count - 1 - i) })),
        )
        .execute();

    it('never blocks another account from the same address, nor the account from another address', async () => {
      await createUser(db, { email: 'dee@example.com' });
      await createUser(db, { email: 'eve@example.com' });
      await failures('dee@example.com', '10.0.0.1', 15); // capped, yet under the bar for all addresses
      const blocked = await login('dee@example.com', 'correct horse battery', '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked)).toEqual({ detail: tooManyAttempts(MAX_WAIT_SECONDS) });
      expect(tooManyAttempts(MAX_WAIT_SECONDS)).toBe('Too many failed sign-in attempts. Wait 15 minutes and try again.');
      expect((await login('eve@example.com', 'correct horse battery', '10.0.0.1')).statusCode).toBe(200);
      expect((await login('dee@example.com', 'correct horse battery', '10.0.0.2')).statusCode).toBe(200);
    });

    it('doubles the wait with each failure past the free ones, and lets the caller in once it has passed', async () => {
      expect([3, 4, 5, 6, 7, 16, 30].map((n) => waitSeconds(n, FREE_FAILURES_PER_ACCOUNT_ADDRESS))).toEqual([0, 1, 2, 4, 8, 900, 900]);
      await createUser(db, { email: 'fay@example.com' });
      await failures('fay@example.com', '10.0.1.1', 6, 1); // a 4 s wait, 1 s of it gone
      const waiting = await login('fay@example.com', 'correct horse battery', '10.0.1.1');
      expect(json(waiting)).toEqual({ detail: tooManyAttempts(3) });
      await createUser(db, { email: 'gus@example.com' });
      await failures('gus@example.com', '10.0.1.1', 6, 10); // the 4 s wait is over
      expect((await login('gus@example.com', 'correct horse battery', '10.0.1.1')).statusCode).toBe(200);
    });

    it('forgets the failures of an account and address once it signs in there', async () => {
      await createUser(db, { email: 'hal@example.com' });
      await createUser(db, { email: 'ida@example.com' });
      for (const email of ['hal@example.com', 'ida@example.com']) await failures(email, '10.0.2.1', 3, 10);
      await db
        .insertInto('sign_in_attempts')
        .values({ email: 'hal@example.com', address: '10.0.2.1', succeeded: true, created_at: ago(5) })
        .execute();
      for (const email of ['hal@example.com', 'ida@example.com']) await failures(email, '10.0.2.1', 3, 1);
      expect((await login('hal@example.com', 'correct horse battery', '10.0.2.1')).statusCode).toBe(200);
      expect((await login('ida@example.com', 'correct horse battery', '10.0.2.1')).statusCode).toBe(429);
    });

    it('makes the account wait from every address past a higher bar of failures from all addresses', async () => {
      await createUser(db, { email: 'jo@example.com' });
      await createUser(db, { email: 'kit@example.com' });
      for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) await failures('jo@example.com', `10.0.3.${i}`, 1);
      for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT + 5; i++) await failures('kit@example.com', `10.0.3.${i}`, 1);
      expect((await login('jo@example.com', 'correct horse battery', '10.0.4.1')).statusCode).toBe(200);
      const kit = await login('kit@example.com', 'correct horse battery', '10.0.4.1');
      expect(kit.statusCode).toBe(429);
      expect(json(kit)).toEqual({ detail: tooManyAttempts(16) });
    });
  });
});
