import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'pl_session';
export const SESSION_DAYS = 14;

// Only a hash of the cookie is stored, so a copy of the database cannot sign anyone in.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new session opened at `now` (ms); with totpPending it cannot make tokens until the TOTP step passes. */
export async function createAuthSession(db: Db, userId: number, now: number, totpPending = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('auth_sessions')
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt, totp_pending: totpPending })
    .execute();
  return token;
}

export type AuthSession = { id: string; userId: number; totpPending: boolean; totpFailures: number };

/** The session of this cookie value live at `now` (ms), whether or not its TOTP step is done. */
export async function findAuthSession(db: Db, token: string | undefined, now: number): Promise<AuthSession | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('auth_sessions')
    .select(['id', 'user_id', 'totp_pending', 'totp_failures'])
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, totpPending: row.totp_pending, totpFailures: row.totp_failures } : null;
}

/** The user fully signed in by this cookie value (TOTP step done), or null. */
export async function findSessionUserId(db: Db, token: string | undefined, now: number): Promise<number | null> {
  const session = await findAuthSession(db, token, now);
  return session && !session.totpPending ? session.userId : null;
}

export async function deleteAuthSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('auth_sessions').where('id', '=', hashToken(token)).execute();
}

/** Ends every session of a user but the one given (after a password change, say). */
export async function deleteOtherAuthSessions(db: Db, userId: number, keepToken: string | undefined): Promise<void> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('id', '!=', hashToken(keepToken));
  await query.execute();
}
