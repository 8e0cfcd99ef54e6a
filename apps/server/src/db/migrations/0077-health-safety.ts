import { sql, type Kysely } from 'kysely';

// Health and safety (issue 35, docs/health-safety.md): the questionnaires a clock asks at clock-in
// (a settings collection) and every answer given, passed or failed, with the punch attempt's
// clientId, device and time.

// The label restriction of a worker's own data (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table health_questionnaires (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      yes_questions jsonb not null default '[]',
      no_questions jsonb not null default '[]',
      contact_text text not null check (length(contact_text) between 1 and 300),
      applies_to text not null default 'all',
      department_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      label_ids jsonb not null default '[]',
      skippable boolean not null default false,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index health_questionnaires_name_key on health_questionnaires (org_id, name_key);
    -- The clock's check asks "any active one?" on every clock-in.
    create index health_questionnaires_active_idx on health_questionnaires (org_id) where active;
    select punchline_enable_tenant_rls('health_questionnaires');

    -- Every answer, kept whatever becomes of the questionnaire (its name and questions are copied).
    -- One per punch attempt (client_id): a retry stores nothing twice.
    create table health_answers (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      questionnaire_id bigint references health_questionnaires(id) on delete set null,
      questionnaire_name text not null,
      device_id bigint references devices(id) on delete set null,
      client_id text not null,
      at timestamptz not null,
      passed boolean not null,
      answers jsonb not null,
      created_at timestamptz not null default now()
    );
    create unique index health_answers_client_key on health_answers (org_id, client_id);
    create index health_answers_list_idx on health_answers (org_id, at desc, id desc);
    select punchline_enable_tenant_rls('health_answers');
  `.execute(db);
  await sql.raw(`create policy label_restrictions on health_answers as restrictive using (${WORKERS_OWN})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table health_answers; drop table health_questionnaires;`.execute(db);
}
