import { changePasswordBodySchema, sessionTokenSchema, signInBodySchema, signInResultSchema } from '@punchline/contracts';
import { z } from 'zod';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import {
  createAuthSession,
  deleteAuthSession,
  deleteOtherAuthSessions,
  findSessionUserId,
  SESSION_COOKIE,
  SESSION_DAYS,
} from './auth-sessions.service';
import { issueIdentityToken, requireIdentity } from './identity';
import { hashPassword, verifyPassword } from './passwords';
import { signIn } from './sign-in.service';

const NOT_SIGNED_IN = 'You are not signed in. Sign in to continue.';

/** The login service (prefix /auth): cookie sessions, identity tokens, logout, password change. */
export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, config, secrets } = ctx;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: signInBodySchema, response: { 200: signInResultSchema } } },
    async (request, reply) => {
      const userId = await signIn(db, request.body.email, request.body.password, request.ip);
      const token = await createAuthSession(db, userId);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 86_400 });
      return { result: { userId } };
    },
  );

  app.post('/createTokenForSession', { schema: { tags: ['auth'], response: { 200: sessionTokenSchema } } }, async (request) => {
    const userId = await findSessionUserId(db, request.cookies[SESSION_COOKIE]);
    if (userId === null) throw ApiError.unauthorized(NOT_SIGNED_IN, 'auth/no-session');
    return issueIdentityToken(secrets.tokens, userId);
  });

  // The console's Logout leads here (a plain navigation), so it ends on the sign-in page.
  app.get('/logout', { schema: { tags: ['auth'], querystring: z.object({ next: z.string().optional() }) } }, async (request, reply) => {
    await deleteAuthSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.redirect('/sign-in');
  });

  app.post('/change-password', { schema: { tags: ['auth'], body: changePasswordBodySchema } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens);
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
      throw ApiError.fields({ currentPassword: ['is not correct.'] });
    }
    const passwordHash = await hashPassword(request.body.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await deleteOtherAuthSessions(trx, userId, request.cookies[SESSION_COOKIE]);
    });
    return { result: { userId } };
  });
}
