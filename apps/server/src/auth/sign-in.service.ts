import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { decoyPasswordHash, verifyPassword } from './passwords';

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const INCORRECT_CREDENTIALS = 'Incorrect email or password. Check both and try again.';
export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`;

async function recentFailures(db: Db, column: 'email' | 'address', value: string): Promise<number> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MINUTES * 60_000);
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column === 'email' ? sql`lower(email)` : sql.ref('address'), '=', column === 'email' ? value.toLowerCase() : value)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Checks an email and password, throttled per account and per address; returns the user id. */
export async function signIn(db: Db, email: string, password: string, address: string): Promise<number> {
  if (
    (await recentFailures(db, 'email', email)) >= MAX_FAILURES_PER_ACCOUNT ||
    (await recentFailures(db, 'address', address)) >= MAX_FAILURES_PER_ADDRESS
  ) {
    throw ApiError.tooManyRequests(TOO_MANY_ATTEMPTS);
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash), password);
  await db
    .insertInto('sign_in_attempts')
    .values({ email: email.toLowerCase(), address, succeeded: ok && !!user })
    .execute();
  if (!ok || !user) throw ApiError.nonField(INCORRECT_CREDENTIALS);
  return user.id;
}
