import { sql, type Kysely } from 'kysely';

// Notification messages shown by the bell and feedback sent from the help menu.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_messages (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      org_user_id bigint references org_users(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      title text not null,
      body text not null default '',
      unread boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index notification_messages_user_idx on notification_messages (user_id, created_at desc);

    create table feedback (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id) on delete cascade,
      org_id bigint references organizations(id) on delete set null,
      rating smallint check (rating between 1 and 5),
      comments text not null default '',
      created_at timestamptz not null default now(),
      check (rating is not null or comments <> '')
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table feedback, notification_messages`.execute(db);
}
