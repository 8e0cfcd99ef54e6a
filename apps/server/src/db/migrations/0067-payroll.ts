import { sql, type Kysely } from 'kysely';

// Payroll (issue 33, docs/payroll.md): net pay's adjustment codes, statutory deductions and the
// adjustments given to workers; pay runs with one pay summary per worker, whose lines say where
// every amount came from; labour distribution; the exports made of a run.
// Money is `numeric` (exact; pg hands it over as a string), never floating point.

// The label restriction of a worker's own data (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
const WORKER_TABLES = ['netpay_adjustments', 'pay_summaries', 'pay_summary_lines', 'pay_labor_lines'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Settings > Payroll > Adjustment Codes: what may be added to or taken from gross pay.
    create table netpay_adjustment_codes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      code text not null check (code ~ '^[A-Z0-9_]{1,20}$'),
      code_key text generated always as (lower(code)) stored,
      name text not null check (length(name) between 1 and 100),
      kind text not null check (kind in ('earning', 'reimbursement', 'deduction')),
      taxable boolean not null default true,
      -- fixed: amount per pay run; rate_hours: amount per paid hour; percent: percent of the base.
      calculation text not null check (calculation in ('fixed', 'rate_hours', 'percent')),
      amount numeric(14,4),
      percent numeric(9,4),
      -- What a percent is of: gross pay, or what is left after statutory deductions.
      percent_of text not null default 'gross' check (percent_of in ('gross', 'after_deductions')),
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index netpay_adjustment_codes_code_key on netpay_adjustment_codes (org_id, code_key);
    create index netpay_adjustment_codes_list_idx on netpay_adjustment_codes (org_id, code, id);
    select punchline_enable_tenant_rls('netpay_adjustment_codes');

    -- Settings > Payroll > Statutory Deductions: the organization's own rules, applied in order.
    create table statutory_deductions (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      code text not null check (code ~ '^[A-Z0-9_]{1,20}$'),
      code_key text generated always as (lower(code)) stored,
      name text not null check (length(name) between 1 and 100),
      sequence integer not null default 1,
      -- percent: shares of the taxable base, up to an annual wage base; fixed: an amount per run.
      calculation text not null check (calculation in ('percent', 'fixed')),
      employee_percent numeric(9,4),
      employer_percent numeric(9,4),
      fixed_amount numeric(14,4),
      annual_wage_base numeric(16,4),
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index statutory_deductions_code_key on statutory_deductions (org_id, code_key);
    create index statutory_deductions_list_idx on statutory_deductions (org_id, sequence, id);
    select punchline_enable_tenant_rls('statutory_deductions');

    create table pay_runs (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 200),
      -- regular: one pay period; off_cycle: any range, for corrections and bonuses.
      kind text not null check (kind in ('regular', 'off_cycle')),
      period_start date not null,
      period_end date not null check (period_end >= period_start),
      -- Who it pays: {departmentIds, orgUnitIds, labelIds, employeeIds}; empty lists mean all.
      selection jsonb not null default '{}',
      -- Cards not approved when it was created: approved then, left out, or included as they were.
      unapproved text not null default 'include' check (unapproved in ('approve', 'exclude', 'include')),
      state text not null default 'draft' check (state in ('draft', 'calculated', 'approved', 'finalized')),
      pay_date date,
      note text,
      created_by bigint references users(id) on delete set null,
      calculated_at timestamptz,
      approved_by bigint references users(id) on delete set null,
      approved_at timestamptz,
      finalized_by bigint references users(id) on delete set null,
      finalized_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index pay_runs_list_idx on pay_runs (org_id, period_start desc, id desc);
    select punchline_enable_tenant_rls('pay_runs');

    -- Manage > Payroll > Net Pay Adjustments: a code given to a worker, recurring from a date
    -- (until an end date) or one-off on one pay run.
    create table netpay_adjustments (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      code_id bigint not null references netpay_adjustment_codes(id),
      -- Overrides the code's amount, rate or percent for this worker; null takes the code's.
      amount numeric(14,4),
      percent numeric(9,4),
      start_date date,
      end_date date,
      pay_run_id bigint references pay_runs(id) on delete cascade,
      note text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((pay_run_id is null) <> (start_date is null)),
      check (end_date is null or end_date >= start_date)
    );
    create index netpay_adjustments_list_idx on netpay_adjustments (org_id, employee_id, id);
    create index netpay_adjustments_run_idx on netpay_adjustments (pay_run_id) where pay_run_id is not null;
    select punchline_enable_tenant_rls('netpay_adjustments');

    -- One per worker and run: totals, and the fingerprint of everything they were computed from.
    create table pay_summaries (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      pay_run_id bigint not null references pay_runs(id) on delete cascade,
      employee_id bigint not null references employees(id),
      -- The card was not approved and the run included it as it was.
      unapproved boolean not null default false,
      paid_seconds bigint not null default 0,
      gross numeric(16,4) not null default 0,
      taxable_gross numeric(16,4) not null default 0,
      deductions numeric(16,4) not null default 0,
      net numeric(16,4) not null default 0,
      employer_cost numeric(16,4) not null default 0,
      -- SHA-256 of the inputs, and the inputs themselves (cards, rates, adjustments, deductions,
      -- settings) in the compact form the staleness check compares old against new.
      fingerprint text not null,
      inputs jsonb not null,
      calculated_at timestamptz not null default now(),
      unique (pay_run_id, employee_id)
    );
    create index pay_summaries_employee_idx on pay_summaries (org_id, employee_id, pay_run_id);
    select punchline_enable_tenant_rls('pay_summaries');

    -- Every amount of a summary, explained: kind says which part of gross-to-net it is.
    create table pay_summary_lines (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      pay_summary_id bigint not null references pay_summaries(id) on delete cascade,
      pay_run_id bigint not null references pay_runs(id) on delete cascade,
      employee_id bigint not null references employees(id),
      position integer not null,
      kind text not null check (kind in ('hours', 'salary', 'time_off', 'holiday', 'earning', 'reimbursement', 'deduction', 'statutory', 'employer')),
      code text not null,
      name text not null,
      seconds bigint,
      rate numeric(16,6),
      -- The base a percent applied to (statutory: the part of the base under the wage base).
      base numeric(16,4),
      amount numeric(16,4) not null,
      taxable boolean not null default true,
      -- Where it came from: days and cards, the rate's date, the rule's figures.
      source jsonb not null default '{}'
    );
    -- Led by the foreign keys: deleting a run (or a summary) cascades here through them.
    create index pay_summary_lines_summary_idx on pay_summary_lines (pay_summary_id, position);
    create index pay_summary_lines_run_idx on pay_summary_lines (pay_run_id, kind, code);
    create index pay_summary_lines_ytd_idx on pay_summary_lines (org_id, employee_id, kind, code);
    select punchline_enable_tenant_rls('pay_summary_lines');

    -- Labour distribution of a summary's hours and amounts by job, phase, cost code and pay code.
    create table pay_labor_lines (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      pay_summary_id bigint not null references pay_summaries(id) on delete cascade,
      pay_run_id bigint not null references pay_runs(id) on delete cascade,
      employee_id bigint not null references employees(id),
      job_id bigint references jobs(id) on delete set null,
      job_phase_id bigint references job_phases(id) on delete set null,
      cost_code_id bigint references cost_codes(id) on delete set null,
      pay_code text not null,
      seconds bigint not null,
      amount numeric(16,4) not null
    );
    create index pay_labor_lines_run_idx on pay_labor_lines (pay_run_id);
    create index pay_labor_lines_summary_idx on pay_labor_lines (pay_summary_id);
    select punchline_enable_tenant_rls('pay_labor_lines');

    -- Each export made of a run: who, when, which format, and the file as it was sent.
    create table pay_run_exports (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      pay_run_id bigint not null references pay_runs(id) on delete cascade,
      format text not null,
      filename text not null,
      content_type text not null,
      row_count integer not null,
      file bytea not null,
      marked_exported boolean not null default false,
      exported_by bigint references users(id) on delete set null,
      exported_at timestamptz not null default now()
    );
    create index pay_run_exports_run_idx on pay_run_exports (pay_run_id, id desc);
    select punchline_enable_tenant_rls('pay_run_exports');
  `.execute(db);
  for (const table of WORKER_TABLES) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table pay_run_exports; drop table pay_labor_lines; drop table pay_summary_lines;
    drop table pay_summaries; drop table netpay_adjustments; drop table pay_runs;
    drop table statutory_deductions; drop table netpay_adjustment_codes;
  `.execute(db);
}
