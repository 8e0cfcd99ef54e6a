// Helpers for the identity API tests: the mail outbox and tokens from mailed links.
import type { Db } from '../../src/db/database';
import { totpCode } from '../../src/identity/totp';

export async function mailsTo(db: Db, to: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

/** The newest mail to `to`, waiting up to 5 s for it (forgot-password writes it after answering). */
export async function lastMailTo(db: Db, to: string) {
  for (let waited = 0; ; waited += 20) {
    const mail = (await mailsTo(db, to)).at(-1);
    if (mail) return mail;
    if (waited >= 5000) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the first link in the text with this console path (e.g. '/verify-email'). */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** A code for the secret one step ahead of any code used in this step already (replay rule). */
export const codeFor = (secret: string, offsetSteps = 0) => totpCode(secret, Date.now() + offsetSteps * 30_000);

/** A current code for the user's TOTP secret, forgetting the last used step first so that
 *  several sign-ins within one 30 s step work in a test. */
export async function freshCode(db: Db, userId: number): Promise<string> {
  const row = await db
    .updateTable('user_totp')
    .set({ last_step: null })
    .where('user_id', '=', userId)
    .returning('secret')
    .executeTakeFirstOrThrow();
  return codeFor(row.secret);
}
