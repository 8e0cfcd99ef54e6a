import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Base of the links in mails (PUBLIC_URL): never taken from a request's Host header,
   *  which an attacker could set to steal a reset token. */
  publicUrl: string;
  from: string;
  /**
   * Writes the mail to mail_outbox with `db`, so inside a transaction the mail exists only if the
   * change that caused it commits. With SMTP configured it is delivered from there once committed
   * (mail/delivery.ts); without, the outbox is where it stays (support reads it in the sudo views).
   */
  send(db: Db, mail: Mail): Promise<void>;
};

/** The mailer of the configuration's mail settings; `written` hears of each mail written. */
export function createMailer({ smtpUrl, from, publicUrl }: Config['mail'], written: () => void = () => {}): Mailer {
  return {
    publicUrl,
    from,
    async send(db, mail) {
      await db
        .insertInto('mail_outbox')
        // Never due without SMTP: configuring it later must not send mails written long before.
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          next_attempt_at: smtpUrl ? sql`now()` : sql`'infinity'`,
        })
        .execute();
      written();
    },
  };
}
