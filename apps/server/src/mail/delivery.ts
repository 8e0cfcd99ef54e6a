import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Mails sent per transaction of a delivery pass. */
const BATCH = 20;
/** After this many failed attempts a mail is given up (its last error stays in the outbox). */
export const MAX_ATTEMPTS = 8;
/** A failed mail is tried again after 30 s, 1 min, 2 min... at most an hour later. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);
const POLL_MS = 2_000;
/** A mail is written inside its change's transaction: passes this long after, for it to commit. */
const KICK_MS = [25, 250];

export type MailDelivery = {
  /** A mail was just written: deliver soon (the next poll picks up what this pass misses). */
  kick: () => void;
  /** One pass: the due mails in order of writing, until one fails; the number sent. */
  deliverDue: () => Promise<number>;
  stop: () => Promise<void>;
};

type Log = { error: (object: object, message: string) => void };

/**
 * Delivers mail_outbox through SMTP after the transactions that wrote the mails commit (migration
 * 0011): a change that rolls back sends nothing, and a slow SMTP server holds no request. Rows are
 * locked with SKIP LOCKED, so several servers on one database never send a mail twice.
 */
export function startMailDelivery(db: Db, smtpUrl: string, from: string, log: Log): MailDelivery {
  // Bounded waits: a pass holds its rows' locks while it talks to the SMTP server.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let busy = false;
  let stopped = false;

  const sendBatch = () =>
    db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'attempts'])
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      let sent = 0;
      for (const mail of due) {
        try {
          await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body });
          // A delivered mail keeps no body: its links (a password reset) are live credentials.
          await trx
            .updateTable('mail_outbox')
            .set({ sent_at: sql`now()`, text_body: '', last_error: null })
            .where('id', '=', mail.id)
            .execute();
          sent += 1;
        } catch (error) {
          const attempts = mail.attempts + 1;
          const next =
            attempts >= MAX_ATTEMPTS
              ? sql<Date>`'infinity'::timestamptz`
              : sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`;
          const message = error instanceof Error ? error.message : String(error);
          await trx
            .updateTable('mail_outbox')
            .set({ attempts, next_attempt_at: next, last_error: message.slice(0, 1000) })
            .where('id', '=', mail.id)
            .execute();
          log.error({ mailId: mail.id, attempts, err: message }, 'mail not delivered');
          // An unreachable server would fail every mail after it, each after its own timeout: end the
          // pass here; the next one (the poll) goes on, past this mail, which now waits its turn.
          return { more: false, sent };
        }
      }
      return { more: due.length === BATCH, sent };
    });

  const deliverDue = async () => {
    let total = 0;
    for (;;) {
      const { more, sent } = await sendBatch();
      total += sent;
      if (!more) return total;
    }
  };

  // One pass at a time; a kick during a pass runs one more after it.
  const pass = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = deliverDue()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail delivery pass failed'))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const poll = setInterval(pass, POLL_MS);
  poll.unref();
  const kicks = new Set<NodeJS.Timeout>();

  return {
    kick: () => {
      for (const delay of KICK_MS) {
        const timer = setTimeout(() => {
          kicks.delete(timer);
          pass();
        }, delay);
        kicks.add(timer);
      }
    },
    deliverDue,
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      for (const timer of kicks) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
