import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, signInCookie, signInToken } from '../../test/test-app';
import { lastMailTo, linkToken, mailsTo } from '../../test/kits/identity-testing';
import { INVALID_LINK, MAX_MAILS_PER_WINDOW } from '../identity/user-tokens';
import { EMAIL_TAKEN } from '../identity/users';

describe('sign-up, email verification and password reset', async () => {
  const { app, db } = await createTestApp({ PUBLIC_URL: 'https://console.example/' });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('signs up an unverified user, signs them in, and mails a single-use verification link', async () => {
    const response = await post('/auth/sign-up', { name: 'Nia New', email: 'Nia@Example.com', password: 'long enough pw' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ result: { totpRequired: false } });
    const cookie = response.cookies.find((c) => c.name === 'pl_session');
    expect(cookie?.httpOnly).toBe(true);
    const tokenResponse = await app.inject({
      method: 'POST',
      url: '/auth/createTokenForSession',
      headers: { cookie: `pl_session=${cookie!.value}` },
    });
    const identity = json<{ token: string }>(tokenResponse).token;
    const before = json(await app.inject({ url: '/api/user-profile', headers: bearer(identity) }));
    expect(before).toMatchObject({ userName: 'Nia New', emailVerified: false });

    const mail = await lastMailTo(db, 'Nia@Example.com');
    expect(mail.text_body).toContain('https://console.example/verify-email?token=');
    const token = linkToken(mail.text_body, '/verify-email');
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(200);
    const after = json(await app.inject({ url: '/api/user-profile', headers: bearer(identity) }));
    expect(after).toMatchObject({ emailVerified: true });
    const again = await post('/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ detail: INVALID_LINK });
  });

  it('refuses a taken email (any case), a weak password and a bad email, creating nothing', async () => {
    await createUser(db, { email: 'taken@example.com' });
    const taken = await post('/auth/sign-up', { name: 'X', email: 'TAKEN@example.com', password: 'long enough pw' });
    expect(json(taken)).toEqual({ email: [EMAIL_TAKEN] });
    const bad = await post('/auth/sign-up', { name: '', email: 'not-an-email', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      name: ['Name is a required field.'],
      email: ['must be a valid email address.'],
      password: ['at least 10 characters.'],
    });
    expect(await mailsTo(db, 'not-an-email')).toHaveLength(0);
    const users = await db.selectFrom('users').select('id').where('email', '=', 'not-an-email').execute();
    expect(users).toHaveLength(0);
  });

  it('refuses a forged verification token', async () => {
    const response = await post('/auth/verify-email', { token: 'forged-token-value' });
    expect(response.statusCode).toBe(400);
  });

  it('resends verification to an unverified user, throttled, and refuses a verified one', async () => {
    await createUser(db, { email: 'late@example.com', emailVerified: false });
    const token = await signInToken(app, 'late@example.com');
    const mailsBefore = (await mailsTo(db, 'late@example.com')).length;
    for (let i = 0; i < MAX_MAILS_PER_WINDOW; i++) {
      expect((await post('/auth/resend-verification', {}, bearer(token))).statusCode).toBe(200);
    }
    expect((await mailsTo(db, 'late@example.com')).length).toBe(mailsBefore + MAX_MAILS_PER_WINDOW);
    expect((await post('/auth/resend-verification', {}, bearer(token))).statusCode).toBe(429);
    await createUser(db, { email: 'done@example.com' });
    const verified = await post('/auth/resend-verification', {}, bearer(await signInToken(app, 'done@example.com')));
    expect(verified.statusCode).toBe(400);
    expect((await post('/auth/resend-verification', {})).statusCode).toBe(401);
  });

  it('answers forgot-password the same for known and unknown emails, mailing only the known', async () => {
    await createUser(db, { email: 'forgetful@example.com' });
    const unknown = await post('/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await post('/auth/forgot-password', { email: 'forgetful@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The mail is written after the answer; the unknown email's lookup, started first, is done by then.
    expect((await lastMailTo(db, 'forgetful@example.com')).text_body).toContain('/reset-password?token=');
    expect(await mailsTo(db, 'ghost@example.com')).toHaveLength(0);
  });

  it('resets the password once per link, ends every session and verifies the email', async () => {
    await createUser(db, { email: 'reset@example.com', emailVerified: false });
    const cookie = await signInCookie(app, 'reset@example.com');
    await post('/auth/forgot-password', { email: 'reset@example.com' });
    const token = linkToken((await lastMailTo(db, 'reset@example.com')).text_body, '/reset-password');
    const weak = await post('/auth/reset-password', { token, newPassword: 'short' });
    expect(json(weak)).toEqual({ newPassword: ['at least 10 characters.'] });
    const ok = await post('/auth/reset-password', { token, newPassword: 'brand new password' });
    expect(ok.statusCode).toBe(200);
    const session = await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } });
    expect(session.statusCode).toBe(401);
    await expect(signInCookie(app, 'reset@example.com')).rejects.toThrow(/400/);
    const identity = await signInToken(app, 'reset@example.com', 'brand new password');
    expect(json(await app.inject({ url: '/api/user-profile', headers: bearer(identity) }))).toMatchObject({ emailVerified: true });
    const reused = await post('/auth/reset-password', { token, newPassword: 'another new password' });
    expect(json(reused)).toEqual({ detail: INVALID_LINK });
  });

  it('refuses an expired reset link', async () => {
    const userId = await createUser(db, { email: 'slow@example.com' });
    await post('/auth/forgot-password', { email: 'slow@example.com' });
    const token = linkToken((await lastMailTo(db, 'slow@example.com')).text_body, '/reset-password');
    await db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await post('/auth/reset-password', { token, newPassword: 'brand new password' })).statusCode).toBe(400);
  });

  it('updates the profile fields and validates them', async () => {
    await createUser(db, { email: 'prof@example.com' });
    const token = await signInToken(app, 'prof@example.com');
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/user-profile', payload, headers: bearer(token) });
    const ok = await put({ name: 'Pro File', countryCode: 'ca', userNotificationsEnabled: false });
    expect(json(ok)).toMatchObject({ userName: 'Pro File', countryCode: 'CA', userNotificationsEnabled: false });
    const bad = await put({ countryCode: 'Canada', name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad)).sort()).toEqual(['countryCode', 'name']);
    expect(json(await app.inject({ url: '/api/user-profile', headers: bearer(token) }))).toMatchObject({ userName: 'Pro File' });
  });
});
