import { sql, type Kysely } from 'kysely';

// Credentials and documents (issue 35, docs/credentials.md): credential types and policies
// (settings collections), each worker's credentials and documents (the file's bytes in bytea, so
// the organization's backups hold them), and the reminders sent before a credential expires.

// The label restriction of a worker's own data (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
const WORKER_TABLES = ['employee_documents', 'employee_credentials', 'credential_reminders'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credential_types (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      expires boolean not null default true,
      reminder_days integer check (reminder_days between 1 and 365),
      document_required boolean not null default false,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index credential_types_name_key on credential_types (org_id, name_key);
    create index credential_types_list_idx on credential_types (org_id, name, id);
    select punchline_enable_tenant_rls('credential_types');

    create table credential_policies (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      credential_type_ids jsonb not null default '[]',
      applies_to text not null default 'all',
      department_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      job_ids jsonb not null default '[]',
      label_ids jsonb not null default '[]',
      grace_days integer not null default 0 check (grace_days between 0 and 365),
      clock_action text not null default 'warn' check (clock_action in ('none', 'warn', 'refuse')),
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index credential_policies_name_key on credential_policies (org_id, name_key);
    -- No paging index of its own: an organization has a handful of policies, and with one on
    -- (org_id, name, id) the planner picked it for the uniqueness check over the name's index.
    select punchline_enable_tenant_rls('credential_policies');

    create table employee_documents (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      name text not null check (length(name) between 1 and 200),
      content_type text not null,
      size integer not null,
      content bytea not null,
      uploaded_by bigint,
      uploaded_at timestamptz not null default now()
    );
    create index employee_documents_worker_idx on employee_documents (org_id, employee_id, id);
    select punchline_enable_tenant_rls('employee_documents');

    create table employee_credentials (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      type_id bigint not null references credential_types(id),
      number text check (length(number) <= 100),
      issued_on date,
      expires_on date,
      document_id bigint references employee_documents(id) on delete set null,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index employee_credentials_list_idx on employee_credentials (org_id, expires_on, id);
    create index employee_credentials_worker_idx on employee_credentials (org_id, employee_id, type_id);
    select punchline_enable_tenant_rls('employee_credentials');

    -- One reminder per credential and expiry date: renewing (a new date) earns a new one.
    create table credential_reminders (
      org_id bigint not null references organizations(id) on delete cascade,
      credential_id bigint not null references employee_credentials(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      expires_on date not null,
      sent_at timestamptz not null default now(),
      primary key (org_id, credential_id, expires_on)
    );
    select punchline_enable_tenant_rls('credential_reminders');
  `.execute(db);

  for (const table of WORKER_TABLES) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table credential_reminders; drop table employee_credentials; drop table employee_documents;
    drop table credential_policies; drop table credential_types;
  `.execute(db);
}
