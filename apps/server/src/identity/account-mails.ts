import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { CONSOLE_PATHS, resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { createUserToken } from './user-tokens';
import { consoleNameFor } from './users';

type MailUser = { id: number; name: string; email: string; distributor_id: number | null };

/** Issues a verification token and mails its link (inside the caller's transaction). */
export async function sendVerificationMail(db: Db, mailer: Mailer, user: MailUser, now: number): Promise<void> {
  const token = await createUserToken(db, user.id, 'verify-email', now);
  const link = mailer.publicUrl + CONSOLE_PATHS.verifyEmail(token);
  await mailer.send(db, verifyEmailMail(user.email, user.name, link, await consoleNameFor(db, user.distributor_id)));
}

export async function sendResetMail(db: Db, mailer: Mailer, user: MailUser, now: number): Promise<void> {
  const token = await createUserToken(db, user.id, 'reset-password', now);
  const link = mailer.publicUrl + CONSOLE_PATHS.resetPassword(token);
  await mailer.send(db, resetPasswordMail(user.email, user.name, link, await consoleNameFor(db, user.distributor_id)));
}
