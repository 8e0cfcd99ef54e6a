import { sql, type Kysely } from 'kysely';

// Time rules (issue 15): the collections that configure the time engine. Unique text is compared
// through a stored lower-case `<column>_key` (0033); unique indexes are named
// `<table>_<column>_key` so a clash is reported on its field (resources/db-errors.ts). Number
// fields are float8: hours and multipliers with a few decimals, read back as JSON numbers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pay_codes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      code text not null check (code ~ '^[A-Z0-9_]{1,20}$'),
      code_key text generated always as (lower(code)) stored,
      name text not null,
      active boolean not null default true,
      multiplier double precision not null default 1,
      counts_toward_ot boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index pay_codes_code_key on pay_codes (org_id, code_key);
    create index pay_codes_list_idx on pay_codes (org_id, code, id);

    -- Every organization starts with REG, OT and DT (new ones get them in time-rules/pay-codes.ts).
    -- Written before row-level security is on, so the migration's role needs no tenant setting.
    insert into pay_codes (org_id, code, name, multiplier)
      select o.id, c.code, c.name, c.multiplier
      from organizations o
      cross join (values ('REG', 'Regular', 1.0), ('OT', 'Overtime', 1.5), ('DT', 'Double Time', 2.0)) as c(code, name, multiplier);
    select punchline_enable_tenant_rls('pay_codes');

    create table pay_classes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      multiplier_differential double precision not null default 1,
      fixed_differential double precision not null default 0,
      add_then_multiply boolean not null default false,
      min_base_wage double precision,
      counts_toward_ot boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index pay_classes_name_key on pay_classes (org_id, name_key);
    create index pay_classes_list_idx on pay_classes (org_id, name, id);
    select punchline_enable_tenant_rls('pay_classes');

    -- Pay code fields hold a pay code's code (the server checks it names an active one).
    create table pay_rules (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      regular_pay_code text not null default 'REG',
      daily1_threshold double precision,
      daily1_pay_code text,
      daily2_threshold double precision,
      daily2_pay_code text,
      weekly1_threshold double precision,
      weekly1_pay_code text,
      weekly2_threshold double precision,
      weekly2_pay_code text,
      consecutive_days_threshold integer,
      consecutive_days_regular_pay_code text,
      consecutive_days_daily1_pay_code text,
      week_starts_on integer not null default 1 check (week_starts_on between 1 and 7),
      overtime_by_pay_period boolean not null default false,
      apply_shift_overlap_to text check (apply_shift_overlap_to in ('start', 'end', 'split')),
      preset text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index pay_rules_name_key on pay_rules (org_id, name_key);
    create index pay_rules_list_idx on pay_rules (org_id, name, id);
    select punchline_enable_tenant_rls('pay_rules');

    create table rounding_rules (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      apply_to text not null check (apply_to in ('in', 'out', 'both', 'shiftStart', 'shiftEnd', 'breakStart', 'breakEnd')),
      "interval" integer not null,
      mode text not null check (mode in ('up', 'down', 'nearest')),
      grace integer not null default 0,
      schedule_window integer,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index rounding_rules_name_key on rounding_rules (org_id, name_key);
    create unique index rounding_rules_apply_to_key on rounding_rules (org_id, apply_to);
    create index rounding_rules_list_idx on rounding_rules (org_id, name, id);
    select punchline_enable_tenant_rls('rounding_rules');

    create table break_rules (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      paid boolean not null default false,
      after integer not null,
      duration integer not null,
      auto_deduct boolean not null default false,
      grace integer not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- A paid break is time worked: nothing to deduct (the definition's check says so first).
      check (not (paid and auto_deduct))
    );
    create unique index break_rules_name_key on break_rules (org_id, name_key);
    create index break_rules_list_idx on break_rules (org_id, name, id);
    select punchline_enable_tenant_rls('break_rules');

    create table shift_classes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      color text,
      pay_class_id bigint references pay_classes(id),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index shift_classes_name_key on shift_classes (org_id, name_key);
    create index shift_classes_list_idx on shift_classes (org_id, name, id);
    create index shift_classes_pay_class_idx on shift_classes (pay_class_id);
    select punchline_enable_tenant_rls('shift_classes');

    create table punch_codes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      type text not null check (type in ('in', 'out', 'both')),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index punch_codes_name_key on punch_codes (org_id, name_key);
    create index punch_codes_list_idx on punch_codes (org_id, name, id);
    select punchline_enable_tenant_rls('punch_codes');

    create table entry_states (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      color text,
      locks_entry boolean not null default false,
      sort_order integer not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index entry_states_name_key on entry_states (org_id, name_key);
    create index entry_states_list_idx on entry_states (org_id, sort_order, id);
    select punchline_enable_tenant_rls('entry_states');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table entry_states, punch_codes, shift_classes, break_rules, rounding_rules, pay_rules, pay_classes, pay_codes`.execute(
    db,
  );
}
