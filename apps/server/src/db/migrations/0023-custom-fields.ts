import { sql, type Kysely } from 'kysely';

// Custom fields (SPEC section 3 Custom field): unique name per appliesTo; choices as a JSON array.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_fields (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      type text not null check (type in ('bool', 'choice', 'number')),
      applies_to text not null check (applies_to in ('punch', 'shift', 'user')),
      sort_order integer not null default 0,
      active boolean not null default true,
      sensitive boolean not null default false,
      cross_index boolean not null default false,
      bool_true_label text,
      bool_false_label text,
      choices jsonb not null default '[]',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index custom_fields_name_key on custom_fields (org_id, applies_to, lower(name));
    create index custom_fields_list_idx on custom_fields (org_id, sort_order, id);
    select punchline_enable_tenant_rls('custom_fields');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table custom_fields`.execute(db);
}
