import { sql, type Kysely } from 'kysely';

// Integration templates (SPEC section 3): custom exports of a list, rendered in the browser.
// base, data source and export action are checked by the definition; the database keeps the
// known values only so a bad write cannot slip in around it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table integration_templates (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      base text not null check (base in ('csv', 'text', 'json')),
      data_source text not null,
      filename text not null,
      template text not null,
      export_action text default 'download' check (export_action in ('download')),
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index integration_templates_name_key on integration_templates (org_id, lower(name));
    create index integration_templates_list_idx on integration_templates (org_id, name, id);
    select punchline_enable_tenant_rls('integration_templates');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table integration_templates`.execute(db);
}
