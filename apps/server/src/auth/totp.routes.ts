import { sql } from 'kysely';
import { signInStepSchema, totpCodeBodySchema, totpEnrollmentSchema, totpStatusSchema } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { consoleNameFor } from '../identity/users';
import { matchTotp, newTotpSecret, otpauthUri, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../identity/totp';
import { deleteAuthSession, deleteOtherAuthSessions, findAuthSession, SESSION_COOKIE } from './auth-sessions.service';
import { requireIdentity } from './identity';

export const WRONG_CODE = { code: ['is not correct.'] };
/** Wrong codes a pending sign-in may try before it is thrown away (back to the password). */
export const MAX_TOTP_FAILURES = 5;
const tags = ['auth'];

/** Two-factor authentication with an authenticator app (prefix /auth); see docs/identity.md. */
export async function totpRoutes(app: App, { db, secrets, clock }: AppContext): Promise<void> {
  const totpRow = (userId: number) => db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();

  app.get('/totp', { schema: { tags, response: { 200: totpStatusSchema } } }, async (request) => {
    const row = await totpRow(requireIdentity(request, secrets.tokens, { personal: true }).userId);
    return { result: { totpEnabled: !!row?.confirmed_at } };
  });

  app.post('/totp/enroll', { schema: { tags, response: { 200: totpEnrollmentSchema } } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens, { personal: true });
    if ((await totpRow(userId))?.confirmed_at) throw ApiError.conflict('Two-factor authentication is already on for your account.');
    const user = await db.selectFrom('users').select(['email', 'distributor_id']).where('id', '=', userId).executeTakeFirstOrThrow();
    const secret = newTotpSecret();
    // A new enrolment replaces one never confirmed (a lost QR code, say).
    await db
      .insertInto('user_totp')
      .values({ user_id: userId, secret, confirmed_at: null, last_step: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, last_step: null, created_at: sql<Date>`now()` }))
      .execute();
    const uri = otpauthUri(secret, user.email, await consoleNameFor(db, user.distributor_id));
    return { result: { secret, otpauthUri: uri, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const };
  });

  app.post('/totp/confirm', { schema: { tags, body: totpCodeBodySchema, response: { 200: totpStatusSchema } } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens, { personal: true });
    const row = await totpRow(userId);
    if (!row || row.confirmed_at) throw ApiError.badRequest('Start the enrolment first (POST /auth/totp/enroll).');
    const step = matchTotp(row.secret, request.body.code, row.last_step, clock.now());
    if (step === null) throw ApiError.fields(WRONG_CODE);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_totp')
        .set({ confirmed_at: sql<Date>`now()`, last_step: step })
        .where('user_id', '=', userId)
        .execute();
      // Sessions opened with the password alone end, so every live session has passed TOTP.
      await deleteOtherAuthSessions(trx, userId, request.cookies[SESSION_COOKIE]);
    });
    return { result: { totpEnabled: true } };
  });

  app.post('/totp/disable', { schema: { tags, body: totpCodeBodySchema, response: { 200: totpStatusSchema } } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens, { personal: true });
    const row = await totpRow(userId);
    if (!row?.confirmed_at) return { result: { totpEnabled: false } };
    if (matchTotp(row.secret, request.body.code, row.last_step, clock.now()) === null) throw ApiError.fields(WRONG_CODE);
    await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
    return { result: { totpEnabled: false } };
  });

  // The second step of signing in: the session cookie from /auth/login plus a code.
  app.post('/totp/verify', { schema: { tags, body: totpCodeBodySchema, response: { 200: signInStepSchema } } }, async (request) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = await findAuthSession(db, cookie, clock.now());
    if (!session) throw ApiError.unauthorized('You are not signed in. Sign in to continue.', 'auth/no-session');
    const row = await totpRow(session.userId);
    if (!session.totpPending || !row?.confirmed_at) return { result: { userId: session.userId, totpRequired: false } };
    const step = matchTotp(row.secret, request.body.code, row.last_step, clock.now());
    if (step === null) {
      if (session.totpFailures + 1 >= MAX_TOTP_FAILURES) {
        await deleteAuthSession(db, cookie);
        throw ApiError.unauthorized('Too many wrong codes. Sign in again.', 'auth/totp-failed');
      }
      await db
        .updateTable('auth_sessions')
        .set({ totp_failures: session.totpFailures + 1 })
        .where('id', '=', session.id)
        .execute();
      throw ApiError.fields(WRONG_CODE);
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('auth_sessions').set({ totp_pending: false }).where('id', '=', session.id).execute();
      await trx.updateTable('user_totp').set({ last_step: step }).where('user_id', '=', session.userId).execute();
    });
    return { result: { userId: session.userId, totpRequired: false } };
  });
}
