import nodemailer, { type Transporter } from 'nodemailer';
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

export type MailEnv = { SMTP_URL?: string; MAIL_FROM?: string; PUBLIC_URL?: string; PORT?: string };

export function createMailer(env: MailEnv): Mailer {
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
  const from = env.MAIL_FROM || 'Punchline <no-reply@punchline.invalid>';
  const transport: Transporter | null = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
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

const mailers = new WeakMap<object, Mailer>();

/** One mailer per application context, configured from the environment. */
export function mailerFor(ctx: object, env: MailEnv = process.env): Mailer {
  let mailer = mailers.get(ctx);
  if (!mailer) mailers.set(ctx, (mailer = createMailer(env)));
  return mailer;
}
