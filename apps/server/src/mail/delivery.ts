import type { Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { RETRIES, QUEUES, type JobHandler } from '../jobs/queue';

/** Tries of one mail: the first and pg-boss's retries; after the last its error stays in the outbox. */
export const MAX_ATTEMPTS = RETRIES[QUEUES.deliverMail].retryLimit + 1;
const { retryDelay } = RETRIES[QUEUES.deliverMail];

export type MailJob = { mailId: number };

type Log = { error: (object: object, message: string) => void };

export type MailDelivery = {
  /** The job handler of the mail queue: sends one mail of mail_outbox, or throws for pg-boss to retry it. */
  deliver: JobHandler;
  stop: () => void;
};

function mailId(data: unknown): number {
  const { mailId } = (data ?? {}) as Partial<MailJob>;
  if (typeof mailId !== 'number') throw new Error('mail job without mailId');
  return mailId;
}

/**
 * Delivers the mails of mail_outbox through SMTP, one pg-boss job each (mail/mailer.ts sends it on
 * the transaction that writes the mail, so it runs only once that commits). The outbox row stays
 * the record of delivery the sudo views read: sent_at, or attempts, last_error and next_attempt_at.
 */
export function createMailDelivery(db: Db, { smtpUrl, from }: Config['mail'], log: Log): MailDelivery {
  // Made on the first mail: nodemailer is loaded then, not at start (idle memory, issue 37).
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded waits: a job holds its row's lock while it talks to the SMTP server.
      nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    ));

  const deliver = async (data: unknown) => {
    const id = mailId(data);
    const failure = await db.transaction().execute(async (trx) => {
      // The row lock and sent_at make a second job for the same mail (a job pg-boss ran again after
      // its worker died) send nothing.
      const mail = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'attempts'])
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!mail) return null;
      try {
        if (!smtpUrl) throw new Error('SMTP is not configured');
        const files = await trx
          .selectFrom('mail_attachments')
          .select(['filename', 'content_type', 'content'])
          .where('mail_id', '=', id)
          .orderBy('id')
          .execute();
        await (
          await smtp(smtpUrl)
        ).sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          attachments: files.map((f) => ({ filename: f.filename, contentType: f.content_type, content: f.content ?? Buffer.alloc(0) })),
        });
        // A delivered mail keeps no body: its links (a password reset) are live credentials.
        await trx
          .updateTable('mail_outbox')
          .set({ sent_at: sql`now()`, text_body: '', last_error: null })
          .where('id', '=', id)
          .execute();
        // Nor its files (a report's data): their names and sizes stay as the record of what was sent.
        if (files.length > 0) await trx.updateTable('mail_attachments').set({ content: null }).where('mail_id', '=', id).execute();
        return null;
      } catch (error) {
        const attempts = mail.attempts + 1;
        // pg-boss retries after retryDelay * 2^(attempts-1) s plus up to as much again (its jitter):
        // the record shows the earliest time, or never after the last attempt.
        const next =
          attempts >= MAX_ATTEMPTS
            ? sql<Date>`'infinity'::timestamptz`
            : sql<Date>`now() + make_interval(secs => ${retryDelay * 2 ** (attempts - 1)})`;
        const message = error instanceof Error ? error.message : String(error);
        await trx
          .updateTable('mail_outbox')
          .set({ attempts, next_attempt_at: next, last_error: message.slice(0, 1000) })
          .where('id', '=', id)
          .execute();
        log.error({ mailId: id, attempts, err: message }, 'mail not delivered');
        return new Error(message);
      }
    });
    // Thrown after the failure is recorded (committed): pg-boss then schedules the retry.
    if (failure) throw failure;
  };

  return { deliver, stop: () => void transport?.then((smtpTransport) => smtpTransport.close()) };
}
