import { sql, type Kysely } from 'kysely';

// Every mail is written to mail_outbox in the transaction of the change that causes it, and, where
// SMTP is configured, delivered from there after that transaction commits (mail/delivery.ts). Until
// now a mail went to SMTP from inside the transaction: a change that then failed had already sent
// its mail (an invitation that does not exist), and a slow SMTP server held the transaction open.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_outbox
      add column sent_at timestamptz,
      add column attempts integer not null default 0,
      add column next_attempt_at timestamptz not null default now(),
      add column last_error text;
    -- Mails written before SMTP was configured are not sent now, long after the fact.
    update mail_outbox set next_attempt_at = 'infinity';
    create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index mail_outbox_due_idx;
    alter table mail_outbox drop column sent_at, drop column attempts, drop column next_attempt_at, drop column last_error;
  `.execute(db);
}
