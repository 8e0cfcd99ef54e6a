import { sql, type Kysely } from 'kysely';

// Labels (SPEC section 3 Label): unique name per type within an organization.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table labels (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      active boolean not null default true,
      type text not null check (type in ('user', 'work')),
      target_id text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index labels_name_key on labels (org_id, type, lower(name));
    create index labels_list_idx on labels (org_id, name, id);
    select punchline_enable_tenant_rls('labels');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table labels`.execute(db);
}
