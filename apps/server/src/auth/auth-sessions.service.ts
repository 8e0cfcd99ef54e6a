import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'pl_session';
export const SESSION_DAYS = 14;

// Only a hash of the cookie is stored, so a copy of the database cannot sign anyone in.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createAuthSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('auth_sessions')
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return token;
}

/** The user signed in by this cookie value, or null when it is unknown or expired. */
export async function findSessionUserId(db: Db, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('auth_sessions')
    .select('user_id')
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
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
