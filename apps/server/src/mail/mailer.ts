import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Base of the links in mails (PUBLIC_URL): never taken from a request's Host header,
   *  which an attacker could set to steal a reset token. */
  publicUrl: string;
  from: string;
  /** Sends a mail; without SMTP it is written to mail_outbox with `db`, so inside a
   *  transaction the mail exists only if the change that caused it commits. */
  send(db: Db, mail: Mail): Promise<void>;
};

/** The mailer of the configuration's mail settings. */
export function createMailer({ smtpUrl, from, publicUrl }: Config['mail']): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    publicUrl,
    from,
    async send(db, mail) {
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return;
      }
      await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, text_body: mail.text }).execute();
    },
  };
}
