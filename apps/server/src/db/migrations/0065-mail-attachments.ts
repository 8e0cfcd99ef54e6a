import { sql, type Kysely } from 'kysely';

// Files sent with a mail (a scheduled report's CSV, XLSX or PDF), kept beside its mail_outbox row
// until it is delivered: the delivery job reads them back, and a delivered mail keeps only each
// file's name and size (its content, the report's data, is dropped like the mail's body).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_attachments (
      id bigint generated always as identity primary key,
      mail_id bigint not null references mail_outbox(id) on delete cascade,
      filename text not null,
      content_type text not null,
      size integer not null,
      content bytea
    );
    create index mail_attachments_mail_idx on mail_attachments (mail_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_attachments;`.execute(db);
}
