import cookie from '@fastify/cookie';
import {
  changePasswordAnswerSchema,
  changePasswordBodySchema,
  logoutQuerySchema,
  sessionTokenSchema,
  signInBodySchema,
  signInStepSchema,
} from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { accountRoutes } from './account.routes';
import { createAuthSession, deleteAuthSession, deleteOtherAuthSessions, findAuthSession, SESSION_COOKIE } from './auth-sessions.service';
import { issueIdentityToken, requireIdentity } from './identity';
import { hashPassword, verifyPassword } from './passwords';
import { sessionCookieOptions, setSessionCookie } from './session-cookie';
import { signIn } from './sign-in.service';
import { totpRoutes } from './totp.routes';

const NOT_SIGNED_IN = 'You are not signed in. Sign in to continue.';
export const TOTP_STEP_PENDING = 'Enter the code from your authenticator app to finish signing in.';

/** The login service (prefix /auth): cookie sessions, identity tokens, logout, password change,
 *  plus sign-up, verification, reset (account.routes) and two-factor (totp.routes). */
export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, config, secrets } = ctx;
  // Only the login service reads or sets the session cookie (the API authenticates by bearer
  // token), so only its routes pay for cookie parsing and the cookie onSend hook.
  await app.register(cookie);

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: signInBodySchema, response: { 200: signInStepSchema } } },
    async (request, reply) => {
      const userId = await signIn(db, request.body.email, request.body.password, request.ip);
      const totp = await db.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst();
      const totpRequired = !!totp?.confirmed_at;
      setSessionCookie(reply, config, await createAuthSession(db, userId, ctx.clock.now(), totpRequired));
      return { result: { userId, totpRequired } };
    },
  );

  app.post('/createTokenForSession', { schema: { tags: ['auth'], response: { 200: sessionTokenSchema } } }, async (request) => {
    const session = await findAuthSession(db, request.cookies[SESSION_COOKIE], ctx.clock.now());
    if (!session) throw ApiError.unauthorized(NOT_SIGNED_IN, 'auth/no-session');
    if (session.totpPending) throw ApiError.unauthorized(TOTP_STEP_PENDING, 'auth/totp-required');
    return issueIdentityToken(secrets.tokens, session.userId);
  });

  // The console's Logout leads here (a plain navigation), so it ends on the sign-in page.
  app.get('/logout', { schema: { tags: ['auth'], querystring: logoutQuerySchema } }, async (request, reply) => {
    await deleteAuthSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
    return reply.redirect('/sign-in');
  });

  app.post(
    '/change-password',
    { schema: { tags: ['auth'], body: changePasswordBodySchema, response: { 200: changePasswordAnswerSchema } } },
    async (request) => {
      const { userId } = requireIdentity(request, secrets.tokens, { personal: true });
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
    },
  );

  await accountRoutes(app, ctx);
  await totpRoutes(app, ctx);
}
