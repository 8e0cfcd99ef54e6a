import { sql, type Kysely } from 'kysely';

// Org units; label_ids (JSON array of label ids) restricts which labels apply, empty = all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table org_units (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      description text,
      active boolean not null default true,
      label_ids jsonb not null default '[]',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index org_units_name_key on org_units (org_id, lower(name));
    create index org_units_list_idx on org_units (org_id, name, id);
    select punchline_enable_tenant_rls('org_units');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table org_units`.execute(db);
}
