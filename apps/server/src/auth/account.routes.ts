import {
  forgotPasswordBodySchema,
  okResultSchema,
  resetPasswordBodySchema,
  signInStepSchema,
  signUpBodySchema,
  verifyEmailBodySchema,
} from '@punchline/contracts';
import { sql } from 'kysely';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { sendResetMail, sendVerificationMail } from '../identity/account-mails';
import { consumeUserToken, INVALID_LINK, mayMailAgain, MAIL_WINDOW_MINUTES } from '../identity/user-tokens';
import { EMAIL_TAKEN, findUserByEmail, isUniqueViolation } from '../identity/users';
import { createAuthSession } from './auth-sessions.service';
import { requireIdentity } from './identity';
import { hashPassword } from './passwords';
import { setSessionCookie } from './session-cookie';

const ok = { result: { ok: true as const } };
const tags = ['auth'];

/** Self sign-up, email verification and password reset (prefix /auth). */
export async function accountRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, config, secrets } = ctx;
  const { mailer } = ctx;

  app.post('/sign-up', { schema: { tags, body: signUpBodySchema, response: { 200: signInStepSchema } } }, async (request, reply) => {
    const { name, email, password } = request.body;
    if (await findUserByEmail(db, email)) throw ApiError.fields({ email: [EMAIL_TAKEN] });
    const passwordHash = await hashPassword(password);
    const userId = await db
      .transaction()
      .execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({ name, email, password_hash: passwordHash, email_verified: false })
          .returning(['id', 'name', 'email', 'distributor_id'])
          .executeTakeFirstOrThrow();
        await sendVerificationMail(trx, mailer, user, ctx.clock.now());
        return user.id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? ApiError.fields({ email: [EMAIL_TAKEN] }) : error;
      });
    // Signed in at once: the console holds an unverified user on the 'Email not verified' screen.
    setSessionCookie(reply, config, await createAuthSession(db, userId, ctx.clock.now()));
    return { result: { userId, totpRequired: false } };
  });

  app.post('/verify-email', { schema: { tags, body: verifyEmailBodySchema, response: { 200: okResultSchema } } }, async (request) => {
    await db.transaction().execute(async (trx) => {
      const userId = await consumeUserToken(trx, request.body.token, 'verify-email', ctx.clock.now());
      if (userId === null) throw ApiError.badRequest(INVALID_LINK);
      await trx.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
    });
    return ok;
  });

  app.post('/resend-verification', { schema: { tags, response: { 200: okResultSchema } } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens, { personal: true });
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'email_verified', 'distributor_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.email_verified) throw ApiError.badRequest('Your email address is already verified.');
    if (!(await mayMailAgain(db, userId, 'verify-email', ctx.clock.now()))) {
      throw ApiError.tooManyRequests(`Several mails were sent already. Wait ${MAIL_WINDOW_MINUTES} minutes and try again.`);
    }
    await db.transaction().execute((trx) => sendVerificationMail(trx, mailer, user, ctx.clock.now()));
    return ok;
  });

  // The same answer at the same moment for every email, so neither the answer nor its timing tells
  // which emails have accounts: the lookup and the mail happen once the answer is sent.
  app.post(
    '/forgot-password',
    {
      schema: { tags, body: forgotPasswordBodySchema, response: { 200: okResultSchema } },
      onResponse: async (request) => {
        const user = await findUserByEmail(db, request.body.email);
        if (user && (await mayMailAgain(db, user.id, 'reset-password', ctx.clock.now()))) {
          await db.transaction().execute((trx) => sendResetMail(trx, mailer, user, ctx.clock.now()));
        }
      },
    },
    async () => ok,
  );

  app.post('/reset-password', { schema: { tags, body: resetPasswordBodySchema, response: { 200: okResultSchema } } }, async (request) => {
    const passwordHash = await hashPassword(request.body.newPassword);
    await db.transaction().execute(async (trx) => {
      const userId = await consumeUserToken(trx, request.body.token, 'reset-password', ctx.clock.now());
      if (userId === null) throw ApiError.badRequest(INVALID_LINK);
      // The mailed link proves the address, so it counts as verified too.
      const user = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, email_verified: true })
        .where('id', '=', userId)
        .returning('email')
        .executeTakeFirstOrThrow();
      // Whoever knew the old password is signed out everywhere; the lock-out is lifted.
      await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
      await trx
        .deleteFrom('sign_in_attempts')
        .where(sql`lower(email)`, '=', user.email.toLowerCase())
        .where('succeeded', '=', false)
        .execute();
    });
    return ok;
  });
}
