import { sql, type Kysely } from 'kysely';

// Time cards (issue 15): the punch facts the engine reads, each worker's pay class and pay rule,
// pay period locks, the cache of computed cards, and the recompute runs the console follows.
// Punches are facts and never hold conclusions; a card is derived from punches and settings, and
// its cached copy carries the fingerprint of everything it was derived from (docs/timecards.md).

// The label restriction of a worker's own data (migration 0041's form): an unrestricted caller
// skips the lookup per row; a restricted one sees the rows of the workers they see.
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
const WORKER_TABLES = ['punches', 'timecard_cache'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table punches (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      -- The effective instant (after an edit); original_at is the instant first recorded.
      at timestamptz not null,
      original_at timestamptz not null,
      received_at timestamptz not null default now(),
      type text not null check (type in ('in', 'out')),
      origin text not null check (origin in ('clock', 'mobile', 'web', 'added')),
      -- Made on the device: the same punch sent twice is one punch (idempotency, issue 16).
      client_id uuid not null default gen_random_uuid(),
      pay_class_id bigint references pay_classes(id),
      costing jsonb,
      note text,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      version integer not null default 1
    );
    create unique index punches_client_id_key on punches (org_id, client_id);
    create index punches_worker_at_idx on punches (org_id, employee_id, at);
    select punchline_enable_tenant_rls('punches');

    alter table employees
      add column pay_class_id bigint references pay_classes(id),
      add column pay_rule_id bigint references pay_rules(id);

    -- A period without a row is open; a locked one may be reopened, a finalized one never.
    create table pay_period_states (
      org_id bigint not null references organizations(id) on delete cascade,
      period_start date not null,
      period_end date not null,
      state text not null check (state in ('locked', 'finalized')),
      changed_by bigint references users(id) on delete set null,
      changed_at timestamptz not null default now(),
      primary key (org_id, period_start)
    );
    select punchline_enable_tenant_rls('pay_period_states');

    create table timecard_cache (
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      period_start date not null,
      period_end date not null,
      -- Hash of the whole engine input: a row whose input changed is never served.
      fingerprint text not null,
      card jsonb not null,
      computed_at timestamptz not null default now(),
      primary key (org_id, employee_id, period_start)
    );
    select punchline_enable_tenant_rls('timecard_cache');

    create table recompute_runs (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      requested_by bigint references users(id) on delete set null,
      reason text not null,
      from_date date,
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
      total integer not null default 0,
      done integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index recompute_runs_latest_idx on recompute_runs (org_id, id desc);
    select punchline_enable_tenant_rls('recompute_runs');
  `.execute(db);
  for (const table of WORKER_TABLES) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table recompute_runs;
    drop table timecard_cache;
    drop table pay_period_states;
    alter table employees drop column pay_rule_id, drop column pay_class_id;
    drop table punches;
  `.execute(db);
}
