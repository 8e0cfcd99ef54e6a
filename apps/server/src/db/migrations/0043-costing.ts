import { sql, type Kysely } from 'kysely';

// Job costing (issue 15): job categories, jobs with their access lists, job phases and cost codes;
// administrators' job restrictions (org_users.allowed_job_ids, set by orgs/org-access.ts as
// app.allowed_jobs) as restrictive policies, the fourth dimension beside 0041's three. Unique
// indexes are named <table>_<column>_key (resources/db-errors.ts); a phase's name is unique within
// its job and a cost code's within its job and phase, NULLS NOT DISTINCT so two general phases
// cannot share a name either.

// As in 0041: each setting is read once per statement (a scalar subquery), '' or null = not set.
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const allowed = (s: string) => `((select nullif(current_setting('${s}', true), ''))::bigint[])`;
const JOBS = 'app.allowed_jobs';
const DIMENSIONS = ['app.allowed_org_units', 'app.allowed_departments', 'app.allowed_labels'];
const UNRESTRICTED = `(${[...DIMENSIONS, JOBS].map(unset).join(' and ')})`;
const OLD_UNRESTRICTED = `(${DIMENSIONS.map(unset).join(' and ')})`;
// Phases and cost codes of no job belong to every job: they stay in sight.
const OF_ALLOWED_JOB = `${unset(JOBS)} or job_id is null or job_id = any(${allowed(JOBS)})`;

const auditPolicy = (unrestricted: string, costing: boolean) => `${unrestricted} or case kind
    when 'employee' then exists (select 1 from employees e where e.id = record_id)
    when 'employeepayrate' then exists (select 1 from employee_pay_rates p where p.id = record_id)
    when 'orgunit' then exists (select 1 from org_units u where u.id = record_id)
    when 'department' then exists (select 1 from departments d where d.id = record_id)
    when 'label' then exists (select 1 from labels l where l.id = record_id)
    ${
      costing
        ? `when 'job' then exists (select 1 from jobs j where j.id = record_id)
    when 'jobphase' then exists (select 1 from job_phases p where p.id = record_id)
    when 'costcode' then exists (select 1 from cost_codes c where c.id = record_id)`
        : ''
    }
    else true end`;

const accessView = (jobs: boolean) => `
  create or replace view punchline_org_access_rows as
    select u.id as user_id, o.id as org_id,
           u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id as user_distributor_id,
           o.distributor_id as org_distributor_id, o.require_two_factor, o.features,
           ou.id as org_user_id, ou.permissions, t.confirmed_at as totp_confirmed_at,
           md5(row(u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id, o.distributor_id,
             o.require_two_factor, o.features, ou.id, ou.permissions, t.confirmed_at,
             ou.allowed_org_unit_ids, ou.allowed_department_ids, ou.allowed_label_ids,
             o.settings -> 'employeeSensitiveFields', o.settings -> 'employeeSensitiveCanCreateFields'
             ${jobs ? ', ou.allowed_job_ids' : ''})::text) as fingerprint,
           ou.allowed_org_unit_ids, ou.allowed_department_ids, ou.allowed_label_ids,
           coalesce(o.settings -> 'employeeSensitiveFields', '[]') as sensitive_fields,
           coalesce(o.settings -> 'employeeSensitiveCanCreateFields', '[]') as sensitive_can_create
           ${jobs ? ', ou.allowed_job_ids' : ''}
    from users u
    cross join organizations o
    left join org_users ou on ou.user_id = u.id and ou.org_id = o.id
    left join user_totp t on t.user_id = u.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_categories (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index job_categories_name_key on job_categories (org_id, name_key);
    create index job_categories_list_idx on job_categories (org_id, name, id);
    select punchline_enable_tenant_rls('job_categories');

    create table jobs (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      code text,
      code_key text generated always as (lower(code)) stored,
      active boolean not null default true,
      job_category_id bigint references job_categories(id),
      job_phase_mode text not null default 'none' check (job_phase_mode in ('none', 'optional', 'require')),
      cost_code_mode text not null default 'none' check (cost_code_mode in ('none', 'optional', 'require')),
      label_ids jsonb not null default '[]',
      worker_ids jsonb not null default '[]',
      user_label_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      department_ids jsonb not null default '[]',
      custom_field_values jsonb not null default '{}',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index jobs_name_key on jobs (org_id, name_key);
    create unique index jobs_code_key on jobs (org_id, code_key);
    create index jobs_list_idx on jobs (org_id, name, id);
    create index jobs_category_idx on jobs (job_category_id);
    select punchline_enable_tenant_rls('jobs');

    create table job_phases (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      job_id bigint references jobs(id),
      job_category_id bigint references job_categories(id),
      label_ids jsonb not null default '[]',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index job_phases_name_key on job_phases (org_id, job_id, name_key) nulls not distinct;
    create index job_phases_list_idx on job_phases (org_id, name, id);
    create index job_phases_job_idx on job_phases (job_id);
    create index job_phases_category_idx on job_phases (job_category_id);
    select punchline_enable_tenant_rls('job_phases');

    create table cost_codes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      code text,
      active boolean not null default true,
      job_id bigint references jobs(id),
      job_phase_id bigint references job_phases(id),
      label_ids jsonb not null default '[]',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index cost_codes_name_key on cost_codes (org_id, job_id, job_phase_id, name_key) nulls not distinct;
    create index cost_codes_list_idx on cost_codes (org_id, name, id);
    create index cost_codes_job_idx on cost_codes (job_id);
    create index cost_codes_phase_idx on cost_codes (job_phase_id);
    select punchline_enable_tenant_rls('cost_codes');

    alter table org_users add column allowed_job_ids bigint[] not null default '{}';
  `.execute(db);
  await sql.raw(accessView(true)).execute(db);
  const policies: [string, string][] = [
    ['jobs', `${unset(JOBS)} or id = any(${allowed(JOBS)})`],
    ['job_phases', OF_ALLOWED_JOB],
    ['cost_codes', OF_ALLOWED_JOB],
  ];
  for (const [table, using] of policies) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${using})`).execute(db);
  }
  await sql`drop policy label_restrictions on audit_events`.execute(db);
  await sql
    .raw(`create policy label_restrictions on audit_events as restrictive for select using (${auditPolicy(UNRESTRICTED, true)})`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop policy label_restrictions on audit_events`.execute(db);
  await sql
    .raw(`create policy label_restrictions on audit_events as restrictive for select using (${auditPolicy(OLD_UNRESTRICTED, false)})`)
    .execute(db);
  // A view cannot lose a column by create or replace.
  await sql`drop view punchline_org_access_rows`.execute(db);
  await sql.raw(accessView(false)).execute(db);
  await sql`grant select on punchline_org_access_rows to punchline_tenant`.execute(db);
  await sql`alter table org_users drop column allowed_job_ids; drop table cost_codes, job_phases, jobs, job_categories;`.execute(db);
}
