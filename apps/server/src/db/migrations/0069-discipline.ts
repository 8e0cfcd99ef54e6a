import { sql, type Kysely } from 'kysely';

// Attendance discipline (issue 34, docs/discipline.md): event types, custom infraction types,
// policies, the custom infractions managers record, excusals kept against an infraction's key,
// and the events raised when a worker's points reach a threshold. Found infractions and points
// are not stored: they are worked out from the time cards and the schedule at every read.

// The label restriction of a worker's own data (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
const WORKER_TABLES = ['discipline_custom_infractions', 'discipline_excusals', 'discipline_events'];

const thresholds = [1, 2, 3, 4]
  .map(
    (n) => `threshold${n}_points numeric(8,2),
      threshold${n}_event_type_id bigint references discipline_event_types(id),`,
  )
  .join('\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table discipline_event_types (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      level integer not null default 1 check (level between 1 and 20),
      description text,
      worker_acknowledges boolean not null default false,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index discipline_event_types_name_key on discipline_event_types (org_id, name_key);
    create index discipline_event_types_list_idx on discipline_event_types (org_id, level, id);
    select punchline_enable_tenant_rls('discipline_event_types');

    create table discipline_custom_infraction_types (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      points numeric(8,2) not null default 1 check (points between 0 and 100),
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index discipline_custom_infraction_types_name_key on discipline_custom_infraction_types (org_id, name_key);
    create index discipline_custom_infraction_types_list_idx on discipline_custom_infraction_types (org_id, name, id);
    select punchline_enable_tenant_rls('discipline_custom_infraction_types');
  `.execute(db);

  await sql
    .raw(
      `create table discipline_policies (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      priority integer not null default 10,
      applies_to text not null default 'all' check (applies_to in ('all', 'departments', 'orgUnits', 'labels', 'workers')),
      department_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      label_ids jsonb not null default '[]',
      employee_ids jsonb not null default '[]',
      late_band_minutes integer not null default 15,
      late_points numeric(8,2) not null default 0.5,
      late_beyond_points numeric(8,2) not null default 1,
      early_leave_band_minutes integer not null default 15,
      early_leave_points numeric(8,2) not null default 0.5,
      early_leave_beyond_points numeric(8,2) not null default 1,
      no_show_points numeric(8,2) not null default 2,
      missed_punch_points numeric(8,2) not null default 0.5,
      missed_break_points numeric(8,2) not null default 0,
      short_break_points numeric(8,2) not null default 0,
      unscheduled_overtime_minutes integer not null default 30,
      unscheduled_overtime_points numeric(8,2) not null default 0,
      expire_after_days integer,
      reward_days integer,
      reward_points numeric(8,2),
      ${thresholds}
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index discipline_policies_name_key on discipline_policies (org_id, name_key);
    create index discipline_policies_list_idx on discipline_policies (org_id, priority, id);
    select punchline_enable_tenant_rls('discipline_policies');`,
    )
    .execute(db);

  await sql`
    -- Recorded by a manager: what the time card cannot show.
    create table discipline_custom_infractions (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      type_id bigint not null references discipline_custom_infraction_types(id),
      date date not null,
      note text not null check (length(note) between 1 and 500),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index discipline_custom_infractions_list_idx on discipline_custom_infractions (org_id, date, id);
    create index discipline_custom_infractions_worker_idx on discipline_custom_infractions (org_id, employee_id, date);
    select punchline_enable_tenant_rls('discipline_custom_infractions');

    -- An infraction excused: a fact with a reason and who, kept against the infraction's key, so a
    -- card recomputed later finds the same infraction excused.
    create table discipline_excusals (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      infraction_key text not null check (length(infraction_key) between 1 and 120),
      reason text not null check (length(reason) between 1 and 500),
      excused_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index discipline_excusals_key on discipline_excusals (org_id, infraction_key);
    create index discipline_excusals_worker_idx on discipline_excusals (org_id, employee_id);
    select punchline_enable_tenant_rls('discipline_excusals');

    -- An event raised when the points reached a threshold: history, never taken back. Whether the
    -- points behind it still hold is worked out when it is read; what was counted is kept so the
    -- reader can say what has gone since.
    create table discipline_events (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      policy_id bigint references discipline_policies(id) on delete set null,
      event_type_id bigint references discipline_event_types(id) on delete set null,
      event_type_name text not null,
      level integer not null default 1,
      worker_acknowledges boolean not null default false,
      threshold numeric(8,2) not null,
      points numeric(8,2) not null,
      crossed_on date not null,
      counted jsonb not null default '[]',
      raised_at timestamptz not null default now(),
      acknowledged_at timestamptz,
      acknowledged_by bigint references users(id) on delete set null,
      note text,
      worker_acknowledged_at timestamptz,
      worker_acknowledged_device_id bigint references devices(id) on delete set null,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index discipline_events_crossing on discipline_events (org_id, employee_id, policy_id, threshold, crossed_on);
    create index discipline_events_open_idx on discipline_events (org_id, acknowledged_at, raised_at desc);
    select punchline_enable_tenant_rls('discipline_events');
  `.execute(db);

  for (const table of WORKER_TABLES) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table discipline_events; drop table discipline_excusals; drop table discipline_custom_infractions;
    drop table discipline_policies; drop table discipline_custom_infraction_types; drop table discipline_event_types;
  `.execute(db);
}
