import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { QUEUES, type JobQueue } from '../jobs/queue';
import type { MailJob } from './delivery';

/** A file sent with a mail (a scheduled report's output). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mail = { to: string; subject: string; text: string; attachments?: readonly MailAttachment[] };

/** The most a mail's files may weigh together: more is refused (most mail servers refuse it anyway). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The refusal of a mail whose files are too big, with what to do instead. */
export function attachmentTooBig(bytes: number): string {
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
  return `The report's file is ${mb(bytes)} MB, more than the ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB a mail may carry. Narrow the report (fewer workers, a shorter range or fewer columns) or choose CSV, the smallest format.`;
}

export type Mailer = {
  /** Base of the links in mails (PUBLIC_URL): never taken from a request's Host header,
   *  which an attacker could set to steal a reset token. */
  publicUrl: string;
  from: string;
  /**
   * Writes the mail to mail_outbox, and with SMTP configured its delivery job, both with `db`: inside
   * a transaction the mail exists and is sent only if the change that caused it commits (the job
   * runs after the commit, mail/delivery.ts). Without SMTP the outbox is where it stays (support
   * reads it in the sudo views).
   */
  send(db: Db, mail: Mail): Promise<void>;
};

/** The mailer of the configuration's mail settings, sending delivery jobs on `jobs`. */
export function createMailer({ smtpUrl, from, publicUrl }: Config['mail'], jobs: Pick<JobQueue, 'send'>): Mailer {
  return {
    publicUrl,
    from,
    async send(db, mail) {
      const attachments = mail.attachments ?? [];
      const bytes = attachments.reduce((sum, a) => sum + a.content.length, 0);
      if (bytes > MAX_ATTACHMENT_BYTES) throw new Error(attachmentTooBig(bytes));
      const { id } = await db
        .insertInto('mail_outbox')
        // Never due without SMTP: configuring it later must not send mails written long before.
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          next_attempt_at: smtpUrl ? sql`now()` : sql`'infinity'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (attachments.length > 0)
        await db
          .insertInto('mail_attachments')
          .values(
            attachments.map((a) => ({
              mail_id: id,
              filename: a.filename,
              content_type: a.contentType,
              size: a.content.length,
              content: a.content,
            })),
          )
          .execute();
      if (smtpUrl) await jobs.send(db, QUEUES.deliverMail, { mailId: id } satisfies MailJob);
    },
  };
}
