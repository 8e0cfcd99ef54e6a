import { sql, type Kysely } from 'kysely';

// The generic collection machinery (issue 5): the audit trail, the single-record settings store,
// and departments moved under it (the list pages along name, then id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_events (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      occurred_at timestamptz not null default now(),
      actor_type text not null check (actor_type in ('user', 'delegate', 'sudo')),
      actor_id bigint not null,
      action text not null check (action in ('create', 'update', 'delete')),
      kind text not null,
      record_id bigint not null,
      changes jsonb not null,
      associated jsonb not null default '[]'
    );
    create index audit_events_org_idx on audit_events (org_id, id desc);
    create index audit_events_affected_idx on audit_events (org_id, kind, record_id, id desc);
    create index audit_events_actor_idx on audit_events (org_id, actor_type, actor_id, id desc);
    create index audit_events_associated_idx on audit_events using gin (associated jsonb_path_ops);
    select punchline_enable_tenant_rls('audit_events');

    create table org_settings_records (
      org_id bigint not null references organizations(id) on delete cascade,
      path text not null,
      data jsonb not null default '{}',
      version integer not null default 0,
      updated_at timestamptz not null default now(),
      primary key (org_id, path)
    );
    select punchline_enable_tenant_rls('org_settings_records');

    create index departments_list_idx on departments (org_id, name, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index departments_list_idx; drop table org_settings_records, audit_events;`.execute(db);
}
