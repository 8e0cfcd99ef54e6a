import { sql, type Kysely } from 'kysely';

// Briefings (issue 35, docs/briefings.md): briefing types (a settings collection: the text, PDF or
// link a worker must read, its questions, whom it applies to, how often) and the workers'
// acknowledgments, one per type, worker and period ('once', or the day of a daily briefing).

// The label restriction of a worker's own data (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table briefing_types (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      content_kind text not null default 'text' check (content_kind in ('text', 'pdf', 'link')),
      content_text text check (length(content_text) <= 10000),
      content_url text check (length(content_url) <= 500),
      questions jsonb not null default '[]',
      applies_to text not null default 'all',
      department_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      job_ids jsonb not null default '[]',
      label_ids jsonb not null default '[]',
      frequency text not null default 'once' check (frequency in ('once', 'daily')),
      skippable boolean not null default false,
      active boolean not null default true,
      -- The PDF of a 'pdf' briefing, beside the organization's other data so its backups hold it.
      pdf_name text,
      pdf_size integer,
      pdf_content bytea,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index briefing_types_name_key on briefing_types (org_id, name_key);
    select punchline_enable_tenant_rls('briefing_types');

    -- period: 'once' for a briefing read once, else the day ('YYYY-MM-DD', the organization's
    -- zone) of a daily one. The key makes a repeated acknowledgment (a queued receipt) a no-op.
    create table briefing_acknowledgments (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      briefing_type_id bigint not null references briefing_types(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      period text not null,
      at timestamptz not null,
      received_at timestamptz not null default now(),
      device_id bigint,
      answers jsonb not null default '[]',
      unique (org_id, briefing_type_id, employee_id, period)
    );
    create index briefing_acknowledgments_worker_idx on briefing_acknowledgments (org_id, employee_id, briefing_type_id);
    select punchline_enable_tenant_rls('briefing_acknowledgments');
  `.execute(db);
  await sql.raw(`create policy label_restrictions on briefing_acknowledgments as restrictive using (${WORKERS_OWN})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table briefing_acknowledgments; drop table briefing_types;`.execute(db);
}
