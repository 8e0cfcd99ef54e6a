import { sql, type Kysely } from 'kysely';

// Workers (issue 14): the employees table grows into the worker record of Settings → Users, with
// clock identities and sensitive fields; each worker's pay rate history; administrators' label
// restrictions on org_users; and the restrictive policies that make those restrictions a property
// of the data path (orgs/org-access.ts sets app.allowed_* for a restricted administrator).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table employees
      add column user_id bigint references users(id) on delete set null,
      add column employee_number text,
      add column email text,
      add column phone text,
      add column org_unit_id bigint references org_units(id),
      add column label_ids jsonb not null default '[]',
      add column custom_field_values jsonb not null default '{}',
      add column sensitive_custom_field_values jsonb not null default '{}',
      add column hire_date date,
      add column termination_date date,
      add column birth_date date,
      add column national_id text,
      add column address text,
      add column emergency_contact_name text,
      add column emergency_contact_phone text,
      add column pay_type text not null default 'hourly',
      add column pin_hash text,
      add column nfc_tag_id text,
      add column qr_badge_code text default replace(gen_random_uuid()::text, '-', ''),
      add column face_status text not null default 'not_enrolled',
      add column employee_number_key text generated always as (lower(employee_number)) stored,
      add column email_key text generated always as (lower(email)) stored,
      add column pin_hash_key text generated always as (lower(pin_hash)) stored,
      add column nfc_tag_id_key text generated always as (lower(nfc_tag_id)) stored,
      add column qr_badge_code_key text generated always as (lower(qr_badge_code)) stored;
    -- Unique indexes are named <table>_<column>_key: a clash the service's check could not see
    -- (a row out of a restricted administrator's sight) is reported on its field (db-errors.ts).
    create unique index employees_employee_number_key on employees (org_id, employee_number_key);
    create unique index employees_email_key on employees (org_id, email_key);
    create unique index employees_pin_hash_key on employees (org_id, pin_hash_key);
    create unique index employees_nfc_tag_id_key on employees (org_id, nfc_tag_id_key);
    create unique index employees_qr_badge_code_key on employees (org_id, qr_badge_code_key);
    create unique index employees_user_key on employees (org_id, user_id);
    create index employees_list_idx on employees (org_id, last_name, id);

    create table employee_avatars (
      employee_id bigint primary key references employees(id) on delete cascade,
      org_id bigint not null references organizations(id) on delete cascade,
      content_type text not null,
      image bytea not null,
      updated_at timestamptz not null default now()
    );
    select punchline_enable_tenant_rls('employee_avatars');

    create table employee_pay_rates (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      effective_from date not null,
      rate numeric(14,2) not null,
      note text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index employee_pay_rates_effective_from_key on employee_pay_rates (org_id, employee_id, effective_from);
    create index employee_pay_rates_list_idx on employee_pay_rates (org_id, effective_from, id);
    select punchline_enable_tenant_rls('employee_pay_rates');

    alter table org_users
      add column allowed_org_unit_ids bigint[] not null default '{}',
      add column allowed_department_ids bigint[] not null default '{}',
      add column allowed_label_ids bigint[] not null default '{}';

    -- An administrator's label restriction: the setting holds '{1,2}' while restricted, and is
    -- unset ('' or null on a pooled connection) otherwise. Written so PostgreSQL inlines it.
    create function punchline_allows(setting text, value bigint) returns boolean language sql stable as $fn$
      select case when coalesce(current_setting(setting, true), '') = '' then true
                  else coalesce(value = any(current_setting(setting, true)::bigint[]), false) end
    $fn$;
    create function punchline_allows_any(setting text, ids jsonb) returns boolean language sql stable as $fn$
      select case when coalesce(current_setting(setting, true), '') = '' then true
                  else exists (select 1 from jsonb_array_elements_text(ids) e
                               where e::bigint = any(current_setting(setting, true)::bigint[])) end
    $fn$;

    create function punchline_restricted() returns boolean language sql stable as $fn$
      select coalesce(current_setting('app.allowed_org_units', true), '') <> ''
          or coalesce(current_setting('app.allowed_departments', true), '') <> ''
          or coalesce(current_setting('app.allowed_labels', true), '') <> ''
    $fn$;

    -- Seats count the whole organization, whatever the caller's label restrictions (the SET
    -- clauses lift them inside the function only): workers, and administrators who are not also
    -- active workers.
    create function punchline_user_counts(p_org bigint) returns table (users bigint, workers bigint)
    language sql stable
    set app.allowed_org_units = '' set app.allowed_departments = '' set app.allowed_labels = ''
    as $fn$
      select (select count(*) from employees e where e.org_id = p_org and e.active)
           + (select count(*) from org_users ou where ou.org_id = p_org and not exists (
                select 1 from employees e where e.org_id = p_org and e.active and e.user_id = ou.user_id)),
             (select count(*) from employees e where e.org_id = p_org and e.active and e.is_worker)
    $fn$;

    -- Restrictive: ANDed with tenant_isolation, for reads and writes alike (a restricted
    -- administrator can neither see nor move a worker outside their org units).
    create policy label_restrictions on employees as restrictive
      using (punchline_allows('app.allowed_org_units', org_unit_id)
         and punchline_allows('app.allowed_departments', department_id)
         and punchline_allows_any('app.allowed_labels', label_ids));
    -- A worker's own data follows the worker; an unrestricted caller skips the lookup per row.
    create policy label_restrictions on employee_pay_rates as restrictive
      using (not punchline_restricted() or exists (select 1 from employees e where e.id = employee_id));
    create policy label_restrictions on employee_avatars as restrictive
      using (not punchline_restricted() or exists (select 1 from employees e where e.id = employee_id));
    create policy label_restrictions on org_units as restrictive
      using (punchline_allows('app.allowed_org_units', id));
    create policy label_restrictions on departments as restrictive
      using (punchline_allows('app.allowed_departments', id));
    create policy label_restrictions on labels as restrictive
      using (type <> 'user' or punchline_allows('app.allowed_labels', id));
    -- The audit trail of a record out of sight is out of sight too (its names and values are the
    -- record's); a deleted one's cannot be placed, so a restricted administrator does not see it.
    -- For reading only: writing an event (a delete's, after the row is gone) is never refused.
    create policy label_restrictions on audit_events as restrictive for select
      using (not punchline_restricted() or case kind
        when 'employee' then exists (select 1 from employees e where e.id = record_id)
        when 'employeepayrate' then exists (select 1 from employee_pay_rates p where p.id = record_id)
        when 'orgunit' then exists (select 1 from org_units u where u.id = record_id)
        when 'department' then exists (select 1 from departments d where d.id = record_id)
        when 'label' then exists (select 1 from labels l where l.id = record_id)
        else true end);

    -- The fingerprint covers every value the decision reads, restrictions and sensitive fields too,
    -- so anything remembering a decision by it cannot keep a lifted or changed restriction.
    create or replace view punchline_org_access_rows as
      select u.id as user_id, o.id as org_id,
             u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id as user_distributor_id,
             o.distributor_id as org_distributor_id, o.require_two_factor, o.features,
             ou.id as org_user_id, ou.permissions, t.confirmed_at as totp_confirmed_at,
             md5(row(u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id, o.distributor_id,
               o.require_two_factor, o.features, ou.id, ou.permissions, t.confirmed_at,
               ou.allowed_org_unit_ids, ou.allowed_department_ids, ou.allowed_label_ids,
               o.settings -> 'employeeSensitiveFields', o.settings -> 'employeeSensitiveCanCreateFields')::text) as fingerprint,
             ou.allowed_org_unit_ids, ou.allowed_department_ids, ou.allowed_label_ids,
             coalesce(o.settings -> 'employeeSensitiveFields', '[]') as sensitive_fields,
             coalesce(o.settings -> 'employeeSensitiveCanCreateFields', '[]') as sensitive_can_create
      from users u
      cross join organizations o
      left join org_users ou on ou.user_id = u.id and ou.org_id = o.id
      left join user_totp t on t.user_id = u.id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop view punchline_org_access_rows;
    create view punchline_org_access_rows as
      select u.id as user_id, o.id as org_id,
             u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id as user_distributor_id,
             o.distributor_id as org_distributor_id, o.require_two_factor, o.features,
             ou.id as org_user_id, ou.permissions, t.confirmed_at as totp_confirmed_at,
             md5(row(u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id, o.distributor_id,
               o.require_two_factor, o.features, ou.id, ou.permissions, t.confirmed_at)::text) as fingerprint
      from users u
      cross join organizations o
      left join org_users ou on ou.user_id = u.id and ou.org_id = o.id
      left join user_totp t on t.user_id = u.id;
    grant select on punchline_org_access_rows to punchline_tenant;
    drop policy label_restrictions on audit_events;
    drop policy label_restrictions on labels;
    drop policy label_restrictions on departments;
    drop policy label_restrictions on org_units;
    drop policy label_restrictions on employees;
    drop table employee_pay_rates, employee_avatars;
    drop function punchline_allows_any(text, jsonb), punchline_allows(text, bigint), punchline_user_counts(bigint),
      punchline_restricted();
    alter table org_users drop column allowed_org_unit_ids, drop column allowed_department_ids, drop column allowed_label_ids;
    drop index employees_list_idx;
    alter table employees drop column employee_number_key, drop column email_key, drop column pin_hash_key,
      drop column nfc_tag_id_key, drop column qr_badge_code_key;
    alter table employees drop column user_id, drop column employee_number, drop column email, drop column phone,
      drop column org_unit_id, drop column label_ids, drop column custom_field_values,
      drop column sensitive_custom_field_values, drop column hire_date, drop column termination_date,
      drop column birth_date, drop column national_id, drop column address, drop column emergency_contact_name,
      drop column emergency_contact_phone, drop column pay_type, drop column pin_hash, drop column nfc_tag_id,
      drop column qr_badge_code, drop column face_status;
  `.execute(db);
}
