import { DEFAULT_CONSOLE_NAME } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export const EMAIL_TAKEN = 'An account with this email address already exists. Sign in, or reset your password.';

/** The user with this email (any case), or undefined. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'email_verified', 'distributor_id'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** PostgreSQL unique violation (two requests racing for the same email, say). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The console name a user's mails speak of: their distributor's (white-label) or ours. */
export async function consoleNameFor(db: Db, distributorId: number | null): Promise<string> {
  if (distributorId === null) return DEFAULT_CONSOLE_NAME;
  const row = await db.selectFrom('distributors').select('console_name').where('id', '=', distributorId).executeTakeFirst();
  return row?.console_name ?? DEFAULT_CONSOLE_NAME;
}
