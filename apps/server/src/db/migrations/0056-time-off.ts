import { sql, type Kysely } from 'kysely';

// Time off (issue 20, docs/time-off.md): accrual policies and who earns under which from when,
// balance adjustments, requests, the entries time off is taken as (on time cards and in the
// schedule), and the organization's holidays. Balances are not stored: the ledger is computed
// from these tables and the time cards whenever it is read.

const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;

const common = `
  id bigint generated always as identity primary key,
  org_id bigint not null references organizations(id) on delete cascade,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    -- A code only the organization grants (Holiday) is not offered to workers at the clock.
    alter table time_off_codes add column requestable boolean not null default true;

    create table time_off_policies (${common},
      name text not null,
      name_key text generated always as (lower(name)) stored,
      active boolean not null default true,
      code_id bigint not null references time_off_codes(id),
      method text not null default 'perPayPeriod' check (method in ('perHour', 'perPayPeriod', 'monthly', 'yearly', 'none')),
      front_loaded boolean not null default false,
      rate double precision not null default 0,
      tiers jsonb not null default '[]',
      waiting_days integer not null default 0,
      balance_cap double precision,
      yearly_cap double precision,
      carry_over_limit double precision,
      carry_over_expiry_months integer,
      allow_negative boolean not null default false
    );
    create unique index time_off_policies_name_key on time_off_policies (org_id, name_key);
    create index time_off_policies_paging_idx on time_off_policies (org_id, name, id);
    select punchline_enable_tenant_rls('time_off_policies');

    create table time_off_assignments (${common},
      employee_id bigint not null references employees(id) on delete cascade,
      policy_id bigint not null references time_off_policies(id),
      effective_from date not null,
      note text
    );
    create unique index time_off_assignments_key on time_off_assignments (employee_id, policy_id, effective_from);
    create index time_off_assignments_paging_idx on time_off_assignments (org_id, effective_from, id);
    select punchline_enable_tenant_rls('time_off_assignments');

    create table time_off_adjustments (${common},
      employee_id bigint not null references employees(id) on delete cascade,
      code_id bigint not null references time_off_codes(id),
      date date not null,
      amount double precision not null,
      note text not null,
      created_by bigint references users(id) on delete set null
    );
    create index time_off_adjustments_worker_idx on time_off_adjustments (org_id, employee_id, code_id, date);
    select punchline_enable_tenant_rls('time_off_adjustments');

    create table time_off_requests (${common},
      employee_id bigint not null references employees(id) on delete cascade,
      code_id bigint not null references time_off_codes(id),
      start_date date not null,
      end_date date not null,
      partial_minutes integer,
      note text,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'cancelled')),
      decision_note text,
      -- What the request comes to (domain timeOffDays), kept as of its last save.
      amount double precision not null default 0,
      unit text not null default 'hours' check (unit in ('hours', 'days')),
      day_count integer not null default 0,
      origin text not null default 'console' check (origin in ('console', 'clock')),
      -- A clock's own id of the request: a retried submission answers the request already made.
      client_id text,
      requested_by bigint references users(id) on delete set null,
      decided_by bigint references users(id) on delete set null,
      decided_at timestamptz
    );
    create index time_off_requests_paging_idx on time_off_requests (org_id, start_date, id);
    create index time_off_requests_pending_idx on time_off_requests (org_id, created_at) where status = 'pending';
    create unique index time_off_requests_client_key on time_off_requests (org_id, client_id);
    create index time_off_requests_worker_idx on time_off_requests (employee_id, start_date);
    select punchline_enable_tenant_rls('time_off_requests');

    create table time_off_entries (${common},
      employee_id bigint not null references employees(id) on delete cascade,
      code_id bigint not null references time_off_codes(id),
      date date not null,
      minutes integer not null check (minutes > 0 and minutes <= 1440),
      -- In the code's unit: hours, or the part of a full day (the server's, on every save).
      amount double precision not null default 0,
      request_id bigint references time_off_requests(id) on delete set null,
      note text,
      created_by bigint references users(id) on delete set null
    );
    create index time_off_entries_paging_idx on time_off_entries (org_id, date, id);
    create index time_off_entries_worker_idx on time_off_entries (employee_id, date);
    select punchline_enable_tenant_rls('time_off_entries');

    create table holidays (${common},
      name text not null,
      date date not null,
      code_id bigint not null references time_off_codes(id),
      minutes integer,
      active boolean not null default true
    );
    create unique index holidays_date_key on holidays (org_id, date);
    create index holidays_paging_idx on holidays (org_id, date, id);
    select punchline_enable_tenant_rls('holidays');
  `,
    )
    .execute(db);
  for (const table of ['time_off_assignments', 'time_off_adjustments', 'time_off_requests', 'time_off_entries']) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table time_off_codes drop column requestable;
    drop table holidays;
    drop table time_off_entries;
    drop table time_off_requests;
    drop table time_off_adjustments;
    drop table time_off_assignments;
    drop table time_off_policies;
  `.execute(db);
}
