import { sql, type Kysely } from 'kysely';

// Browsers (and later the mobile apps) registered for push notifications. A device belongs to a
// user; the organization user it registered under decides which organization's console it was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_devices (
      device_id text not null,
      user_id bigint not null references users(id) on delete cascade,
      org_id bigint not null references organizations(id) on delete cascade,
      org_user_id bigint references org_users(id) on delete cascade,
      device_type text not null check (device_type in ('WEB')),
      token text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (device_id, user_id)
    );
    create index push_devices_user_idx on push_devices (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_devices`.execute(db);
}
