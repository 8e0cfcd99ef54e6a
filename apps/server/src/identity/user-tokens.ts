import { sql } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export type UserTokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_TTL_MINUTES: Record<UserTokenPurpose, number> = { 'verify-email': 48 * 60, 'reset-password': 60 };
/** Mails of one purpose a user can ask for per window; more are dropped (forgot) or refused. */
export const MAX_MAILS_PER_WINDOW = 3;
export const MAIL_WINDOW_MINUTES = 15;
export const INVALID_LINK = 'This link is invalid, already used or expired. Ask for a new one.';

// Only a hash is stored, so a copy of the database cannot verify or reset anyone.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use token for the mailed link, made at `now` (ms); the raw value is only ever in the mail. */
export async function createUserToken(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
  now: number,
  ttlMinutes = TOKEN_TTL_MINUTES[purpose],
) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      created_at: new Date(now),
      expires_at: new Date(now + ttlMinutes * 60_000),
    })
    .execute();
  return token;
}

/** Marks a valid token used and returns its user, or null; one statement, so two concurrent
 *  uses of the same link cannot both succeed. */
export async function consumeUserToken(db: Db, token: string, purpose: UserTokenPurpose, now: number): Promise<number | null> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether the user may be sent another mail of this purpose at `now` (ms). */
export async function mayMailAgain(db: Db, userId: number, purpose: UserTokenPurpose, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now - MAIL_WINDOW_MINUTES * 60_000))
    .executeTakeFirstOrThrow();
  return Number(row.count) < MAX_MAILS_PER_WINDOW;
}
