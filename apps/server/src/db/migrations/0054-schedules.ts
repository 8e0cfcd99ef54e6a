import { sql, type Kysely } from 'kysely';

// Schedules (issue 19, docs/schedules.md): teams, shift templates and the recurring schedules that
// apply them, the shifts themselves (a worker's or open), what was published of each shift and
// when, claims of open shifts, and the times a worker cannot work.
//
// A shift row is the draft, the one managers edit. What workers and the engine see is what was
// last published of it: the `published_*` columns (null while never published). Publishing copies
// the draft into them and writes one `shift_publications` row per shift it changed, so every
// published version of a shift is kept and can be compared with the draft. A published shift
// deleted in the draft keeps its row (`deleted_at`) until the deletion is published.

const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
// An open shift (no worker) is seen by every manager of the organization.
const WORKERS_OWN_OR_OPEN = `employee_id is null or ${WORKERS_OWN}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table teams (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      name text not null,
      -- The toolkit's uniqueness check compares this (migration 0033).
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      lead_id bigint references employees(id) on delete set null,
      member_ids jsonb not null default '[]',
      color text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index teams_name_key on teams (org_id, name_key);
    create index teams_paging_idx on teams (org_id, name, id);
    select punchline_enable_tenant_rls('teams');

    -- A week or several of shifts by weekday and wall time: slots is
    -- [{week, weekday, start 'HH:MM', end 'HH:MM', shiftClassId, departmentId, orgUnitId, costing, breaks, note}].
    create table schedule_templates (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      weeks integer not null default 1 check (weeks between 1 and 8),
      slots jsonb not null default '[]',
      note text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index schedule_templates_name_key on schedule_templates (org_id, name_key);
    create index schedule_templates_paging_idx on schedule_templates (org_id, name, id);
    select punchline_enable_tenant_rls('schedule_templates');

    -- A template applied to workers and teams from a date, repeating as its RFC 5545 rule says;
    -- shifts are materialised up to materialized_through and regenerated when it changes.
    create table recurring_schedules (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      template_id bigint not null references schedule_templates(id),
      employee_ids jsonb not null default '[]',
      team_ids jsonb not null default '[]',
      start_date date not null,
      end_date date,
      -- The RFC 5545 rule the shifts were made by (written when they are made; null before).
      rrule text,
      materialized_through date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index recurring_schedules_name_key on recurring_schedules (org_id, name_key);
    create index recurring_schedules_paging_idx on recurring_schedules (org_id, name, id);
    select punchline_enable_tenant_rls('recurring_schedules');

    create table shifts (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      -- Null: an open shift, for any worker to claim.
      employee_id bigint references employees(id) on delete cascade,
      start_at timestamptz not null,
      end_at timestamptz not null,
      -- The local date the shift is scheduled on (its start's date in the organization's zone).
      work_date date not null,
      org_unit_id bigint references org_units(id) on delete set null,
      department_id bigint references departments(id) on delete set null,
      costing jsonb,
      shift_class_id bigint references shift_classes(id) on delete set null,
      team_id bigint references teams(id) on delete set null,
      -- [{startMinute, durationMinutes, paid}], offsets from the shift's start.
      breaks jsonb not null default '[]',
      note text,
      -- Made by a recurring schedule for one slot of its template on one date; edited by hand
      -- afterwards means regeneration leaves it alone.
      recurring_schedule_id bigint references recurring_schedules(id) on delete set null,
      occurrence_key text,
      edited boolean not null default false,
      deleted_at timestamptz,
      -- What workers and the engine see: the last published state (null: never published).
      published_version integer,
      published_employee_id bigint references employees(id) on delete set null,
      published_start_at timestamptz,
      published_end_at timestamptz,
      published jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_at > start_at)
    );
    create index shifts_board_idx on shifts (org_id, work_date, employee_id);
    create index shifts_worker_idx on shifts (org_id, employee_id, start_at) where deleted_at is null;
    create index shifts_published_idx on shifts (org_id, published_employee_id, published_start_at)
      where published_employee_id is not null;
    create unique index shifts_occurrence_key on shifts (org_id, recurring_schedule_id, occurrence_key)
      where recurring_schedule_id is not null;
    select punchline_enable_tenant_rls('shifts');

    -- One row per publish: a version of the organization's schedule over a range of dates.
    create table schedule_publications (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null,
      from_date date not null,
      to_date date not null,
      published_by bigint references users(id) on delete set null,
      published_at timestamptz not null default now(),
      added integer not null default 0,
      changed integer not null default 0,
      removed integer not null default 0,
      -- Workers told of their changes by a notification message.
      notified integer not null default 0,
      unique (org_id, version)
    );
    select punchline_enable_tenant_rls('schedule_publications');

    -- Each published version of a shift (snapshot null: the publish removed it).
    create table shift_publications (
      org_id bigint not null references organizations(id) on delete cascade,
      publication_id bigint not null references schedule_publications(id) on delete cascade,
      shift_id bigint not null references shifts(id) on delete cascade,
      employee_id bigint references employees(id) on delete cascade,
      snapshot jsonb,
      primary key (publication_id, shift_id)
    );
    create index shift_publications_shift_idx on shift_publications (org_id, shift_id);
    select punchline_enable_tenant_rls('shift_publications');

    create table open_shift_claims (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      shift_id bigint not null references shifts(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      note text,
      decided_by bigint references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index open_shift_claims_pending_key on open_shift_claims (shift_id, employee_id) where status = 'pending';
    create index open_shift_claims_org_idx on open_shift_claims (org_id, status, created_at);
    select punchline_enable_tenant_rls('open_shift_claims');

    -- When a worker cannot work: every week on some weekdays, or a range of dates.
    create table unavailability (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      employee_id bigint not null references employees(id) on delete cascade,
      kind text not null check (kind in ('weekly', 'dates')),
      weekdays jsonb not null default '[]',
      start_date date,
      end_date date,
      note text,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index unavailability_paging_idx on unavailability (org_id, employee_id, id);
    select punchline_enable_tenant_rls('unavailability');

    -- The newest publication whose changes a worker has seen at a clock (issue 19):
    -- the clock tells them of later ones until they dismiss the notice.
    create table schedule_seen (
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint primary key references employees(id) on delete cascade,
      publication_id bigint not null,
      seen_at timestamptz not null default now()
    );
    select punchline_enable_tenant_rls('schedule_seen');
  `.execute(db);
  await sql.raw(`create policy label_restrictions on shifts as restrictive using (${WORKERS_OWN_OR_OPEN})`).execute(db);
  for (const table of ['open_shift_claims', 'unavailability']) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table schedule_seen;
    drop table unavailability;
    drop table open_shift_claims;
    drop table shift_publications;
    drop table schedule_publications;
    drop table shifts;
    drop table recurring_schedules;
    drop table schedule_templates;
    drop table teams;
  `.execute(db);
}
